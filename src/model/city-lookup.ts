// The generic city route /service-areas/{slug} (spec §2): a small built-in
// table, else a name built from the slug with a fallback description.

export interface CityEntry {
  slug: string;
  name: string;
  description: string;
}

/** "grass-creek" → "Grass Creek". */
export function nameFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

/** The table entry for `slug`, or one built from the slug. */
export function lookupCity(slug: string, table: readonly CityEntry[], fallbackDescription: string): CityEntry {
  const known = table.find((c) => c.slug === slug);
  if (known) return known;
  const name = nameFromSlug(slug);
  return { slug, name, description: fallbackDescription.replaceAll('{town}', name) };
}

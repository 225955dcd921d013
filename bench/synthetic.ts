import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dump, load } from 'js-yaml';
import type { Town } from '../src/content/types.ts';

/**
 * A copy of the bundled content with `count` towns: the 25 real ones, then
 * synthetic towns cloned from them with unique names, slugs and positions.
 */
export async function syntheticData(source: string, target: string, count: number): Promise<void> {
  await cp(source, target, { recursive: true });
  const file = path.join(target, 'towns.yaml');
  const towns = load(await readFile(file, 'utf8')) as Town[];
  const result: Town[] = [...towns];
  for (let i = towns.length; i < count; i++) {
    const base = towns[i % towns.length];
    const n = i + 1;
    result.push({
      ...base,
      name: `${base.name} ${n}`,
      slug: `${base.slug}-${n}`,
      heroImage: undefined,
      coordinates: { lat: base.coordinates.lat + (n % 97) / 1000, lng: base.coordinates.lng - (n % 89) / 1000 },
    });
  }
  await writeFile(file, dump(result.map(withoutUndefined), { lineWidth: 120, noRefs: true }));
}

/** Changes the description of the generated town `slug` (the bench's one-town edit), the rest of the file as it was. */
export async function editOneTown(target: string, slug: string): Promise<void> {
  const file = path.join(target, 'towns.yaml');
  const towns = load(await readFile(file, 'utf8')) as Town[];
  const town = towns.find((t) => t.slug === slug);
  if (!town) throw new Error(`no town ${slug} in ${file}`);
  town.description = `${town.description} Edited.`;
  await writeFile(file, dump(towns.map(withoutUndefined), { lineWidth: 120, noRefs: true }));
}

function withoutUndefined<T extends object>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

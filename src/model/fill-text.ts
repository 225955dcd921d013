import type { Site } from '../content/types.ts';

/**
 * Replaces {company}, {sisterCompany}, {email}, {phone}, {alternatePhone},
 * {placeholderPhone} and {doorPhone} in copy with the values of data/site.yaml,
 * so numbers and names live in one place. Unknown tokens stay as they are.
 */
export function fillText(text: string, site: Site): string {
  if (!text.includes('{')) return text; // most copy has no token (every town page fills dozens of texts)
  const values = tokenValues(site);
  return text.replace(/\{(\w+)\}/g, (token, key: string) => values[key] ?? token);
}

function tokenValues(site: Site): Record<string, string> {
  return {
    company: site.company,
    sisterCompany: site.sisterCompany,
    email: site.email,
    phone: site.phones.main.display,
    alternatePhone: site.phones.alternate.display,
    placeholderPhone: site.phones.placeholder.display,
    doorPhone: site.phones.door.display,
  };
}

import type { Site } from '../content/types.ts';

/**
 * Replaces {company}, {sisterCompany}, {email}, {phone}, {alternatePhone},
 * {placeholderPhone} and {doorPhone} in copy with the values of data/site.yaml,
 * so numbers and names live in one place. Unknown tokens stay as they are.
 */
export function fillText(text: string, site: Site): string {
  const values: Record<string, string> = {
    company: site.company,
    sisterCompany: site.sisterCompany,
    email: site.email,
    phone: site.phones.main.display,
    alternatePhone: site.phones.alternate.display,
    placeholderPhone: site.phones.placeholder.display,
    doorPhone: site.phones.door.display,
  };
  return text.replace(/\{(\w+)\}/g, (token, key: string) => values[key] ?? token);
}

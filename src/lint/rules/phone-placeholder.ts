import { formatPhone, placeholderReason } from '../phones.ts';
import type { LintRule, RawFinding } from '../types.ts';
import { phoneNeedles, phoneSightings } from './phone-sightings.ts';

export const phonePlaceholder: LintRule = {
  id: 'phone/placeholder',
  severity: 'error',
  description:
    'Placeholder-style numbers (area code 555, 123-4567, 555-5555, one digit repeated) reach nobody; 555-0100 to 555-0199 is the range reserved for fiction and is fine.',
  title: 'A placeholder phone number',
  checks:
    'Placeholder-style numbers: area code 555, 123-4567, 555-5555, one digit repeated, 555 numbers outside 555-0100–0199 (the range reserved for fiction is fine).',
  fix: "Replace it with the business's real number (`phones.main`); keep 555-0100 to 555-0199 for fictional examples only.",
  check(context) {
    const out: RawFinding[] = [];
    const reported = new Set<string>();
    for (const s of phoneSightings(context)) {
      const reason = placeholderReason(s.digits);
      const key = `${s.page.route}:${s.digits}`;
      if (!reason || reported.has(key)) continue;
      reported.add(key);
      const how = s.kind === 'text' ? 'is shown' : s.kind === 'link' ? `is dialled by the "${s.linkText}" link` : 'is in the structured data';
      out.push({
        message: `${formatPhone(s.digits)} ${how} and looks like a placeholder (${reason})`,
        route: s.page.route,
        needles: phoneNeedles(context, s.digits, s.written),
        excerpt: s.excerpt,
      });
    }
    return out;
  },
};

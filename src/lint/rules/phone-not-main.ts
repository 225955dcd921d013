import { findPhones, formatPhone, placeholderReason, telDigits } from '../phones.ts';
import type { LintRule, RawFinding } from '../types.ts';
import { phoneNeedles, phoneSightings } from './phone-sightings.ts';

export const phoneNotMain: LintRule = {
  id: 'phone/not-main',
  severity: 'warning',
  description: 'Every number shown or dialled should be the main number (site.phones.main), so every call reaches the business.',
  title: 'A phone number other than the main number',
  checks: 'Every number shown or dialled (text, `tel:` links, JSON-LD `telephone`) is `phones.main`.',
  fix: 'Replace the number with `phones.main` at the place shown, or, if this number is the right one, change `phones.main` in `data/site.yaml`.',
  check(context) {
    const main = context.content.site.phones.main;
    const mainDigits = telDigits(main.tel);
    const out: RawFinding[] = [];
    for (const s of phoneSightings(context)) {
      if (s.digits === mainDigits || placeholderReason(s.digits)) continue;
      const number = formatPhone(s.digits);
      const needles = phoneNeedles(context, s.digits, s.written);
      if (s.kind === 'text') {
        out.push({ message: `${number} is shown instead of the main number ${main.display}`, route: s.page.route, needles, excerpt: s.excerpt });
      } else if (s.kind === 'link' && findPhones(s.linkText ?? '').length === 0) {
        out.push({ message: `the "${s.linkText}" link dials ${number} instead of the main number ${main.display}`, route: s.page.route, needles });
      } else if (s.kind === 'structured data') {
        out.push({ message: `structured data gives the telephone ${s.written} instead of the main number ${main.tel}`, route: s.page.route, needles });
      }
    }
    return out;
  },
};

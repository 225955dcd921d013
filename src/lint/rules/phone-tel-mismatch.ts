import { findPhones, formatPhone, telDigits } from '../phones.ts';
import type { LintRule, RawFinding } from '../types.ts';
import { phoneNeedles } from './phone-sightings.ts';

export const phoneTelMismatch: LintRule = {
  id: 'phone/tel-mismatch',
  severity: 'error',
  description: 'A tel: link must dial the number its text shows; otherwise the caller reaches someone else.',
  title: 'A tel: link dials another number than it shows',
  checks: 'A `tel:` link dials the number its text shows.',
  fix: "Make the link's `tel:` number and its visible text the same number, normally `phones.main`.",
  check(context) {
    const out: RawFinding[] = [];
    for (const page of context.pages) {
      const seen = new Set<string>();
      for (const link of page.links) {
        if (!/^tel:/i.test(link.href)) continue;
        const dialled = telDigits(link.href);
        const shown = findPhones(link.text);
        if (shown.length === 0 || shown.some((p) => p.digits === dialled)) continue;
        const key = `${link.href}|${shown[0].digits}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const dialledText = dialled ? formatPhone(dialled) : link.href.replace(/^tel:/i, '');
        out.push({
          message: `a link shows ${shown[0].text} but dials ${dialledText} (${link.href})`,
          route: page.route,
          needles: [...(dialled ? phoneNeedles(context, dialled, link.href) : []), ...phoneNeedles(context, shown[0].digits, shown[0].text)],
          excerpt: link.text,
        });
      }
    }
    return out;
  },
};

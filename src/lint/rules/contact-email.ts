import { excerptOf, pageTexts } from '../html-text.ts';
import type { LintRule, RawFinding } from '../types.ts';

const EMAIL = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g;

export const contactEmail: LintRule = {
  id: 'contact/email',
  severity: 'warning',
  description: 'E-mail addresses shown or linked should be the declared one (site.email).',
  title: 'An e-mail address other than the declared one',
  checks: 'E-mail addresses shown or linked are `site.email`.',
  fix: 'Replace the address with `email` from `data/site.yaml`, or change `email` there if this address is the right one.',
  check(context) {
    const declared = context.content.site.email.toLowerCase();
    const out: RawFinding[] = [];
    for (const page of context.pages) {
      const seen = new Set<string>();
      const report = (address: string, excerpt?: string) => {
        const key = address.toLowerCase();
        if (key === declared || seen.has(key)) return;
        seen.add(key);
        out.push({ message: `${address} is shown instead of ${context.content.site.email}`, route: page.route, needles: [address], excerpt });
      };
      for (const { text } of pageTexts(page)) for (const m of text.matchAll(EMAIL)) report(m[0], excerptOf(text, m.index!, m.index! + m[0].length));
      for (const link of page.links) if (/^mailto:/i.test(link.href)) report(link.href.slice(7).split('?')[0]);
    }
    return out;
  },
};

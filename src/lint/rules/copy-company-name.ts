import { excerptOf, pageTexts } from '../html-text.ts';
import type { LintRule, RawFinding } from '../types.ts';
import { jsonLdNodes, onPage, typesOf } from './scan.ts';

/** "Summit Overhead Door Co.", "Acme Plumbing LLC": capitalised words ending in a company suffix. */
const COMPANY = /\b((?:[A-Z][\w'’-]*|&)(?:\s+(?:[A-Z][\w'’-]*|&)){0,5})\s+(Co\.|Company\b|Inc\.|Inc\b|LLC\b|Corp\.|Corporation\b|Ltd\.)/g;
const ORG_TYPES = /Organization|Business|Plumber|HVAC|Contractor|Electrician|ProfessionalService/;

/** The sister company's name and its core without a legal suffix ("Summit Overhead Door"). */
function namesOf(name: string): string[] {
  const core = name.replace(/[\s,]+(?:Co\.?|Company|Inc\.?|LLC|Corp\.?|Corporation|Ltd\.?)$/i, '').trim();
  return core !== name && core.split(/\s+/).length >= 2 ? [name, core] : [name];
}

export const copyCompanyName: LintRule = {
  id: 'copy/company-name',
  severity: 'error',
  description:
    'Only the declared company (site.company) may be named as the business; another name (such as site.sisterCompany) tells visitors they are on the wrong site.',
  title: 'Another company named as the business',
  checks: 'Another company\'s name (e.g. `site.sisterCompany`, any "… Co./LLC/Inc.") in the copy or as the business\'s JSON-LD name.',
  fix: 'Replace the name with `company` from `data/site.yaml`, in the copy and in the structured data.',
  check(context) {
    const { company, sisterCompany, agency } = context.content.site;
    const allowed = [company, agency.name].map((n) => n.toLowerCase());
    const sister = namesOf(sisterCompany);
    const out: RawFinding[] = [];
    for (const page of context.pages) {
      const seen = new Set<string>();
      const report = (name: string, where: Parameters<typeof onPage>[0], excerpt: string | undefined, declared: boolean) => {
        const key = name.toLowerCase();
        if (seen.has(key)) return;
        seen.add(key);
        const what = declared ? 'the sister company (site.sisterCompany)' : 'another company';
        out.push({
          message: `${what} "${name}" is named; the declared company is ${company}${onPage(where)}`,
          route: page.route,
          needles: [name],
          excerpt,
          data: { name },
        });
      };
      for (const { where, text } of pageTexts(page)) {
        const taken: [number, number][] = [];
        for (const name of sister) {
          const lower = text.toLowerCase();
          let at = lower.indexOf(name.toLowerCase());
          while (at !== -1) {
            const end = at + name.length;
            if (!taken.some(([s, e]) => at < e && end > s)) {
              taken.push([at, end]);
              report(sister[0], where, excerptOf(text, at, end), true);
            }
            at = lower.indexOf(name.toLowerCase(), end);
          }
        }
        for (const m of text.matchAll(COMPANY)) {
          const start = m.index!;
          const end = start + m[0].length;
          if (taken.some(([s, e]) => start < e && end > s)) continue;
          const name = m[0].replace(/^(?:The|By|From|With|And|At|Call|Contact|Our|Your)\s+/, '');
          if (allowed.some((a) => a.includes(name.toLowerCase()) || name.toLowerCase().includes(a))) continue;
          report(name, where, excerptOf(text, start, end), false);
        }
      }
      for (const node of page.jsonLd.flatMap((d) => [...jsonLdNodes(d)])) {
        const name = node.name;
        if (typeof name !== 'string' || !typesOf(node).some((t) => ORG_TYPES.test(t))) continue;
        if (allowed.some((a) => name.toLowerCase().includes(a))) continue;
        const key = `ld:${name.toLowerCase()}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({
          message: `structured data names the business "${name}"; the declared company is ${company}`,
          route: page.route,
          needles: [name],
          data: { name },
        });
      }
    }
    return out;
  },
};

import { excerptOf, pageTexts } from '../html-text.ts';
import type { LintRule, RawFinding } from '../types.ts';
import { onPage } from './scan.ts';

/**
 * Wording of the garage-door sister business. Word patterns, so that "spring"
 * the season, "track record" or "at the door" do not match.
 */
export const OFF_TRADE: { label: string; pattern: RegExp }[] = [
  { label: 'garage door', pattern: /\bgarage[\s-]doors?\b/gi },
  { label: 'overhead door', pattern: /\boverhead[\s-]doors?\b/gi },
  { label: 'door opener', pattern: /\b(?:door|garage)[\s-]openers?\b/gi },
  { label: 'opener installation', pattern: /\bopeners?[\s-](?:install(?:ation|s|ed)?|repairs?|replacements?|warranty)\b/gi },
  { label: 'door and operator', pattern: /\bdoors?\s+and\s+(?:operators?|openers?)\b/gi },
  { label: 'operator install', pattern: /\boperator\s+install(?:s|ation)?\b/gi },
  { label: 'broken spring', pattern: /\bbroken[\s-]springs?\b/gi },
  { label: 'torsion spring', pattern: /\btorsion[\s-]springs?\b/gi },
  { label: 'extension spring', pattern: /\bextension[\s-]springs?\b/gi },
  { label: 'spring repair', pattern: /\bspring[\s-](?:repairs?|replacements?)\b/gi },
  { label: 'cable repair', pattern: /\b(?:door\s+)?cable[\s-](?:repairs?|replacements?)\b/gi },
  { label: 'track repair', pattern: /\b(?:door\s+)?track[\s-](?:repairs?|replacements?|alignment)\b/gi },
  { label: 'door repair', pattern: /\b(?<!(?:shower|cabinet|storm|oven|furnace|access)\s)doors?[\s-](?:repairs?|installations?|installs?|replacements?)\b/gi },
  { label: 'door products', pattern: /\b(?:insulated|carriage[\s-]house|roll[\s-]?up|sectional|custom|new)\s+doors\b/gi },
];

export const copyOffTrade: LintRule = {
  id: 'copy/off-trade',
  severity: 'warning',
  description:
    'Garage-door wording from the sister business (doors, openers, springs, cables, tracks) on a plumbing, heating and HVAC site confuses visitors and search engines.',
  title: 'Garage-door wording on the plumbing, heating and HVAC site',
  checks:
    'Garage-door wording from the sister business (garage/overhead door, opener install, broken/torsion spring, spring/cable/track repair, …) on a plumbing, heating and HVAC site. Word patterns: "spring" the season and "track record" do not match.',
  fix: "Rewrite or remove the text; it belongs on the sister business's site. To keep a door page on purpose for now, set the rule's severity in `lint.rules` with a reason.",
  check(context) {
    const trade = context.content.site.facts.trade.join(', ').replace(/, ([^,]*)$/, ' and $1');
    const sister = context.content.site.sisterCompany.toLowerCase();
    const out: RawFinding[] = [];
    for (const page of context.pages) {
      const byLabel = new Map<string, { words: string[]; excerpt: string; where: Parameters<typeof onPage>[0]; count: number }>();
      for (const { where, text } of pageTexts(page)) {
        const hits = OFF_TRADE.flatMap(({ label, pattern }) =>
          [...text.matchAll(pattern)].map((m) => ({ label, start: m.index!, end: m.index! + m[0].length, words: m[0] })),
        );
        hits.sort((a, b) => a.start - b.start || b.end - a.end);
        // The sister company's own name is copy/company-name's finding, not door wording.
        const names = [...text.toLowerCase().matchAll(new RegExp(escapeRegExp(sister), 'g'))].map((m) => [m.index!, m.index! + sister.length]);
        let until = -1;
        for (const hit of hits) {
          if (hit.start < until) continue; // inside a longer phrase already counted
          if (names.some(([from, to]) => hit.start < to && hit.end > from)) continue;
          until = hit.end;
          const entry = byLabel.get(hit.label);
          if (entry) {
            entry.count++;
            if (!entry.words.some((w) => w.toLowerCase() === hit.words.toLowerCase())) entry.words.push(hit.words);
          } else byLabel.set(hit.label, { words: [hit.words], excerpt: excerptOf(text, hit.start, hit.end), where, count: 1 });
        }
      }
      for (const [label, entry] of byLabel) {
        out.push({
          message: `garage-door wording "${label}" on a ${trade} site${onPage(entry.where)}`,
          route: page.route,
          needles: entry.words,
          excerpt: entry.excerpt,
          data: { label, occurrences: entry.count, words: entry.words },
        });
      }
    }
    return out;
  },
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

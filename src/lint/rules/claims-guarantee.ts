import type { LintRule, RawFinding } from '../types.ts';
import { claimFinding, scanPages, toNumber } from './scan.ts';

const NUMBER = '(\\d+|one|two|three|four|five|ten|lifetime)';
/** "3-Year Service Guarantee", "1-year warranty", "lifetime warranty". Manufacturer warranties ("10-year manufacturer warranty") do not match. */
const TERM = new RegExp(
  `\\b${NUMBER}(?:[\\s-]+(?:year|yr)s?)?(?:[\\s-]+(?:service|satisfaction|workmanship|labor|labour|parts|money-back|installation|repair|warranty))*[\\s-]+(?:guarantee|warranty)\\b`,
  'gi',
);
/** "guaranteed for 2 years", "warranty for five years". */
const FOR = new RegExp(`\\b(?:guarantee[ds]?|warrant(?:y|ied))\\s+for\\s+${NUMBER}\\s+(?:full\\s+)?years?\\b`, 'gi');

export const claimsGuarantee: LintRule = {
  id: 'claims/guarantee',
  severity: 'warning',
  description: 'Guarantee and warranty terms must match the declared term (site.facts.guaranteeYears): a guarantee is a promise the owner has to keep.',
  title: 'A guarantee term that differs from the declared term',
  checks: 'Guarantee and warranty terms equal `facts.guaranteeYears` (manufacturer warranties are not counted).',
  fix: 'Write the term as `facts.guaranteeYears`; if the business offers a different guarantee now, change `facts.guaranteeYears` and every page together.',
  check(context) {
    const { guaranteeYears } = context.content.site.facts;
    const out: RawFinding[] = [];
    for (const claim of scanPages(context, [TERM, FOR])) {
      const word = claim.match[1];
      // A bare number only counts when "year" follows it ("24/7 guarantee" is not a term).
      if (!/year|yr|lifetime/i.test(claim.text)) continue;
      const years = word.toLowerCase() === 'lifetime' ? Infinity : toNumber(word);
      if (years === guaranteeYears) continue;
      out.push(
        claimFinding(claim, `guarantee term "${claim.text}" differs from the declared ${guaranteeYears}-year guarantee`, undefined, {
          claimed: Number.isFinite(years) ? years : 'lifetime',
          declared: guaranteeYears,
        }),
      );
    }
    return out;
  },
};

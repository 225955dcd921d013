import type { PageText } from '../html-text.ts';
import type { LintRule, RawFinding } from '../types.ts';
import { claimFinding, jsonLdNodes, scanPages, typesOf } from './scan.ts';

/** "since 1985", "founded in 2000", "established 1987", "est. 2010". */
const FOUNDED = /\b(?:since|founded(?:\s+in)?|established(?:\s+in)?|est\.)\s+((?:19|20)\d{2})\b/gi;
/**
 * "15+ years of experience", "20 years in business", "13+ Years in the basin",
 * and any other "N+ years" (the plus makes it a claim: "24+ years on basin doors").
 */
const YEARS =
  /(?<![\d.-])(\d{1,2})(\+)?(?:\s*(?:-\s*)?(?:years?|yrs?)(?:\s+of)?(?:\s+(?:local|trusted|professional|combined|hands-on))?\s+(?:experience|in business|serving|in the (?:basin|area|region|trade|industry)|in wyoming)\b|(?<=\+)\s*(?:years?|yrs?)\b)/gi;
/** "For more than 13 years we have …", "over 20 years of serving". */
const MORE_THAN = /\b(?:more than|over|nearly|almost)\s+(\d{1,2})(\+)?\s+years,?\s+(?:we|our|of serving|serving|in business)\b/gi;

export const claimsExperience: LintRule = {
  id: 'claims/experience',
  severity: 'warning',
  description: 'Founding years and "N+ years" claims must agree with the declared founding year (site.facts.founded) as of --date.',
  title: 'A founding year or years of experience that disagree with the declared founding year',
  checks: '"since 1985" / "founded in 2000" equal `facts.founded`; "N+ years of experience" matches the years since founding as of `--date`.',
  fix: 'Write the founding year as `facts.founded`, or state years of experience that follow from it (or no number at all, which never goes stale).',
  check(context) {
    const { founded } = context.content.site.facts;
    const thisYear = Number(context.date.slice(0, 4));
    const years = thisYear - founded;
    const out: RawFinding[] = [];
    for (const claim of scanPages(context, [FOUNDED])) {
      const year = Number(claim.match[1]);
      // Town histories ("founded 1901") and future dates are not claims about the business.
      if (year === founded || year < 1950 || year > thisYear) continue;
      out.push(claimFinding(claim, `"${claim.text}" differs from the declared founding year ${founded}`, claim.match[1], { claimed: year, declared: founded }));
    }
    // Job requirements ("3+ years of service experience") describe candidates, not the business.
    const hiring = new Set(context.pages.filter(listsJobs).map((page) => page.route));
    for (const claim of scanPages(context, [YEARS, MORE_THAN])) {
      if (hiring.has(claim.page.route)) continue;
      const n = Number(claim.match[1]);
      if (n === years || n === years - 1) continue;
      out.push(
        claimFinding(
          claim,
          `"${claim.text}" differs from the ${years} years since the declared founding in ${founded}`,
          `${claim.match[1]}${claim.match[2] ?? ''}`,
          {
            claimed: n,
            declared: years,
          },
        ),
      );
    }
    return out;
  },
};

/** A page whose structured data lists job postings (the careers page, whatever its template). */
function listsJobs(page: PageText): boolean {
  return page.jsonLd.some((doc) => [...jsonLdNodes(doc)].some((node) => typesOf(node).includes('JobPosting')));
}

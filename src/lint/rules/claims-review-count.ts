import type { LintRule, RawFinding } from '../types.ts';
import { aggregateRatingMismatches, claimFinding, scanPages } from './scan.ts';

/** "87 reviews", "22+ 5-Star Reviews", "500+ Google reviews". */
const COUNT = /(?<![\d.,-])(\d[\d,]*)(\+)?\s+(?:(?:five|5)[\s-]?star\s+|google\s+|verified\s+|customer\s+|online\s+|happy\s+)?(?:reviews|ratings)\b/gi;

export const claimsReviewCount: LintRule = {
  id: 'claims/review-count',
  severity: 'warning',
  description: 'Review counts shown must match the declared count (site.facts.reviewCount).',
  title: 'A review count that differs from the declared count',
  checks: 'Review counts ("127 reviews", "22+ 5-Star Reviews", JSON-LD `reviewCount`) equal `facts.reviewCount`.',
  fix: 'Write the count as `facts.reviewCount`, or update `facts.reviewCount` in `data/site.yaml` when it has changed.',
  check(context) {
    const { reviewCount } = context.content.site.facts;
    const out: RawFinding[] = [];
    for (const claim of scanPages(context, [COUNT])) {
      const value = Number(claim.match[1].replace(/,/g, ''));
      if (value === reviewCount && !claim.match[2]) continue;
      out.push(
        claimFinding(claim, `review count "${claim.text}" differs from the declared ${reviewCount} reviews`, `${claim.match[1]}${claim.match[2] ?? ''}`, {
          claimed: `${claim.match[1]}${claim.match[2] ?? ''}`,
          declared: reviewCount,
        }),
      );
    }
    return [...out, ...aggregateRatingMismatches(context, ['reviewCount', 'ratingCount'], 'reviewCount', 'count')];
  },
};

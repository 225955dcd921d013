import type { LintRule, RawFinding } from '../types.ts';
import { aggregateRatingMismatches, claimFinding, scanPages } from './scan.ts';

/** "4.9/5", "4.9 out of 5", "4.8 stars", "rated 4.7", "4.9 rating". Whole numbers are left out: they are single reviews' stars. */
const RATING = /\b(?:rated\s+)?(\d\.\d{1,2})(?:\s*(?:\/|out of)\s*5(?:\.0)?(?![\d.])|[\s-]*stars?\b|\s+(?:average\s+)?rating\b)|\brated\s+(\d\.\d{1,2})\b/gi;

export const claimsRating: LintRule = {
  id: 'claims/rating',
  severity: 'warning',
  description: 'Every rating shown must be the declared one (site.facts.rating); different averages on different pages undermine all of them.',
  title: 'A rating that differs from the declared rating',
  checks: 'Ratings ("4.8 out of 5", "4.7 stars", JSON-LD `ratingValue`) equal `facts.rating`.',
  fix: "Write the rating as `facts.rating`, or update `facts.rating` in `data/site.yaml` when the business's rating has changed.",
  check(context) {
    const { rating } = context.content.site.facts;
    const out: RawFinding[] = [];
    for (const claim of scanPages(context, [RATING])) {
      const value = Number(claim.match[1] ?? claim.match[2]);
      if (value === rating) continue;
      out.push(
        claimFinding(claim, `rating "${claim.text}" differs from the declared ${rating}/5`, claim.match[1] ?? claim.match[2], {
          claimed: value,
          declared: rating,
        }),
      );
    }
    return [...out, ...aggregateRatingMismatches(context, ['ratingValue'], 'rating', 'rating')];
  },
};

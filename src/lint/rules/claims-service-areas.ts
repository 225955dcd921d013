import type { LintRule, RawFinding } from '../types.ts';
import { claimFinding, scanPages } from './scan.ts';

/** "25 communities", "12+ towns", "8 cities", "25+ service areas". */
const AREAS =
  /(?<![\d.,-])(\d{1,3})(\+)?\s+(?:[A-Z][\w-]*\s+){0,3}(?:service\s+areas|communities|towns|cities|areas\s+served|service\s+locations|locations)\b/gi;

export const claimsServiceAreas: LintRule = {
  id: 'claims/service-areas',
  severity: 'warning',
  description: 'Service-area counts must match the declared count (site.facts.serviceAreaCount).',
  title: 'A service-area count that differs from the declared count',
  checks: '"25 communities", "12+ towns", "8 cities" equal `facts.serviceAreaCount`.',
  fix: 'Write the count as `facts.serviceAreaCount`, or update it in `data/site.yaml` when the service area has changed.',
  check(context) {
    const { serviceAreaCount } = context.content.site.facts;
    const out: RawFinding[] = [];
    for (const claim of scanPages(context, [AREAS])) {
      const n = Number(claim.match[1]);
      if (n === serviceAreaCount && !claim.match[2]) continue;
      out.push(
        claimFinding(claim, `service-area count "${claim.text}" differs from the declared ${serviceAreaCount}`, `${claim.match[1]}${claim.match[2] ?? ''}`, {
          claimed: `${n}${claim.match[2] ?? ''}`,
          declared: serviceAreaCount,
        }),
      );
    }
    return out;
  },
};

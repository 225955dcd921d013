import type { LintRule, RawFinding } from '../types.ts';
import { claimFinding, scanPages } from './scan.ts';

/** "500+ happy customers", "1,000 satisfied clients". */
const CUSTOMERS = /(?<![\d.,-])(\d[\d,]*)(\+)?\s+(?:happy\s+|satisfied\s+|loyal\s+)?(?:customers|clients|families served|homeowners served)\b/gi;

export const claimsCustomers: LintRule = {
  id: 'claims/customers',
  severity: 'warning',
  description: 'Customer counts shown must match the declared count (site.facts.customers).',
  title: 'A customer count that differs from the declared count',
  checks: 'Customer counts equal `facts.customers`.',
  fix: 'Write the count as `facts.customers`, or update `facts.customers` in `data/site.yaml` when it has changed.',
  check(context) {
    const declared = context.content.site.facts.customers;
    const m = /(\d[\d,]*)\s*(\+)?/.exec(declared);
    const want = m ? `${m[1].replace(/,/g, '')}${m[2] ?? ''}` : declared;
    const out: RawFinding[] = [];
    for (const claim of scanPages(context, [CUSTOMERS])) {
      const got = `${claim.match[1].replace(/,/g, '')}${claim.match[2] ?? ''}`;
      if (got === want) continue;
      out.push(
        claimFinding(claim, `customer count "${claim.text}" differs from the declared ${declared}`, `${claim.match[1]}${claim.match[2] ?? ''}`, {
          claimed: got,
          declared,
        }),
      );
    }
    return out;
  },
};

import type { LintRule, RawFinding } from '../types.ts';
import { claimFinding, scanPages, toNumber } from './scan.ts';

/** "within 2 hours", "in under 60 minutes", "less than an hour", "a 30-minute response". Ranges ("30-45 min") are tiers, not promises, and are skipped. */
const DURATION =
  /\b(?:within|under|in under|in less than|less than|in|no more than)\s+(\d+|an?|one|two|three|four)\s*(minutes?|mins?|hours?|hrs?)\b(?!\s*[-–]\s*\d)|(?<![\d–-])\b(\d+)[\s-](minute|hour)s?\s+(?:emergency\s+)?(?:response|arrival)\b/gi;
const ESTIMATE = /estimate|quote|proposal|respond to (?:your|all|every) (?:request|inquir|message)|call you back|get back to you/i;
const EMERGENCY = /emergenc|arriv|on[- ]site|dispatch|response|respond|technician|at your (?:door|home)|be there/i;

function minutes(amount: string, unit: string): number {
  return toNumber(amount) * (/^h/i.test(unit) ? 60 : 1);
}

function human(mins: number): string {
  return mins % 60 === 0 ? `${mins / 60} hour${mins === 60 ? '' : 's'}` : `${mins} minutes`;
}

export const claimsResponseTime: LintRule = {
  id: 'claims/response-time',
  severity: 'warning',
  description: 'Emergency-arrival and estimate response times must match the declared ones (site.facts.responseTime).',
  title: 'A response time that differs from the declared one',
  checks: 'Emergency-arrival and estimate response promises equal `facts.responseTime` (ranges such as "30-45 min" are tiers and are skipped).',
  fix: "Write the promise as `facts.responseTime` (`emergencyMinutes`, `estimateHours`), or update those values when the business's promise has changed.",
  check(context) {
    const declared = context.content.site.facts.responseTime;
    if (!declared) return [];
    const out: RawFinding[] = [];
    for (const claim of scanPages(context, [DURATION])) {
      const [, amount, unit, amount2, unit2] = claim.match;
      const mins = minutes(amount ?? amount2, unit ?? unit2);
      // The block the promise sits in says what it is about; a day or more is never an arrival time.
      const around = claim.line;
      const kind = ESTIMATE.test(around) || mins >= 12 * 60 ? 'estimate' : EMERGENCY.test(around) ? 'emergency' : null;
      const want = kind === 'estimate' ? (declared.estimateHours ?? 0) * 60 : kind === 'emergency' ? declared.emergencyMinutes : undefined;
      if (!kind || !want || mins === want) continue;
      out.push(
        claimFinding(claim, `${kind} response "${claim.text}" differs from the declared ${human(want)}`, `${amount ?? amount2} ${unit ?? unit2}`, {
          kind,
          claimedMinutes: mins,
          declaredMinutes: want,
        }),
      );
    }
    return out;
  },
};

import type { LintResult } from '../types.ts';

/** Machine-readable report: every finding with all its routes and locations. */
export function formatJson(result: LintResult): string {
  return `${JSON.stringify({ version: 1, date: result.date, counts: result.counts, rules: result.rules, findings: result.findings }, null, 2)}\n`;
}

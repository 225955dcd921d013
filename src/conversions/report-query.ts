// The report's one query on D1 (schema: migrations/0002_conversions.sql).

import { type D1Target, queryD1, type WranglerRunner } from '../estimates/d1-query.ts';
import type { CountRow } from './report.ts';

/** The SQL; `since` was validated by the CLI (a date), and is checked again here. */
export function countsSql(since: string | null): string {
  if (since !== null && !/^\d{4}-\d{2}-\d{2}$/.test(since)) throw new Error(`invalid date "${since}"`);
  const where = since ? ` WHERE day >= '${since}'` : '';
  return `SELECT day, path, kind, place, SUM(count) AS count FROM conversions${where} GROUP BY day, path, kind, place ORDER BY day, path, kind, place`;
}

export function fetchCounts(target: D1Target, since: string | null, run: WranglerRunner): Promise<CountRow[]> {
  return queryD1<CountRow>(target, countsSql(since), run);
}

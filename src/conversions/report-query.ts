// The report's one query on D1 (schema: migrations/0002_conversions.sql), and
// running it on a D1 binding (the Worker's monthly e-mail). No Node built-ins:
// the CLI runs the same SQL through wrangler (src/estimates/d1-query.ts).

import type { D1Like } from '../edge/env.ts';
import type { CountRow } from './report.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The SQL for the days from `since` to `until` (both included, either open); the dates were validated by the caller and are checked again here. */
export function countsSql(since: string | null, until: string | null = null): string {
  for (const day of [since, until]) if (day !== null && !DAY.test(day)) throw new Error(`invalid date "${day}"`);
  const conditions = [since && `day >= '${since}'`, until && `day <= '${until}'`].filter(Boolean);
  const where = conditions.length ? ` WHERE ${conditions.join(' AND ')}` : '';
  return `SELECT day, path, kind, place, SUM(count) AS count FROM conversions${where} GROUP BY day, path, kind, place ORDER BY day, path, kind, place`;
}

/** The counts of the days from `since` to `until`, read through a D1 binding. */
export async function readCounts(db: D1Like, since: string | null, until: string | null): Promise<CountRow[]> {
  return (await db.prepare(countsSql(since, until)).all<CountRow>()).results;
}

// The estimate requests in D1 (schema: migrations/0001_estimates.sql, 0002_conversions.sql).

import type { EstimateValues } from '../model/estimate-form.ts';
import type { D1Like } from './env.ts';

export interface StoredEstimate extends EstimateValues {
  id: number;
  created_at: string;
  notify_attempts: number;
}

const WINDOW_MS = 60_000;
/** Attempt rows older than this are deleted (they only serve the per-minute limit). */
const KEEP_ATTEMPTS_MS = 60 * 60_000;
/** After this many failed e-mails a request stays pending for `site leads` only. */
const MAX_NOTIFY_ATTEMPTS = 10;

/** The attempt tables: the form's and the conversion events' (each its own budget, so taps never use up the form's). */
export type AttemptTable = 'estimate_attempts' | 'event_attempts';

/** Records one POST and tells whether the client is still within `limit` per minute (this one included). */
export async function withinRateLimit(db: D1Like, clientHash: string, now: number, limit: number, table: AttemptTable = 'estimate_attempts'): Promise<boolean> {
  const row = await db
    .prepare(`SELECT count(*) AS n FROM ${table} WHERE client_hash = ? AND at > ?`)
    .bind(clientHash, now - WINDOW_MS)
    .first<{ n: number }>();
  await db.batch([
    db.prepare(`DELETE FROM ${table} WHERE at < ?`).bind(now - KEEP_ATTEMPTS_MS),
    db.prepare(`INSERT INTO ${table} (client_hash, at) VALUES (?, ?)`).bind(clientHash, now),
  ]);
  return (row?.n ?? 0) < limit;
}

/** `page`: the site page the visitor came to the form from (null when unknown). */
export async function storeEstimate(db: D1Like, values: EstimateValues, page: string | null, clientHash: string, now: number): Promise<void> {
  await db
    .prepare('INSERT INTO estimates (created_at, name, phone, email, service, description, page, client_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .bind(new Date(now).toISOString(), values.name, values.phone, values.email, values.service, values.description, page, clientHash)
    .run();
}

/** Requests whose e-mail has not gone out yet, oldest first. */
export async function pendingEstimates(db: D1Like, limit: number): Promise<StoredEstimate[]> {
  const { results } = await db
    .prepare(
      'SELECT id, created_at, name, phone, email, service, description, notify_attempts FROM estimates WHERE notified_at IS NULL AND notify_attempts < ? ORDER BY id LIMIT ?',
    )
    .bind(MAX_NOTIFY_ATTEMPTS, limit)
    .all<StoredEstimate>();
  return results;
}

export async function markNotified(db: D1Like, id: number, now: number): Promise<void> {
  await db
    .prepare('UPDATE estimates SET notified_at = ?, notify_attempts = notify_attempts + 1, notify_error = NULL WHERE id = ?')
    .bind(new Date(now).toISOString(), id)
    .run();
}

export async function markNotifyFailed(db: D1Like, id: number, error: string): Promise<void> {
  await db.prepare('UPDATE estimates SET notify_attempts = notify_attempts + 1, notify_error = ? WHERE id = ?').bind(error.slice(0, 200), id).run();
}

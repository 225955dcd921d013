// The estimate requests in D1 (schema: migrations/0001_estimates.sql).

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

/** Records one POST and tells whether the client is still within `limit` per minute (this one included). */
export async function withinRateLimit(db: D1Like, clientHash: string, now: number, limit: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT count(*) AS n FROM estimate_attempts WHERE client_hash = ? AND at > ?')
    .bind(clientHash, now - WINDOW_MS)
    .first<{ n: number }>();
  await db.batch([
    db.prepare('DELETE FROM estimate_attempts WHERE at < ?').bind(now - KEEP_ATTEMPTS_MS),
    db.prepare('INSERT INTO estimate_attempts (client_hash, at) VALUES (?, ?)').bind(clientHash, now),
  ]);
  return (row?.n ?? 0) < limit;
}

export async function storeEstimate(db: D1Like, values: EstimateValues, clientHash: string, now: number): Promise<void> {
  await db
    .prepare('INSERT INTO estimates (created_at, name, phone, email, service, description, client_hash) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .bind(new Date(now).toISOString(), values.name, values.phone, values.email, values.service, values.description, clientHash)
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

// The estimate requests in D1 (schema: migrations/0001_estimates.sql, 0002_conversions.sql).

import type { EstimateValues } from '../model/estimate-form.ts';
import type { D1Like } from './env.ts';

export interface StoredEstimate extends EstimateValues {
  id: number;
  created_at: string;
  notify_attempts: number;
}

/** After this many failed e-mails a request stays pending for `site leads` only. */
const MAX_NOTIFY_ATTEMPTS = 10;

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

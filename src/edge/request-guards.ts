// The checks the Worker makes on every POST from the site's pages (the
// estimate form and the conversion events), written once for both: same
// origin, bounded body, a salted per-day hash of the client, a per-minute
// limit per client in D1, known crawlers.

import type { D1Like } from './env.ts';

const WINDOW_MS = 60_000;
/** Attempt rows older than this are deleted (they only serve the per-minute limit). */
const KEEP_ATTEMPTS_MS = 60 * 60_000;

/** Only the site's own pages may post: the browser's Origin must be this request's origin. */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  const site = request.headers.get('sec-fetch-site');
  return origin === new URL(request.url).origin && (site === null || site === 'same-origin');
}

/** The body as text, or null once it passes `max` bytes (not read further). */
export async function readCapped(request: Request, max: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > max) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** A salted SHA-256 of the client address and the day: enough to count requests, not to recover the address. */
export async function hashClient(request: Request, env: { CLIENT_HASH_SALT?: string }, now: number): Promise<string> {
  const address = request.headers.get('cf-connecting-ip') ?? 'unknown';
  const day = new Date(now).toISOString().slice(0, 10);
  const data = new TextEncoder().encode(`${env.CLIENT_HASH_SALT ?? 'basin-estimates'}|${day}|${address}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Crawlers, link checkers and HTTP libraries by their user agent (and an empty
 * one): their requests are answered but never counted. A browser's is not matched.
 */
const CRAWLER =
  /bot\b|bot\/|crawl|spider|slurp|scrap|fetch|preview|facebookexternalhit|lighthouse|pingdom|uptime|monitor|curl|wget|python|httpclient|okhttp|go-http|java\/|node-fetch|undici|axios|libwww|headlesschrome|phantomjs/i;

export function isCrawler(userAgent: string | null): boolean {
  return !userAgent?.trim() || CRAWLER.test(userAgent);
}

/** The attempt tables: the form's and the conversion events' (each its own budget, so taps never use up the form's). */
export type AttemptTable = 'estimate_attempts' | 'event_attempts';

/** A per-minute setting (a [vars] string): its value when a positive number, else the default. */
export function perMinute(setting: string | undefined, fallback: number): number {
  return Number(setting) > 0 ? Number(setting) : fallback;
}

/** Records one POST and tells whether the client is still within `limit` per minute (this one included). */
export async function withinRateLimit(db: D1Like, clientHash: string, now: number, limit: number, table: AttemptTable): Promise<boolean> {
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

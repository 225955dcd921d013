// POST /api/estimate (functions/api/estimate.ts): checks a request with the
// form's own rules (src/model/estimate-request.ts), refuses spam, limits each
// client, stores the request in D1, then e-mails the owner in the background.
// Every answer is JSON with fixed wording: nothing the visitor sent is echoed.

import { MAX_BODY_BYTES, parseEstimateRequest, TURNSTILE_FIELD } from '../model/estimate-request.ts';
import type { EndpointDeps, EstimateEnv } from './env.ts';
import { notifyPending } from './notify.ts';
import { storeEstimate, withinRateLimit } from './store.ts';

const DEFAULT_LIMIT = 5;
const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

const HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

function answer(status: number, body: Record<string, unknown>, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...HEADERS, ...extra } });
}

export async function handleEstimate(request: Request, env: EstimateEnv, deps: EndpointDeps): Promise<Response> {
  if (request.method !== 'POST') return answer(405, { ok: false, error: 'method' }, { allow: 'POST' });
  if (!sameOrigin(request)) return answer(403, { ok: false, error: 'origin' });
  if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers.get('content-type') ?? '')) return answer(415, { ok: false, error: 'content-type' });
  const text = await readCapped(request, MAX_BODY_BYTES);
  if (text === null) return answer(413, { ok: false, error: 'too-large' });

  const now = deps.now();
  const clientHash = await hashClient(request, env, now);
  const limit = Number(env.RATE_LIMIT_PER_MINUTE) > 0 ? Number(env.RATE_LIMIT_PER_MINUTE) : DEFAULT_LIMIT;
  if (!(await withinRateLimit(env.DB, clientHash, now, limit))) return answer(429, { ok: false, error: 'rate-limit' }, { 'retry-after': '60' });

  const body = new URLSearchParams(text);
  const parsed = parseEstimateRequest(body);
  if (parsed.kind === 'refused') return answer(400, { ok: false, error: 'refused' });
  if (parsed.kind === 'invalid') return answer(422, { ok: false, error: 'invalid', errors: parsed.errors });
  if (env.TURNSTILE_SECRET_KEY && !(await turnstilePasses(body.get(TURNSTILE_FIELD) ?? '', request, env, deps.fetch))) {
    return answer(403, { ok: false, error: 'challenge' });
  }

  await storeEstimate(env.DB, parsed.values, clientHash, now);
  // Stored first: the visitor's request is safe whatever the mail API does.
  deps.waitUntil(notifyPending(env, deps.fetch, deps.now).catch(() => undefined));
  return answer(200, { ok: true });
}

/** Only the site's own pages may post: the browser's Origin must be this request's origin. */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  const site = request.headers.get('sec-fetch-site');
  return origin === new URL(request.url).origin && (site === null || site === 'same-origin');
}

/** The body as text, or null once it passes `max` bytes (not read further). */
async function readCapped(request: Request, max: number): Promise<string | null> {
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
async function hashClient(request: Request, env: EstimateEnv, now: number): Promise<string> {
  const address = request.headers.get('cf-connecting-ip') ?? 'unknown';
  const day = new Date(now).toISOString().slice(0, 10);
  const data = new TextEncoder().encode(`${env.CLIENT_HASH_SALT ?? 'basin-estimates'}|${day}|${address}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function turnstilePasses(token: string, request: Request, env: EstimateEnv, fetchImpl: typeof fetch): Promise<boolean> {
  if (!token) return false;
  const form = new URLSearchParams({ secret: env.TURNSTILE_SECRET_KEY!, response: token });
  const ip = request.headers.get('cf-connecting-ip');
  if (ip) form.set('remoteip', ip);
  try {
    const response = await fetchImpl(env.TURNSTILE_VERIFY_URL ?? TURNSTILE_VERIFY_URL, { method: 'POST', body: form, signal: AbortSignal.timeout(10_000) });
    return response.ok && ((await response.json()) as { success?: boolean }).success === true;
  } catch {
    return false;
  }
}

// POST /api/estimate (routed by src/edge/worker.ts): checks a request with the
// form's own rules (src/model/estimate-request.ts), refuses spam, limits each
// client, stores the request in D1, then e-mails the owner in the background.
// Every answer is JSON with fixed wording: nothing the visitor sent is echoed.

import { MAX_BODY_BYTES, parseEstimateRequest, TURNSTILE_FIELD } from '../model/estimate-request.ts';
import { PAGE_FIELD, pagePath } from '../conversions/event.ts';
import type { EndpointDeps, EstimateEnv } from './env.ts';
import { notifyPending } from './estimate-mail.ts';
import { storeEstimate } from './estimate-store.ts';
import { countEvent } from './event-store.ts';
import { hashClient, perMinute, readCapped, sameOrigin, withinRateLimit } from './request-guards.ts';

const DEFAULT_LIMIT = 5;
/** The form's own page: credited when the request names no page (an older page, a client without the island). */
const FORM_PAGE = '/estimates';
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
  const limit = perMinute(env.RATE_LIMIT_PER_MINUTE, DEFAULT_LIMIT);
  if (!(await withinRateLimit(env.DB, clientHash, now, limit, 'estimate_attempts')))
    return answer(429, { ok: false, error: 'rate-limit' }, { 'retry-after': '60' });

  const body = new URLSearchParams(text);
  const parsed = parseEstimateRequest(body);
  if (parsed.kind === 'refused') return answer(400, { ok: false, error: 'refused' });
  if (parsed.kind === 'invalid') return answer(422, { ok: false, error: 'invalid', errors: parsed.errors });
  if (env.TURNSTILE_SECRET_KEY && !(await turnstilePasses(body.get(TURNSTILE_FIELD) ?? '', request, env, deps.fetch))) {
    return answer(403, { ok: false, error: 'challenge' });
  }

  const page = pagePath(body.get(PAGE_FIELD));
  await storeEstimate(env.DB, parsed.values, page, clientHash, now);
  await countEvent(env.DB, { kind: 'estimate', path: page ?? FORM_PAGE, place: 'body' }, now);
  // Stored first: the visitor's request is safe whatever the mail API does.
  deps.waitUntil(notifyPending(env, deps.fetch, deps.now).catch(() => undefined));
  return answer(200, { ok: true });
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

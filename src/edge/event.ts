// POST /api/event (routed by src/edge/worker.ts): counts one conversion event sent
// by the page (src/islands/conversion-beacon.ts). Refused like the estimate
// form's requests: another origin, a burst from one client; a crawler's is
// answered but not counted. The answer carries nothing (navigator.sendBeacon
// ignores it).

import { parseEvent } from '../conversions/event.ts';
import type { EstimateEnv } from './env.ts';
import { countEvent } from './event-store.ts';
import { hashClient, isCrawler, perMinute, readCapped, sameOrigin, withinRateLimit } from './request-guards.ts';

/** Events per client per minute by default: a visitor taps a few links, a script taps hundreds. */
const DEFAULT_LIMIT = 20;
const MAX_BODY_BYTES = 1024;

const HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

export interface EventEnv extends EstimateEnv {
  /** Events per client per minute (default 20). */
  EVENT_LIMIT_PER_MINUTE?: string;
}

function answer(status: number, extra: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { ...HEADERS, ...extra } });
}

export async function handleEvent(request: Request, env: EventEnv, now: number): Promise<Response> {
  if (request.method !== 'POST') return answer(405, { allow: 'POST' });
  if (!sameOrigin(request)) return answer(403);
  if (isCrawler(request.headers.get('user-agent'))) return answer(204);
  const text = await readCapped(request, MAX_BODY_BYTES);
  if (text === null) return answer(413);
  const event = parseEvent(new URLSearchParams(text));
  if (!event) return answer(400);
  const limit = perMinute(env.EVENT_LIMIT_PER_MINUTE, DEFAULT_LIMIT);
  if (!(await withinRateLimit(env.DB, await hashClient(request, env, now), now, limit, 'event_attempts'))) return answer(429, { 'retry-after': '60' });
  await countEvent(env.DB, event, now);
  return answer(204);
}

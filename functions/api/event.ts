// Cloudflare Pages Function: /api/event, the conversion events (taps on the
// phone and e-mail links, accepted estimate requests). The logic lives in
// src/conversions/endpoint.ts.

import { handleEvent, type EventEnv } from '../../src/conversions/endpoint.ts';

interface PagesContext {
  request: Request;
  env: EventEnv;
}

export const onRequest = (context: PagesContext): Promise<Response> => handleEvent(context.request, context.env, Date.now());

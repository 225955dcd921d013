// Cloudflare Pages Function: /api/estimate. Wrangler bundles it from this
// folder when `wrangler pages deploy` (or `wrangler pages dev`) runs from the
// project root. The logic lives in src/estimates/endpoint.ts.

import type { EstimateEnv } from '../../src/estimates/env.ts';
import { handleEstimate } from '../../src/estimates/endpoint.ts';

interface PagesContext {
  request: Request;
  env: EstimateEnv;
  waitUntil(work: Promise<unknown>): void;
}

export const onRequest = (context: PagesContext): Promise<Response> =>
  handleEstimate(context.request, context.env, {
    now: () => Date.now(),
    fetch: (input, init) => fetch(input, init),
    waitUntil: (work) => context.waitUntil(work),
  });

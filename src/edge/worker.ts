// The site's one Worker (wrangler.jsonc `main`). Static assets answer every
// page, photo and file of dist/ without running it: wrangler.jsonc's
// `assets.run_worker_first` sends it only the dynamic paths below, and
// test/unit/edge/wrangler-config.test.ts keeps the two lists the same. A
// scheduled task is one more handler in the exported object (and a
// `triggers.crons` entry in wrangler.jsonc), its code in its own module: the
// monthly report e-mail and the rebuild on a day scheduled content goes live,
// with what `site build` writes for this bundle (build/worker-data.ts).

import publishDays from '../../.worker/publish-days.json' with { type: 'json' };
import reportSiteJson from '../../.worker/report-site.json' with { type: 'json' };
import { type ReportEnv, reportScheduled } from '../conversions/report-send.ts';
import type { ReportSite } from '../conversions/report-site.ts';
import { type DailyPublishEnv, publishScheduled } from './daily-publish.ts';
import type { AssetsBinding, RequestContext } from './env.ts';
import { handleEstimate } from './estimate.ts';
import { type EventEnv, handleEvent } from './event.ts';
import { finishSignIn, type SignInEnv, startSignIn } from './sign-in.ts';
import { CARD_PATH, socialCard } from './social-card.ts';

export interface WorkerEnv extends EventEnv, SignInEnv, ReportEnv, DailyPublishEnv {
  ASSETS: AssetsBinding;
}

type Handler = (request: Request, env: WorkerEnv, context: RequestContext) => Promise<Response>;

/** A handler that answers GET only (the sign-in pages are links and redirects). */
const getOnly =
  (handler: (request: Request, env: WorkerEnv) => Promise<Response>): Handler =>
  (request, env) =>
    request.method === 'GET' ? handler(request, env) : Promise.resolve(new Response(null, { status: 405, headers: { allow: 'GET' } }));

/** The endpoints, by exact path. */
export const ENDPOINTS: Readonly<Record<string, Handler>> = {
  '/api/estimate': (request, env, context) =>
    handleEstimate(request, env, { now: () => Date.now(), fetch: (input, init) => fetch(input, init), waitUntil: (work) => context.waitUntil(work) }),
  '/api/event': (request, env) => handleEvent(request, env, Date.now()),
  '/api/auth': getOnly((request, env) => startSignIn(request, env)),
  '/api/auth/callback': getOnly((request, env) => finishSignIn(request, env)),
};

/** The paths the Worker runs for, as `assets.run_worker_first` patterns: the endpoints and the social cards. */
export const WORKER_PATHS: readonly string[] = [...Object.keys(ENDPOINTS), `${CARD_PATH}*`];

/** One request to a dynamic path: its endpoint, a town card drawn, or else the static file (the site-wide card, the 404 page). */
export async function answerRequest(request: Request, env: WorkerEnv, context: RequestContext): Promise<Response> {
  const { pathname } = new URL(request.url);
  const endpoint = Object.hasOwn(ENDPOINTS, pathname) ? ENDPOINTS[pathname] : undefined;
  if (endpoint) return endpoint(request, env, context);
  const file = pathname.startsWith(CARD_PATH) ? pathname.slice(CARD_PATH.length) : '';
  if (request.method === 'GET' && file && !file.includes('/')) {
    const card = await socialCard(request, file, env.ASSETS, context);
    if (card) return card;
  }
  return env.ASSETS.fetch(request);
}

const sendReport = reportScheduled(reportSiteJson as ReportSite);

/** The hourly cron (wrangler.jsonc `triggers.crons`): the report e-mail in its hour, the rebuild on a day dated content goes live. */
export function scheduled(controller: { scheduledTime: number; cron?: string }, env: WorkerEnv, context: RequestContext): void {
  sendReport(controller, env, context);
  context.waitUntil(publishScheduled(env, new Date(controller.scheduledTime), publishDays as string[], (input, init) => fetch(input, init)));
}

export default {
  fetch: answerRequest,
  scheduled,
};

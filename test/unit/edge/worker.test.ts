// The Worker's routing (src/edge/worker.ts): the four endpoints by exact path,
// a town card drawn only for a name in the build's index, everything else
// the static file; and no page the site publishes runs the Worker.
import { describe, expect, it, vi } from 'vitest';
import { matchPattern, patternOf } from '../../../src/host/url-pattern.ts';
import { loadSite } from '../../../src/load-site.ts';
import { buildRoutes } from '../../../src/routes/table.ts';
import { answerRequest, ENDPOINTS, WORKER_PATHS, type WorkerEnv } from '../../../src/edge/worker.ts';
import { siteTemplates } from '../../../templates/index.ts';
import { repoData } from '../helpers/cli.ts';

const ORIGIN = 'https://www.basinpeak.example';

/** An environment whose static assets answer 200 "static:<path>" (the card index: empty, so no town card). */
function env() {
  const fetch = vi.fn(async (request: Request | string) => {
    const { pathname } = new URL(typeof request === 'string' ? request : request.url);
    return new Response(pathname.endsWith('cards.jsonl') ? '' : `static:${pathname}`);
  });
  return { env: { ASSETS: { fetch }, DB: {} } as unknown as WorkerEnv, fetch };
}
const context = { waitUntil: () => undefined };
const call = (path: string, method = 'GET') => {
  const { env: e, fetch } = env();
  return { answer: answerRequest(new Request(`${ORIGIN}${path}`, { method }), e, context), fetch };
};

describe('the Worker', () => {
  it('routes exactly the estimate, event and sign-in endpoints, and runs for them and the social cards only', () => {
    expect(Object.keys(ENDPOINTS)).toEqual(['/api/estimate', '/api/event', '/api/auth', '/api/auth/callback']);
    expect(WORKER_PATHS).toEqual([...Object.keys(ENDPOINTS), '/images/social/*']);
  });

  it('answers an endpoint itself: a GET to the event endpoint and a POST to sign-in are refused by method', async () => {
    expect((await call('/api/event').answer).status).toBe(405);
    const signIn = await call('/api/auth', 'POST').answer;
    expect(signIn.status).toBe(405);
    expect(signIn.headers.get('allow')).toBe('GET');
  });

  it('leaves a card name that is no town card, and any other path, to the static files', async () => {
    for (const path of ['/images/social/big-horn-basin.png', '/images/social/a/b.png', '/api/other']) {
      const { answer } = call(path);
      expect(await (await answer).text()).toBe(`static:${path}`);
    }
  });

  it('is not run for any page of the route table', async () => {
    // every item, whatever its date: the pages of any build date
    const { content } = await loadSite(repoData, siteTemplates);
    const pages = buildRoutes(content).map((route) => route.path);
    const patterns = WORKER_PATHS.map((path) => patternOf(path));
    expect(pages.filter((page) => patterns.some((pattern) => matchPattern(pattern, page)))).toEqual([]);
  });
});

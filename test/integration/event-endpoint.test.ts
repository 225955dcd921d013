// The conversion events (src/edge/event.ts) in Cloudflare's runtime: the
// built site under `wrangler dev` with a local D1. What a page's beacon
// sends is counted per day, page, kind and place; requests from elsewhere,
// from crawlers and past the per-client limit are not. Estimate requests are
// counted (and their page stored) by the estimate endpoint. Each test uses a
// page path and a client address of its own.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventBody } from '../../src/conversions/event.ts';
import { MIN_FILL_MS, requestBody } from '../../src/model/estimate-request.ts';
import { request, startWorkerDev, type WorkerDev, type PlainResponse } from '../support/worker-dev.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const EVENT_LIMIT = 4;

let site: WorkerDev;
let nextClient = 1;

beforeAll(async () => {
  site = await startWorkerDev({ vars: { EVENT_LIMIT_PER_MINUTE: String(EVENT_LIMIT) } });
}, 180_000);

afterAll(async () => {
  await site?.stop();
});

function post(url: string, body: string, init: { client?: string; origin?: string | null; agent?: string; contentType?: string } = {}): Promise<PlainResponse> {
  const headers: Record<string, string> = {
    'content-type': init.contentType ?? 'application/x-www-form-urlencoded;charset=UTF-8',
    'user-agent': init.agent ?? BROWSER,
    'cf-connecting-ip': init.client ?? `198.51.100.${nextClient++}`,
  };
  if (init.origin !== null) headers.origin = init.origin ?? site.url;
  return request(`${site.url}${url}`, { method: 'POST', body, headers });
}

const tap = (path: string, init: Parameters<typeof post>[2] = {}, place: 'header' | 'drawer' | 'footer' = 'header') =>
  post('/api/event', eventBody({ kind: 'call', path, place }).toString(), init);

const counts = (path: string) =>
  site.query<{ kind: string; place: string; count: number; day: string }>(
    `SELECT day, kind, place, count FROM conversions WHERE path = '${path}' ORDER BY kind, place`,
  );

const today = () => new Date().toISOString().slice(0, 10);

describe('POST /api/event under wrangler dev', { timeout: 90_000 }, () => {
  it('counts a tap per day, page, kind and place, and stores nothing else', async () => {
    expect((await tap('/cody', {}, 'header')).status).toBe(204);
    expect((await tap('/cody', {}, 'header')).status).toBe(204);
    expect((await post('/api/event', eventBody({ kind: 'email', path: '/cody', place: 'footer' }).toString())).status).toBe(204);
    expect(counts('/cody')).toEqual([
      { day: today(), kind: 'call', place: 'header', count: 2 },
      { day: today(), kind: 'email', place: 'footer', count: 1 },
    ]);
    const columns = site.query<{ name: string }>("SELECT name FROM pragma_table_info('conversions')").map((c) => c.name);
    expect(columns).toEqual(['day', 'path', 'kind', 'place', 'count']);
  });

  it('does not count a request without the site Origin or from another origin', async () => {
    expect((await tap('/lovell', { origin: null })).status).toBe(403);
    expect((await tap('/lovell', { origin: 'https://evil.example' })).status).toBe(403);
    expect(counts('/lovell')).toEqual([]);
  });

  it('does not count crawlers, tools or a missing user agent (answered, so they learn nothing)', async () => {
    for (const agent of ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'curl/8.5.0', ''])
      expect((await tap('/emblem', { agent })).status).toBe(204);
    expect(counts('/emblem')).toEqual([]);
  });

  it('counts a burst from one client only up to the per-minute limit', async () => {
    const client = '192.0.2.77';
    const statuses: number[] = [];
    for (let i = 0; i < EVENT_LIMIT + 3; i++) statuses.push((await tap('/burlington', { client })).status);
    expect(statuses).toEqual([...Array(EVENT_LIMIT).fill(204), 429, 429, 429]);
    expect(counts('/burlington')).toEqual([{ day: today(), kind: 'call', place: 'header', count: EVENT_LIMIT }]);
    expect((await tap('/burlington')).status).toBe(204); // another client is not affected
  });

  it('refuses estimates sent as events, unknown kinds, junk paths and other methods', async () => {
    for (const body of [
      'kind=estimate&path=/greybull&place=body',
      'kind=visit&path=/greybull&place=body',
      'kind=call&path=https://x.example/&place=header',
      'x'.repeat(2000),
    ])
      expect((await post('/api/event', body)).status).toBeGreaterThanOrEqual(400);
    expect((await request(`${site.url}/api/event`)).status).toBe(405);
    expect(counts('/greybull')).toEqual([]);
  });

  it('an estimate request stores its page and counts an estimate there; without a page it counts for /estimates', async () => {
    const values = { name: 'Page Visitor', phone: '(307) 555-0142', email: 'page@example.com', service: 'repair', description: '' };
    const body = requestBody(values, { elapsedMs: MIN_FILL_MS + 2000, honeypot: '' });
    body.set('page', '/services/water-heaters');
    expect((await post('/api/estimate', body.toString())).status).toBe(200);
    expect(site.query("SELECT page FROM estimates WHERE name = 'Page Visitor'")).toEqual([{ page: '/services/water-heaters' }]);
    expect(counts('/services/water-heaters')).toEqual([{ day: today(), kind: 'estimate', place: 'body', count: 1 }]);

    const before = counts('/estimates')[0]?.count ?? 0;
    const plain = requestBody({ ...values, name: 'No Page Visitor' }, { elapsedMs: MIN_FILL_MS + 2000, honeypot: '' });
    plain.set('page', 'https://evil.example/');
    expect((await post('/api/estimate', plain.toString())).status).toBe(200);
    expect(site.query("SELECT page FROM estimates WHERE name = 'No Page Visitor'")).toEqual([{ page: null }]);
    expect(counts('/estimates')).toEqual([{ day: today(), kind: 'estimate', place: 'body', count: before + 1 }]);
  });
});

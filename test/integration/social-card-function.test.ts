// The town social-card function (functions/images/social/[card].ts) in
// Cloudflare's runtime: the built site under `wrangler pages dev`, so that
// wrangler bundles the WebAssembly modules as it does for a deployment.

import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDGE_CARD_CACHE_CONTROL } from '../../src/host/edge-cards.ts';
import { ROOT, startPagesDev, type PagesDev } from '../support/pages-dev.ts';

let site: PagesDev;

/** The bundled content on a paid plan, where town cards are drawn at the edge by default. */
function paidPlanData(): string {
  const data = path.join(mkdtempSync(path.join(tmpdir(), 'edge-cards-data-')), 'data');
  cpSync(path.join(ROOT, 'data'), data, { recursive: true });
  const site = path.join(data, 'site.yaml');
  writeFileSync(site, readFileSync(site, 'utf8').replace(/^ {2}plan: free$/m, '  plan: paid'));
  return data;
}

beforeAll(async () => {
  site = await startPagesDev({ dataDir: paidPlanData() });
}, 180_000);

afterAll(async () => {
  await site?.stop();
});

const get = (path: string) => fetch(`${site.url}${path}`, { headers: { connection: 'close' } });

describe('social cards at the edge', () => {
  it("draws a town's card: a 1200×630 PNG with long-lived cache headers", async () => {
    const response = await get('/images/social/cody.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe(EDGE_CARD_CACHE_CONTROL);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  }, 60_000);

  it('leaves the site-wide card to the static file and draws no name that is not a town of the site', async () => {
    const basin = await get('/images/social/big-horn-basin.png');
    expect([basin.status, basin.headers.get('content-type')]).toEqual([200, 'image/png']);
    await basin.arrayBuffer();
    const other = await get('/images/social/anything-at-all.png');
    expect(other.status).toBe(404);
    await other.arrayBuffer();
  }, 60_000);
});

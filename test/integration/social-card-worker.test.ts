// The town social cards of the Worker (src/edge/social-card.ts) in
// Cloudflare's runtime: the bundled site (Cloudflare, free plan: town
// cards drawn at the edge by default) under `wrangler dev`, so that
// wrangler bundles the Worker as it does for a deployment.

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDGE_CARD_CACHE_CONTROL } from '../../src/host/edge-cards.ts';
import { startWorkerDev, type WorkerDev } from '../support/worker-dev.ts';

let site: WorkerDev;

beforeAll(async () => {
  site = await startWorkerDev();
}, 180_000);

afterAll(async () => {
  await site?.stop();
});

const get = (path: string) => fetch(`${site.url}${path}`, { headers: { connection: 'close' } });

describe('social cards at the edge', () => {
  it("draws a town's card: a 1200×630 palette PNG with long-lived cache headers", async () => {
    const response = await get('/images/social/cody.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe(EDGE_CARD_CACHE_CONTROL);
    const png = Buffer.from(await response.arrayBuffer());
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height, meta.isPalette]).toEqual(['png', 1200, 630, true]);
    // the card's background colour in its top-left corner
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(data.subarray(0, 3).toString('hex')).toBe('0b4f6c');
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

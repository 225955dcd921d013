// Social cards are drawn without a browser (the card compositor, from a kit
// satori and resvg prepare), one per og:image URL the pages name, 1200×630:
// at build time and cached, or for a town on Cloudflare Pages by the Pages
// Function (src/host/edge-cards.ts).

import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawSocialCards, restoreSocialCards, type CardProgress } from '../../../src/images/social-cards.ts';
import type { Content } from '../../../src/content/types.ts';
import { loadSite } from '../../../src/load-site.ts';
import { buildRoutes } from '../../../src/routes/table.ts';
import { siteTemplates } from '../../../templates/index.ts';
import { repoData } from '../helpers/cli.ts';
import { scratchDir } from '../helpers/scratch.ts';
import { answerCard, CARD_INDEX_FILE, CARD_KIT_FILE, EDGE_CARD_CACHE_CONTROL, type EdgeCardTools, findCard } from '../../../src/host/edge-cards.ts';
import { decodeCardKit } from '../../../src/images/card-kit.ts';

/** Both steps, as a build takes them: the cards the cache holds, then the missing ones drawn. */
async function writeCards(content: Content, outDir: string, cacheDir: string, progress?: CardProgress, keep?: (file: string, key: string) => boolean) {
  const restored = await restoreSocialCards(content, outDir, cacheDir, keep);
  return { reused: restored.reused, kept: restored.kept, keys: restored.keys, drawn: await drawSocialCards(restored, progress) };
}

describe('social cards', () => {
  it('draws every og:image the pages name as a 1200×630 PNG, the same bytes each time, then restores them from the cache', async () => {
    const { content } = await loadSite(repoData, siteTemplates);
    content.site.host = { provider: 'netlify' }; // a host without the card function: the build draws every card
    const wanted = new Set(
      buildRoutes(content)
        .filter((r) => r.type === 'page')
        .map((r) => r.socialImage),
    );
    const scratch = await scratchDir('site-cards');
    const cache = path.join(scratch, 'cache');

    const told: number[] = [];
    let ticks = 0;
    const progress = { drawing: (count: number) => void told.push(count), drawn: () => void ticks++ };
    const first = await writeCards(content, path.join(scratch, 'a'), cache, progress);
    expect(first).toMatchObject({ drawn: wanted.size, reused: 0, kept: [] });
    expect(new Set([...first.keys.keys()].map((file) => `/${file}`))).toEqual(wanted);
    expect([told, ticks]).toEqual([[wanted.size], wanted.size]); // the build's progress: how many to draw, then each
    const written = new Set((await readdir(path.join(scratch, 'a/images/social'))).map((f) => `/images/social/${f}`));
    expect(written).toEqual(wanted);
    const cody = path.join(scratch, 'a/images/social/cody.png');
    const meta = await sharp(cody).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);

    const second = await writeCards(content, path.join(scratch, 'b'), cache, progress);
    expect(second).toMatchObject({ drawn: 0, reused: wanted.size, kept: [], keys: first.keys });
    expect(told).toHaveLength(1); // nothing to draw: no progress step
    expect(await readFile(path.join(scratch, 'b/images/social/cody.png'))).toEqual(await readFile(cody));
    // restored as hard links to the cached file (same disk here): no bytes copied
    expect((await stat(path.join(scratch, 'b/images/social/cody.png'))).nlink).toBeGreaterThan(1);

    // into a staging folder published in place (output/update.ts): the cards the output holds already are kept, not written
    const held = (file: string, key: string) => file !== 'images/social/cody.png' && first.keys.get(file) === key;
    const third = await writeCards(content, path.join(scratch, 'staging'), cache, progress, held);
    expect(new Set(third.kept.map((file) => `/${file}`))).toEqual(new Set([...wanted].filter((url) => url !== '/images/social/cody.png')));
    expect(await readdir(path.join(scratch, 'staging/images/social'))).toEqual(['cody.png']);

    // drawn again from scratch (another cache): byte-identical output
    await writeCards(content, path.join(scratch, 'c'), path.join(scratch, 'cache2'));
    expect(await readFile(path.join(scratch, 'c/images/social/cody.png'))).toEqual(await readFile(cody));
  }, 120_000);

  it("with edge cards on Cloudflare Pages draws only the site-wide card and writes the function's index and kit; the function draws the site's towns and nothing else", async () => {
    const { content } = await loadSite(repoData, siteTemplates);
    content.site.host = { provider: 'cloudflare-pages', plan: 'paid' };
    const scratch = await scratchDir('site-edge-cards');
    const out = path.join(scratch, 'out');
    const { drawn, keys } = await writeCards(content, out, path.join(scratch, 'cache'));
    expect([drawn, [...keys.keys()]]).toEqual([1, ['images/social/big-horn-basin.png']]);
    expect((await readdir(path.join(out, 'images/social'))).sort()).toEqual(['big-horn-basin.png', 'cards.jsonl', 'cards.kit']);
    const index = await readFile(path.join(out, CARD_INDEX_FILE), 'utf8');
    expect(index.trim().split('\n')).toHaveLength(content.towns.length);
    expect(findCard(index, 'cody')).toMatchObject({ title: 'Cody, Wyoming' });

    // a cached kit this version cannot read (another format) is prepared again
    const cachedKit = (await readdir(path.join(scratch, 'cache/social'))).find((f) => f.endsWith('.kit'))!;
    await rm(path.join(scratch, 'cache/social', cachedKit)); // (the output holds a link to it)
    await writeFile(path.join(scratch, 'cache/social', cachedKit), 'a kit of another format');
    await writeCards(content, path.join(scratch, 'again'), path.join(scratch, 'cache'));
    expect(decodeCardKit(await readFile(path.join(scratch, 'again', CARD_KIT_FILE))).title.glyphs.size).toBeGreaterThan(10);

    // the function's handler, with the kit the build wrote
    const stored = new Map<string, Response>();
    let draws = 0;
    const tools: EdgeCardTools = {
      index: async () => index,
      kit: async () => {
        draws++;
        return decodeCardKit(await readFile(path.join(out, CARD_KIT_FILE)));
      },
      cache: { match: async (key) => stored.get(key)?.clone(), put: async (key, response) => void stored.set(key, response) },
      later: (work) => void work,
    };
    const answer = await answerCard('cody.png', 'https://site.example', tools);
    expect(answer?.headers.get('cache-control')).toBe(EDGE_CARD_CACHE_CONTROL);
    const png = Buffer.from(await answer!.arrayBuffer());
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    expect((await answerCard('cody.png', 'https://site.example', tools))?.status).toBe(200);
    expect(draws).toBe(1); // the second request is answered from the edge cache
    // not a town of the site: the static files answer (the site-wide card, or the 404 page)
    expect(await answerCard('big-horn-basin.png', 'https://site.example', tools)).toBeNull();
    expect(await answerCard('any-text-at-all.png', 'https://site.example', tools)).toBeNull();
    expect(await answerCard('toString.png', 'https://site.example', tools)).toBeNull();
  }, 120_000);
});

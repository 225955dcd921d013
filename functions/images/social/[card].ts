// Cloudflare Pages Function: /images/social/{name}.png, the town social cards
// drawn on request (src/host/edge-cards.ts says why and how). Names that are
// not a town card of the site fall through to the static files (the site-wide
// card the build draws) or the 404 page.

import { initWasm, Resvg } from '@resvg/resvg-wasm';
import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm';
import satori, { init as initLayout } from 'satori/standalone';
import layoutWasm from 'satori/layout.wasm';
import { answerCard, CARD_FONT_FILE, CARD_INDEX_FILE, type CardIndex, layoutOptions } from '../../../src/host/edge-cards.ts';

interface CardContext {
  request: Request;
  params: { card: string };
  env: { ASSETS: { fetch(input: string): Promise<Response> } };
  next(): Promise<Response>;
  waitUntil(work: Promise<unknown>): void;
}

/** The Workers runtime's edge cache of this data centre (not in the DOM's CacheStorage type). */
const edgeCache = (caches as unknown as { default: Cache }).default;

// Once per isolate: the WebAssembly modules, the index and the font.
let ready: Promise<unknown> | undefined;
let index: Promise<CardIndex> | undefined;
let font: Promise<ArrayBuffer> | undefined;

export const onRequestGet = async (context: CardContext): Promise<Response> => {
  const { origin } = new URL(context.request.url);
  const asset = (file: string) => context.env.ASSETS.fetch(`${origin}/${file}`);
  ready ??= Promise.all([initWasm(resvgWasm), initLayout(layoutWasm)]);
  await ready;
  const answer = await answerCard(context.params.card, origin, {
    index: () => (index ??= asset(CARD_INDEX_FILE).then((r) => r.json() as Promise<CardIndex>)),
    font: () => (font ??= asset(CARD_FONT_FILE).then((r) => r.arrayBuffer())),
    layout: (tree, data) => satori(tree as Parameters<typeof satori>[0], layoutOptions(data)),
    rasterise: (svg) => new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng(),
    cache: { match: (key) => edgeCache.match(key), put: (key, response) => edgeCache.put(key, response) },
    later: (work) => context.waitUntil(work),
  });
  return answer ?? context.next();
};

// Cloudflare Pages Function: /images/social/{name}.png, the town social cards
// drawn on request (src/host/edge-cards.ts says why and how). Names that are
// not a town card of the site fall through to the static files (the site-wide
// card the build draws) or the 404 page.

import { initWasm, Resvg } from '@resvg/resvg-wasm';
import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm';
// satori 0.12 (installed as satori-edge): its WebAssembly entry takes the layout engine ready-made; the
// build's satori loads its text shaper (harfbuzz) by compiling WebAssembly at run time, which Workers refuse.
import satori, { init as initSatori } from 'satori-edge/wasm';
import initYoga from 'yoga-wasm-web';
import yogaWasm from 'yoga-wasm-web/dist/yoga.wasm';
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
  const answer = await answerCard(context.params.card, origin, {
    // a deployment without the index (cards: build) has no town card to draw
    index: () => (index ??= asset(CARD_INDEX_FILE).then((r) => (r.ok ? (r.json() as Promise<CardIndex>) : { eyebrow: '', cards: {} }))),
    font: () => (font ??= asset(CARD_FONT_FILE).then((r) => r.arrayBuffer())),
    // the WebAssembly modules are started only for a card to draw (not for the static files this path also serves)
    layout: async (tree, data) => {
      await (ready ??= Promise.all([initWasm(resvgWasm), initYoga(yogaWasm).then(initSatori)]));
      return satori(tree as Parameters<typeof satori>[0], layoutOptions(data));
    },
    rasterise: (svg) => new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng(),
    cache: { match: (key) => edgeCache.match(key), put: (key, response) => edgeCache.put(key, response) },
    later: (work) => context.waitUntil(work),
  });
  return answer ?? context.next();
};

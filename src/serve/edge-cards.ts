// `site serve` and `site dev` answer /images/social/{town}.png as the Pages
// Function does on Cloudflare (functions/images/social/[card].ts): through
// the same handler (host/edge-cards.ts), from the index and font the build
// wrote, so that a town page's og:image is there in the preview too. Only
// when the output holds the index (town cards drawn at the edge).

import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { Resvg } from '@resvg/resvg-js';
import { answerCard, CARD_FONT_FILE, CARD_INDEX_FILE, type CardIndex, type EdgeCardTools, layoutOptions } from '../host/edge-cards.ts';

/** What the card answer reads: the output folder (or what `site dev` renders). */
export interface CardSource {
  exists(file: string): boolean;
  read(file: string): Promise<Buffer>;
}

const CARD_PATH = /^\/images\/social\/([^/]+)$/;

/** Drawings kept while the server runs (the edge cache's part), the newest this many. */
const KEEP = 200;
const drawn = new Map<string, Response>();

type Layout = (tree: unknown, options: ReturnType<typeof layoutOptions>) => Promise<string>;
let layout: Promise<Layout> | undefined;

/** satori as the function runs it (its WebAssembly entry), started on the first card. */
function layoutEngine(): Promise<Layout> {
  layout ??= (async () => {
    const [{ default: satori, init }, { default: initYoga }] = await Promise.all([import('satori-edge/wasm'), import('yoga-wasm-web')]);
    const yoga = await readFile(createRequire(import.meta.url).resolve('yoga-wasm-web/dist/yoga.wasm'));
    init(await initYoga(yoga));
    return (tree, options) => satori(tree as Parameters<typeof satori>[0], options);
  })();
  return layout;
}

/** The drawn card for `pathname`, or null when it is no town card of the site (the static files answer). */
export async function edgeCard(source: CardSource, pathname: string): Promise<Response | null> {
  const match = CARD_PATH.exec(pathname);
  if (!match || !source.exists(CARD_INDEX_FILE)) return null;
  const tools: EdgeCardTools = {
    index: async () => JSON.parse((await source.read(CARD_INDEX_FILE)).toString('utf8')) as CardIndex,
    font: async () => {
      const font = await source.read(CARD_FONT_FILE);
      return font.buffer.slice(font.byteOffset, font.byteOffset + font.byteLength) as ArrayBuffer;
    },
    layout: async (tree, font) => (await layoutEngine())(tree, layoutOptions(font)),
    rasterise: (svg) => new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng(),
    cache: {
      match: async (key) => drawn.get(key)?.clone(),
      put: async (key, response) => {
        drawn.set(key, response);
        if (drawn.size > KEEP) drawn.delete(drawn.keys().next().value!);
      },
    },
    later: (work) => void work,
  };
  let name: string;
  try {
    name = decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
  return answerCard(name, 'http://localhost', tools);
}

// Town social cards drawn on request by a Cloudflare Pages Function
// (functions/images/social/[card].ts) instead of at build time: a town costs
// the build no drawing and the deployment no file. The build writes the index
// of the site's own town cards (their text and cache keys) and the font next
// to the cards; the function draws only names in that index, so it cannot be
// made to draw arbitrary text, and each card is drawn once per CDN location:
// the drawing is kept in the edge cache under a key that changes with its
// text, and answered with long-lived cache headers. No Node imports (it runs
// in the Workers runtime).

import { CARD_FONT, CARD_HEIGHT, CARD_WIDTH, type CardNode, cardTree } from '../images/card-design.ts';

/** Where the build puts the function's index and font, in the output folder. */
export const CARD_INDEX_FILE = 'images/social/cards.json';
export const CARD_FONT_FILE = 'images/social/card-font.ttf';

/** Browsers and crawlers keep a card a day; the edge keeps its drawing a year (its key changes with its text). */
export const EDGE_CARD_CACHE_CONTROL = 'public, max-age=86400, s-maxage=31536000';

export interface CardIndex {
  eyebrow: string;
  /** By the card's file name without ".png" ("cody"): its title, subtitle and cache key. */
  cards: Record<string, { title: string; subtitle: string; key: string }>;
}

/** What the function gives the handler: the output's files, the drawing libraries and the edge cache. */
export interface EdgeCardTools {
  index(): Promise<CardIndex>;
  font(): Promise<ArrayBuffer>;
  /** satori: the card's SVG. */
  layout(tree: CardNode, font: ArrayBuffer): Promise<string>;
  /** resvg: PNG bytes of the SVG. */
  rasterise(svg: string): Uint8Array;
  cache?: { match(key: string): Promise<Response | undefined>; put(key: string, response: Response): Promise<void> };
  /** Work to finish after the answer (storing the drawing). */
  later(work: Promise<unknown>): void;
}

/** The PNG for /images/social/{file}, or null when it is not a town card of the site (the static file, if any, answers then). */
export async function answerCard(file: string, origin: string, tools: EdgeCardTools): Promise<Response | null> {
  if (!file.endsWith('.png')) return null;
  const index = await tools.index();
  const name = file.slice(0, -'.png'.length);
  if (!Object.hasOwn(index.cards, name)) return null;
  const card = index.cards[name]!;
  const key = `${origin}/images/social/${encodeURIComponent(name)}.png?v=${card.key}`;
  const cached = await tools.cache?.match(key);
  if (cached) return cached;
  const svg = await tools.layout(cardTree({ url: `/images/social/${file}`, eyebrow: index.eyebrow, ...card }), await tools.font());
  const png = tools.rasterise(svg);
  const response = new Response(png as Uint8Array<ArrayBuffer>, {
    headers: { 'content-type': 'image/png', 'cache-control': EDGE_CARD_CACHE_CONTROL, 'x-content-type-options': 'nosniff' },
  });
  if (tools.cache) tools.later(tools.cache.put(key, response.clone()));
  return response;
}

/** satori's options for the card (the build passes the same). */
export function layoutOptions(font: ArrayBuffer) {
  return { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: [{ ...CARD_FONT, data: font }] };
}

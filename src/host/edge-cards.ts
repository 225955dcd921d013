// Town social cards drawn on request by the site's Worker
// (src/edge/social-card.ts) instead of at build time: a town costs
// the build no drawing and the deployment no file. The build writes the index
// of the site's own town cards (their text and cache keys) and the card kit
// next to the cards; the function draws only names in that index, so it
// cannot be made to draw arbitrary text, with the card compositor
// (images/card-compositor.ts: a few milliseconds of CPU, within a Workers
// free-plan request), and each card is drawn once per CDN location: the
// drawing is kept in the edge cache under a key that changes with its text,
// and answered with long-lived cache headers. No Node imports (it runs in the
// Workers runtime).

import { drawCard } from '../images/card-compositor.ts';
import type { CardKit } from '../images/card-kit.ts';

/** Where the build puts the function's index and the card kit, in the output folder. */
export const CARD_INDEX_FILE = 'images/social/cards.jsonl';
export const CARD_KIT_FILE = 'images/social/cards.kit';

/** Browsers and crawlers keep a card a day; the edge keeps its drawing a year (its key changes with its text). */
export const EDGE_CARD_CACHE_CONTROL = 'public, max-age=86400, s-maxage=31536000';

/** A town card of the index: its text and cache key. */
export interface IndexedCard {
  title: string;
  subtitle: string;
  key: string;
}

/**
 * The index file: a line per card, `["cody","Cody, Wyoming","…","key"]`, by the
 * card's file name without ".png", each line after a newline. A request looks
 * up one line (findCard) rather than parsing the whole index, which for a large
 * site would cost a first request much of its CPU time (docs/performance.md).
 */
export function printCardIndex(cards: Iterable<[string, IndexedCard]>): string {
  let text = '';
  for (const [name, card] of cards) text += `\n${JSON.stringify([name, card.title, card.subtitle, card.key])}`;
  return `${text}\n`;
}

/** The card named `name` in an index printCardIndex wrote, or undefined. */
export function findCard(index: string, name: string): IndexedCard | undefined {
  // the name as its line starts: JSON-escaped, so no name can match inside another line
  const start = index.indexOf(`\n${JSON.stringify([name]).slice(0, -1)},`);
  if (start < 0) return undefined;
  const [, title, subtitle, key] = JSON.parse(index.slice(start + 1, index.indexOf('\n', start + 1))) as string[];
  return { title: title!, subtitle: subtitle!, key: key! };
}

/** What the function gives the handler: the output's index (its text) and kit, and the edge cache. */
export interface EdgeCardTools {
  index(): Promise<string>;
  kit(): Promise<CardKit>;
  cache?: { match(key: string): Promise<Response | undefined>; put(key: string, response: Response): Promise<void> };
  /** Work to finish after the answer (storing the drawing). */
  later(work: Promise<unknown>): void;
}

/** The PNG for /images/social/{file}, or null when it is not a town card of the site (the static file, if any, answers then). */
export async function answerCard(file: string, origin: string, tools: EdgeCardTools): Promise<Response | null> {
  if (!file.endsWith('.png')) return null;
  const name = file.slice(0, -'.png'.length);
  const card = findCard(await tools.index(), name);
  if (!card) return null;
  const key = `${origin}/images/social/${encodeURIComponent(name)}.png?v=${card.key}`;
  const cached = await tools.cache?.match(key);
  if (cached) return cached;
  const png = drawCard(await tools.kit(), card.title, card.subtitle);
  const response = new Response(png as Uint8Array<ArrayBuffer>, {
    headers: { 'content-type': 'image/png', 'cache-control': EDGE_CARD_CACHE_CONTROL, 'x-content-type-options': 'nosniff' },
  });
  if (tools.cache) tools.later(tools.cache.put(key, response.clone()));
  return response;
}

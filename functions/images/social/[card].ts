// Cloudflare Pages Function: /images/social/{name}.png, the town social cards
// drawn on request (src/host/edge-cards.ts says why and how). Names that are
// not a town card of the site fall through to the static files (the site-wide
// card the build draws) or the 404 page.

import { answerCard, CARD_INDEX_FILE, CARD_KIT_FILE } from '../../../src/host/edge-cards.ts';
import { type CardKit, decodeCardKit } from '../../../src/images/card-kit.ts';

interface CardContext {
  request: Request;
  params: { card: string };
  env: { ASSETS: { fetch(input: string): Promise<Response> } };
  next(): Promise<Response>;
  waitUntil(work: Promise<unknown>): void;
}

/** The Workers runtime's edge cache of this data centre (not in the DOM's CacheStorage type). */
const edgeCache = (caches as unknown as { default: Cache }).default;

// Once per isolate: the index and the kit.
let index: Promise<string> | undefined;
let kit: Promise<CardKit> | undefined;

export const onRequestGet = async (context: CardContext): Promise<Response> => {
  const { origin } = new URL(context.request.url);
  const asset = (file: string) => context.env.ASSETS.fetch(`${origin}/${file}`);
  const answer = await answerCard(context.params.card, origin, {
    // a deployment without the index (cards: build) has no town card to draw
    index: () => (index ??= asset(CARD_INDEX_FILE).then((r) => (r.ok ? r.text() : ''))),
    kit: () => (kit ??= asset(CARD_KIT_FILE).then(async (r) => decodeCardKit(new Uint8Array(await r.arrayBuffer())))),
    cache: { match: (key) => edgeCache.match(key), put: (key, response) => edgeCache.put(key, response) },
    later: (work) => context.waitUntil(work),
  });
  return answer ?? context.next();
};

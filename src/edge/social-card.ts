// GET /images/social/{name}.png: the town social cards drawn on request
// (src/host/edge-cards.ts says why and how). Names that are not a town card
// of the site are left to the static files (the site-wide card the build
// draws) or the 404 page.

import { answerCard, CARD_INDEX_FILE, CARD_KIT_FILE } from '../host/edge-cards.ts';
import { type CardKit, decodeCardKit } from '../images/card-kit.ts';
import type { AssetsBinding, RequestContext } from './env.ts';

/** The path prefix of the social cards; the rest of the path is the card's file name. */
export const CARD_PATH = '/images/social/';

/** The Workers runtime's edge cache of this data centre (not in the DOM's CacheStorage type). */
const edgeCache = () => (caches as unknown as { default: Cache }).default;

// Once per isolate: the index and the kit.
let index: Promise<string> | undefined;
let kit: Promise<CardKit> | undefined;

/** The card drawn (or from the edge cache), or null when `file` is no town card of the site. */
export function socialCard(request: Request, file: string, assets: AssetsBinding, context: RequestContext): Promise<Response | null> {
  const { origin } = new URL(request.url);
  const asset = (name: string) => assets.fetch(`${origin}/${name}`);
  return answerCard(file, origin, {
    // a deployment without the index (cards: build) has no town card to draw
    index: () => (index ??= asset(CARD_INDEX_FILE).then((r) => (r.ok ? r.text() : ''))),
    kit: () => (kit ??= asset(CARD_KIT_FILE).then(async (r) => decodeCardKit(new Uint8Array(await r.arrayBuffer())))),
    cache: { match: (key) => edgeCache().match(key), put: (key, response) => edgeCache().put(key, response) },
    later: (work) => context.waitUntil(work),
  });
}

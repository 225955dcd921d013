// `site serve` and `site dev` answer /images/social/{town}.png as the site's
// Worker does on Cloudflare (src/edge/social-card.ts): through
// the same handler (host/edge-cards.ts), from the index and kit the build
// wrote, so that a town page's og:image is there in the preview too. Only
// when the output holds the index (town cards drawn at the edge).

import { answerCard, CARD_INDEX_FILE, CARD_KIT_FILE, type EdgeCardTools } from '../host/edge-cards.ts';
import { decodeCardKit } from '../images/card-kit.ts';

/** What the card answer reads: the output folder (or what `site dev` renders). */
export interface CardSource {
  exists(file: string): boolean;
  read(file: string): Promise<Buffer>;
}

const CARD_PATH = /^\/images\/social\/([^/]+)$/;

/** Drawings kept while the server runs (the edge cache's part), the newest this many. */
const KEEP = 200;
const drawn = new Map<string, Response>();

/** The drawn card for `pathname`, or null when it is no town card of the site (the static files answer). */
export async function edgeCard(source: CardSource, pathname: string): Promise<Response | null> {
  const match = CARD_PATH.exec(pathname);
  if (!match || !source.exists(CARD_INDEX_FILE)) return null;
  const tools: EdgeCardTools = {
    index: async () => (await source.read(CARD_INDEX_FILE)).toString('utf8'),
    // read for each card drawn (the output may be rebuilt while the server runs); a millisecond
    kit: async () => decodeCardKit(await source.read(CARD_KIT_FILE)),
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

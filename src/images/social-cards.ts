// Social cards (og:image, 1200×630 PNG) at the URLs images/social-image.ts
// names, drawn by the card compositor (images/card-compositor.ts) from the
// site's card kit, which satori and resvg prepare once from the design
// (images/card-kit-prepare.ts). The site-wide Big Horn Basin card is drawn at
// build time; a town's card too, unless the host draws town cards on request
// (Cloudflare Pages: host/edge-cards.ts), in which case the build writes the
// function's index and the kit instead. Cards and the kit are cached, keyed
// by their text and the design's version.

import { hash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import path from 'node:path';
import { inParallel } from '../async/in-parallel.ts';
import type { Content } from '../content/types.ts';
import { CARD_INDEX_FILE, CARD_KIT_FILE, type IndexedCard, printCardIndex } from '../host/edge-cards.ts';
import { hostPlan } from '../host/limits.ts';
import { linkOrCopy } from '../files/write.ts';
import { socialImage } from './social-image.ts';
import { CARD_VERSION, type SocialCard } from './card-design.ts';
import { drawCard } from './card-compositor.ts';
import { type CardKit, decodeCardKit, encodeCardKit } from './card-kit.ts';
import { prepareCardKit } from './card-kit-prepare.ts';
import { writeFileAtomic } from '../files/atomic-write.ts';
import { DAY, pruneCache, type CacheBounds } from '../files/cache.ts';

/** Each town's card (the pages name one per town name). */
function townCards(content: Content): SocialCard[] {
  const eyebrow = content.site.company.toUpperCase();
  return content.towns.map((t) => ({
    url: socialImage(content, t.name),
    eyebrow,
    title: `${t.name}, Wyoming`,
    subtitle: `Plumbing, heating & HVAC · ${t.county} County`,
  }));
}

/** The site-wide Big Horn Basin card, on every page that is not a town's. */
function siteCard(content: Content): SocialCard {
  const eyebrow = content.site.company.toUpperCase();
  return { url: socialImage(content, 'big-horn-basin'), eyebrow, title: 'Big Horn Basin, Wyoming', subtitle: content.site.tagline };
}

/** Whether the host draws the town cards on request (host/edge-cards.ts) rather than the build. */
function townCardsAtEdge(content: Content): boolean {
  const plan = hostPlan(content.site);
  return plan.edgeCards && (content.site.host?.cards ?? plan.defaultCards) === 'edge' && content.towns.length > 0;
}

/** The cards the build draws: every card the pages name, or only the site-wide one when the host draws town cards. */
export function socialCards(content: Content): SocialCard[] {
  return townCardsAtEdge(content) ? [siteCard(content)] : [...townCards(content), siteCard(content)];
}

/** The files writeEdgeFiles writes: the edge function's index and the card kit. */
const EDGE_FILES = [CARD_INDEX_FILE, CARD_KIT_FILE] as const;

/** The files the build writes for social cards (the host counts them): one per card URL, and the edge function's files. */
export function socialCardFiles(content: Content): number {
  return new Set(socialCards(content).map((card) => card.url)).size + (townCardsAtEdge(content) ? EDGE_FILES.length : 0);
}

function cardKey(card: SocialCard): string {
  return hash('sha256', JSON.stringify({ CARD_VERSION, card })).slice(0, 24);
}

/** The edge function's index of the site's town cards, by file name without ".png". */
function edgeIndex(content: Content): string {
  return printCardIndex(
    townCards(content).map((card): [string, IndexedCard] => [
      path.posix.basename(card.url, '.png'),
      { title: card.title, subtitle: card.subtitle, key: cardKey(card) },
    ]),
  );
}

/** Writes the edge function's index and the card kit into the output, when the host draws the town cards. */
async function writeEdgeFiles(content: Content, outDir: string, kit: KitSource): Promise<void> {
  if (!townCardsAtEdge(content)) return;
  const [index, kitFile] = EDGE_FILES;
  await mkdir(path.join(outDir, path.dirname(index)), { recursive: true });
  await writeFile(path.join(outDir, index), edgeIndex(content));
  await kit.load();
  linkOrCopy(kit.file, path.join(outDir, kitFile));
}

/** The site's card kit: its file in the cache, and what it holds, prepared on first use (a build whose cards are all cached and drawn by the build needs none). */
interface KitSource {
  file: string;
  load(): Promise<CardKit>;
}

function kitSource(content: Content, dir: string): KitSource {
  const cards = [...townCards(content), siteCard(content)];
  const text = {
    eyebrow: content.site.company.toUpperCase(),
    titles: [...new Set(cards.map((card) => card.title))],
    subtitles: [...new Set(cards.map((card) => card.subtitle))],
  };
  const file = path.join(dir, `${hash('sha256', JSON.stringify({ CARD_VERSION, text })).slice(0, 24)}.kit`);
  let kit: Promise<CardKit> | undefined;
  const load = async () => {
    const cached = await readFile(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    try {
      if (cached) return decodeCardKit(cached);
    } catch {
      // a kit of another format (an older version of this tool): prepared again
    }
    const prepared = await prepareCardKit(text);
    await writeFileAtomic(file, encodeCardKit(prepared));
    return prepared;
  };
  return { file, load: () => (kit ??= load()) };
}

/** Cards linked between turns of the event loop: a short enough turn that finished pages are written between them (docs/performance.md). */
const RESTORE_CHUNK = 500;

/** Puts the cached card at `target` (a link, else a copy); false when the cache has no such card. */
function restoreCard(cached: string, target: string): boolean {
  try {
    linkOrCopy(cached, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** Told how many cards must be drawn (not in the cache), then as each is drawn: the build's progress. */
export interface CardProgress {
  drawing(count: number): void;
  drawn(): void;
}

/** The cards of one build once those the cache holds are in place: what is left to draw (drawSocialCards). */
export interface RestoredCards {
  /** Cards not to draw: restored from the cache, or kept. */
  reused: number;
  /** Cards the output a build publishes into in place already holds (kept, not written), by file. */
  kept: string[];
  /** The key of each card's text by its file (e.g. "images/social/cody.png"). */
  keys: Map<string, string>;
  /** Cards the cache does not hold. */
  missing: Array<{ card: SocialCard; cached: string; target: string }>;
  /** What they are drawn from. */
  kit: KitSource;
}

/**
 * Puts into outDir every card the cache holds (links, no drawing), the key of
 * each card's text by its file (e.g. "images/social/cody.png"); the rest are
 * `missing`, for drawSocialCards. `keep(file, key)` says that the output a
 * build publishes into in place (output/update.ts) already holds that very
 * card: it is then kept rather than written, and listed in `kept`. A build
 * restores the cards while its render workers render, and draws the missing
 * ones after the pages, with its progress bar.
 */
export async function restoreSocialCards(
  content: Content,
  outDir: string,
  cacheDir: string,
  keep?: (file: string, key: string) => boolean,
): Promise<RestoredCards> {
  const dir = path.join(cacheDir, 'social');
  await mkdir(dir, { recursive: true });
  const kit = kitSource(content, dir);
  await writeEdgeFiles(content, outDir, kit);
  const cards = socialCards(content).map((card) => ({ card, key: cardKey(card), file: card.url.replace(/^\/+/, '') }));
  const keys = new Map(cards.map((c) => [c.file, c.key]));
  const kept = new Set(cards.filter((c) => keep?.(c.file, c.key)).map((c) => c.file));
  // where a card comes from and goes, for those not kept (an edit keeps all but a few)
  const written = cards
    .filter((c) => !kept.has(c.file))
    .map((c) => ({ card: c.card, cached: path.join(dir, `${c.key}.png`), target: path.join(outDir, c.file) }));
  for (const folder of new Set([dir, ...written.map((c) => path.dirname(c.target))])) await mkdir(folder, { recursive: true });
  // Restoring is linking files (a card per town), tried without asking first whether
  // the cache has each; a few hundred at a time, so that a build's render workers get the pages they
  // finish written meanwhile (build/other-files.ts restores the cards while they render).
  const missing: RestoredCards['missing'] = [];
  for (let i = 0; i < written.length; i += RESTORE_CHUNK) {
    if (i > 0) await nextTurn();
    for (const c of written.slice(i, i + RESTORE_CHUNK)) if (!restoreCard(c.cached, c.target)) missing.push(c);
  }
  pruneSocialCards(dir, new Set([...cards.map((c) => `${c.key}.png`), path.basename(kit.file)]));
  return { reused: cards.length - missing.length, kept: [...kept], keys, missing, kit };
}

/**
 * Cards and kits kept beside those of the current build: up to 256 MiB, none
 * older than 60 days (cards of towns renamed or removed, of other sites, of an
 * older card design). A card or kit the build uses always stays.
 */
const CARD_BOUNDS: CacheBounds = { bytes: 256 * 1024 ** 2, age: 60 * DAY };

/** Removes the cached cards past `bounds`; the build's own (`used`, file names) stay. */
export function pruneSocialCards(dir: string, used: ReadonlySet<string>, bounds: CacheBounds = CARD_BOUNDS): string[] {
  return pruneCache(dir, bounds, { entry: (name) => name.endsWith('.png') || name.endsWith('.kit'), inUse: used });
}

/** Cards written to the output and the cache at once. */
const WRITES_IN_FLIGHT = 8;

/** Draws the cards the cache did not hold into the output and the cache; returns how many. */
export async function drawSocialCards({ missing, kit }: Pick<RestoredCards, 'missing' | 'kit'>, progress?: CardProgress): Promise<number> {
  if (missing.length === 0) return 0;
  const drawFrom = await kit.load();
  progress?.drawing(missing.length);
  // drawing is synchronous and takes a few milliseconds; the writes of a few cards overlap it
  await inParallel(missing, WRITES_IN_FLIGHT, async ({ card, cached, target }) => {
    const png = drawCard(drawFrom, card.title, card.subtitle);
    await writeFileAtomic(cached, png);
    // into the output as a cached card is restored: linked, one copy on disk (written again if a concurrent build pruned it meanwhile)
    if (!restoreCard(cached, target)) await writeFile(target, png);
    progress?.drawn();
  });
  return missing.length;
}

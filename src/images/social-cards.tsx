// Social cards (og:image, 1200×630 PNG) drawn at build time without a browser:
// satori lays the card out to SVG, resvg rasterises it. One card per town and
// one for the Big Horn Basin, at the URLs src/routes/meta.ts socialImage names.
// Cached like photos, keyed by the card's text and the renderer versions.

import { hash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import path from 'node:path';
import { inParallel } from '../async/in-parallel.ts';
import type { Content } from '../content/types.ts';
import { linkOrCopy } from '../output/write.ts';
import { socialImage } from '../routes/meta.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** Bump when the card's design changes. */
const CARD_VERSION = 1;

export interface SocialCard {
  /** Root path of the PNG ("/images/social/cody.png"). */
  url: string;
  eyebrow: string;
  title: string;
  subtitle: string;
}

/** Every card the pages name: each town's and the site-wide Big Horn Basin card. */
export function socialCards(content: Content): SocialCard[] {
  const eyebrow = content.site.company.toUpperCase();
  return [
    ...content.towns.map((t) => ({
      url: socialImage(content, t.name),
      eyebrow,
      title: `${t.name}, Wyoming`,
      subtitle: `Plumbing, heating & HVAC · ${t.county} County`,
    })),
    { url: socialImage(content, 'big-horn-basin'), eyebrow, title: 'Big Horn Basin, Wyoming', subtitle: content.site.tagline },
  ];
}

/**
 * The font: Noto Sans (SIL Open Font License) as shipped in harfbuzzjs, which
 * satori itself depends on, so it is installed wherever satori is and pinned by
 * package-lock.json (no system font is read: the output is the same everywhere).
 */
function fontFile(): string {
  const satoriRequire = createRequire(createRequire(import.meta.url).resolve('satori'));
  return path.join(path.dirname(satoriRequire.resolve('harfbuzzjs')), 'test/fonts/noto/NotoSans-Regular.ttf');
}

function Card({ card }: { card: SocialCard }) {
  return (
    <div
      style={{
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        background: '#0b4f6c',
        color: '#fff',
        fontFamily: 'Noto Sans',
        padding: '70px 80px',
        position: 'relative',
      }}
    >
      <div style={{ fontSize: 30, letterSpacing: 2, color: '#ffd166' }}>{card.eyebrow}</div>
      <div style={{ fontSize: 84, lineHeight: 1.05, marginTop: 40 }}>{card.title}</div>
      <div style={{ fontSize: 36, color: '#dfe8ee', marginTop: 28, maxWidth: 1040 }}>{card.subtitle}</div>
      {/* biome-ignore lint/a11y/noSvgWithoutTitle: drawn into a PNG by satori, never in a page */}
      <svg style={{ position: 'absolute', left: 0, top: CARD_HEIGHT - 230 }} width={CARD_WIDTH} height={230} viewBox="0 0 1200 230">
        <path d="M0 230 L0 150 L160 60 L300 140 L450 30 L620 150 L780 70 L950 160 L1080 90 L1200 140 L1200 230 Z" fill="#083a50" />
        <path d="M0 230 L0 190 L220 130 L420 200 L640 120 L860 190 L1050 140 L1200 180 L1200 230 Z" fill="#0a2a3a" />
      </svg>
    </div>
  );
}

/** One card as PNG bytes. */
export async function renderSocialCard(card: SocialCard, font: Buffer): Promise<Buffer> {
  // Loaded on first use: a build whose cards are all cached never loads them (satori alone is a sizeable part of a start).
  const [{ default: satori }, { renderAsync }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const svg = await satori(<Card card={card} />, {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: [{ name: 'Noto Sans', data: font, weight: 400, style: 'normal' }],
  });
  // Rasterized off the main thread (resvg's async render runs on libuv's thread pool): about 4/5 of a card's time.
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return image.asPng();
}

/** Cards linked between turns of the event loop: about 10 ms of links. */
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
  const cards = socialCards(content).map((card) => {
    const key = hash('sha256', JSON.stringify({ CARD_VERSION, card })).slice(0, 24);
    return { card, key, file: card.url.replace(/^\/+/, '') };
  });
  const keys = new Map(cards.map((c) => [c.file, c.key]));
  const kept = new Set(cards.filter((c) => keep?.(c.file, c.key)).map((c) => c.file));
  // where a card comes from and goes, for those not kept (an edit keeps all but a few)
  const written = cards
    .filter((c) => !kept.has(c.file))
    .map((c) => ({ card: c.card, cached: path.join(dir, `${c.key}.png`), target: path.join(outDir, c.file) }));
  for (const folder of new Set([dir, ...written.map((c) => path.dirname(c.target))])) await mkdir(folder, { recursive: true });
  // Restoring is linking files (a card per town), tried without asking first whether
  // the cache has each; a few hundred at a time, so that a build's render workers get the pages they
  // finish written meanwhile (build/main-thread.ts restores the cards while they render).
  const missing: RestoredCards['missing'] = [];
  for (let i = 0; i < written.length; i += RESTORE_CHUNK) {
    if (i > 0) await nextTurn();
    for (const c of written.slice(i, i + RESTORE_CHUNK)) if (!restoreCard(c.cached, c.target)) missing.push(c);
  }
  return { reused: cards.length - missing.length, kept: [...kept], keys, missing };
}

/** Draws the cards the cache did not hold into the output and the cache; returns how many. */
export async function drawSocialCards(missing: RestoredCards['missing'], progress?: CardProgress): Promise<number> {
  if (missing.length === 0) return 0;
  const font = await readFile(fontFile());
  progress?.drawing(missing.length);
  // One card per core in flight: while resvg rasterizes cards on libuv's threads, satori lays out the next on this one.
  await inParallel(missing, availableParallelism(), async ({ card, cached, target }) => {
    const png = await renderSocialCard(card, font);
    await writeFile(target, png);
    await writeFile(`${cached}.tmp-${process.pid}`, png);
    await rename(`${cached}.tmp-${process.pid}`, cached);
    progress?.drawn();
  });
  return missing.length;
}

// Prepares the card kit (images/card-kit.ts) once per site: satori lays out
// and resvg rasterises the card without its town (images/card-design.ts) and
// two calibration cards that say where the design puts the title's and the
// subtitle's baselines; HarfBuzz gives each character's glyph, advance and
// outline, and the kerning of the character pairs the site's cards use;
// resvg rasterises each outline into a coverage mask. A palette of at most
// 256 colours holds the background's colours and the text colours blended
// over its main colours, so that every card is an 8-bit palette PNG.

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { HarfBuzz, HbFont } from 'harfbuzzjs';
import { CARD_FONT, CARD_HEIGHT, CARD_PADDING, CARD_SUBTITLE, CARD_TEXT_WIDTH, CARD_TITLE, CARD_WIDTH, cardTree } from './card-design.ts';
import { type CardKit, type Glyph, type GlyphSet, LEVELS, rowRuns } from './card-kit.ts';
import { deflateStart } from './palette-png.ts';

/** What the kit must be able to draw: the eyebrow, and every title and subtitle of the site's cards. */
export interface KitText {
  eyebrow: string;
  titles: readonly string[];
  subtitles: readonly string[];
}

type Rgb = [number, number, number];

const hex = (colour: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16)) as Rgb;

/** The card drawn by satori and resvg, RGBA. */
async function rasterCard(font: ArrayBuffer, eyebrow: string, title: string, subtitle: string): Promise<Uint8Array> {
  const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const options = { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: [{ ...CARD_FONT, data: font }] };
  const svg = await satori(cardTree({ url: '', eyebrow, title, subtitle }) as Parameters<typeof satori>[0], options);
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().pixels;
}

/** The baseline (y) of an "H" drawn in `colour` where `drawn` differs from `under`: its ink's top edge, anti-aliasing counted, plus the cap height. */
function baselineOfH(drawn: Uint8Array, under: Uint8Array, colour: Rgb, capHeight: number): number {
  const back = under[0]!;
  for (let y = 0; y < CARD_HEIGHT; y++) {
    let coverage = 0;
    for (let x = 0; x < CARD_WIDTH; x++) {
      const at = (y * CARD_WIDTH + x) * 4;
      if (drawn[at] !== under[at]) coverage = Math.max(coverage, (drawn[at]! - back) / (colour[0] - back));
    }
    if (coverage > 0) return Math.round(y + 1 - Math.min(coverage, 1) + capHeight);
  }
  throw new Error('the calibration card shows no text');
}

const distance = (a: Rgb, b: Rgb) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;
const mix = (over: Rgb, under: Rgb, level: number): Rgb => over.map((c, i) => Math.round(under[i]! + ((c - under[i]!) * level) / (LEVELS - 1))) as Rgb;

/** The palette: the background's main colours, the text colours over them at each level, then the background's other colours by frequency. */
function buildPalette(background: Uint8Array): Rgb[] {
  const counts = new Map<number, number>();
  for (let i = 0; i < background.length; i += 4) {
    const key = (background[i]! << 16) | (background[i + 1]! << 8) | background[i + 2]!;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const sorted = [...counts].sort((a, b) => b[1] - a[1]);
  const rgb = (key: number): Rgb => [key >> 16, (key >> 8) & 0xff, key & 0xff];
  // a colour covering a hundredth of the card is one a line of text may stand on (the sky, the two mountains)
  const main = sorted.filter(([, n]) => n > background.length / 4 / 100).map(([key]) => rgb(key));
  const byCount = sorted.map(([key]) => rgb(key));
  const palette: Rgb[] = [...main];
  for (const under of main) for (const text of [CARD_TITLE.color, CARD_SUBTITLE.color]) for (let l = 1; l < LEVELS; l++) palette.push(mix(hex(text), under, l));
  // the rest (the eyebrow's and the ridges' anti-aliasing): a colour not close to one already in, while there is room
  for (const colour of byCount) {
    if (palette.length === 256) break;
    if (palette.every((p) => distance(p, colour) > 12)) palette.push(colour);
  }
  return palette;
}

function nearest(palette: readonly Rgb[], colour: Rgb): number {
  let best = 0;
  for (let i = 1; i < palette.length; i++) if (distance(palette[i]!, colour) < distance(palette[best]!, colour)) best = i;
  return best;
}

/** The background as palette indices, and the rows equal to the row above. */
function indexBackground(palette: readonly Rgb[], background: Uint8Array): { pixels: Uint8Array; sameAsAbove: Uint8Array } {
  const pixels = new Uint8Array(CARD_WIDTH * CARD_HEIGHT);
  const known = new Map<number, number>();
  for (let i = 0; i < pixels.length; i++) {
    const rgb: Rgb = [background[i * 4]!, background[i * 4 + 1]!, background[i * 4 + 2]!];
    const key = (rgb[0] << 16) | (rgb[1] << 8) | rgb[2];
    let index = known.get(key);
    if (index === undefined) known.set(key, (index = nearest(palette, rgb)));
    pixels[i] = index;
  }
  const sameAsAbove = new Uint8Array(CARD_HEIGHT);
  for (let y = 1; y < CARD_HEIGHT; y++) {
    const row = pixels.subarray(y * CARD_WIDTH, (y + 1) * CARD_WIDTH);
    sameAsAbove[y] = row.every((v, x) => v === pixels[(y - 1) * CARD_WIDTH + x]) ? 1 : 0;
  }
  return { pixels, sameAsAbove };
}

/** blend[(p * 2 + c) * LEVELS + l]: the palette index nearest text colour c at level l over palette colour p. */
function blendTable(palette: readonly Rgb[]): Uint8Array {
  const table = new Uint8Array(256 * 2 * LEVELS);
  palette.forEach((under, p) => {
    [CARD_TITLE.color, CARD_SUBTITLE.color].forEach((text, c) => {
      for (let l = 0; l < LEVELS; l++) table[(p * 2 + c) * LEVELS + l] = l === 0 ? p : nearest(palette, mix(hex(text), under, l));
    });
  });
  return table;
}

/** HarfBuzz on the card's font. */
interface Shaper {
  font: HbFont;
  upem: number;
  shape(text: string): Array<{ g: number; ax: number }>;
}

async function shaper(font: ArrayBuffer): Promise<Shaper> {
  // a CommonJS module whose export is a promise: required, not imported (an import's interop would wrap it)
  const hb = await (createRequire(import.meta.url)('harfbuzzjs') as Promise<HarfBuzz>);
  const face = hb.createFace(hb.createBlob(font), 0);
  const hbFont = hb.createFont(face);
  return {
    font: hbFont,
    upem: face.upem,
    shape(text) {
      const buffer = hb.createBuffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      hb.shape(hbFont, buffer);
      const glyphs = buffer.json();
      buffer.destroy();
      return glyphs;
    },
  };
}

/** One glyph's coverage mask at `size` px, rasterised by resvg from its outline with the pen at a whole pixel. */
async function rasterGlyph(shaping: Shaper, glyph: number, advance: number, size: number): Promise<Glyph> {
  const { Resvg } = await import('@resvg/resvg-js');
  const scale = size / shaping.upem;
  const extents = shaping.font.glyphExtents(glyph);
  const outline = shaping.font.glyphToPath(glyph);
  if (!extents || extents.width === 0 || outline === '') return { advance, left: 0, top: 0, width: 0, height: 0, mask: new Uint8Array(0) };
  // a pixel of room on each side for the anti-aliasing
  const left = Math.floor(extents.xBearing * scale) - 1;
  const top = Math.floor(-extents.yBearing * scale) - 1;
  const width = Math.ceil((extents.xBearing + extents.width) * scale) + 1 - left;
  const height = Math.ceil(-(extents.yBearing + extents.height) * scale) + 1 - top;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path fill="#fff" transform="translate(${-left} ${-top}) scale(${scale} ${-scale})" d="${outline}"/></svg>`;
  const rgba = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().pixels;
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++) mask[i] = Math.round((rgba[i * 4 + 3]! * (LEVELS - 1)) / 255);
  return { advance, left, top, width, height, mask };
}

/** The glyphs of every character in `texts` at `size`, and the kerning of every pair they hold. */
async function glyphSet(shaping: Shaper, texts: readonly string[], size: number, place: Pick<GlyphSet, 'baseline' | 'lineStep' | 'colour'>): Promise<GlyphSet> {
  const scale = size / shaping.upem;
  const glyphs = new Map<string, Glyph>();
  const pairs = new Set<string>();
  for (const text of texts) {
    const chars = [...text];
    chars.forEach((ch, i) => {
      glyphs.set(ch, undefined as unknown as Glyph);
      if (i > 0) pairs.add(chars[i - 1]! + ch);
    });
  }
  for (const ch of glyphs.keys()) {
    const [shaped] = shaping.shape(ch);
    // a character the font lacks is drawn as the missing-glyph box: one mask for all, so the kit stays within the font's size
    if (!shaped || shaped.g === 0) glyphs.delete(ch);
    else glyphs.set(ch, await rasterGlyph(shaping, shaped.g, shaped.ax * scale, size));
  }
  const kerning = new Map<string, number>();
  for (const pair of pairs) {
    const shaped = shaping.shape(pair);
    const [first] = [...pair];
    // a pair shaped into one glyph (a ligature) is drawn as its two characters, unkerned
    if (shaped.length !== 2 || !glyphs.has(first!)) continue;
    const kern = Math.round((shaped[0]!.ax * scale - glyphs.get(first!)!.advance) * 100) / 100;
    if (kern !== 0) kerning.set(pair, kern);
  }
  const missing = await rasterGlyph(shaping, 0, size / 2, size);
  return { glyphs, missing, kerning, ...place };
}

/**
 * The font: Noto Sans (SIL Open Font License) as shipped in harfbuzzjs, which
 * satori itself depends on, so it is installed wherever satori is and pinned by
 * package-lock.json (no system font is read: the output is the same everywhere).
 */
export function cardFontFile(): string {
  return path.join(path.dirname(createRequire(import.meta.url).resolve('harfbuzzjs')), 'test/fonts/noto/NotoSans-Regular.ttf');
}

/** The kit for a site's cards: every text they hold, in the card's font. */
export async function prepareCardKit(text: KitText): Promise<CardKit> {
  const bytes = await readFile(cardFontFile());
  const font = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const shaping = await shaper(font);
  const [background, withTitle, withBoth] = await Promise.all([
    rasterCard(font, text.eyebrow, '', ''),
    rasterCard(font, text.eyebrow, 'H', ''),
    rasterCard(font, text.eyebrow, 'H', 'H'),
  ]);
  const capHeight = shaping.font.glyphExtents(shaping.shape('H')[0]!.g)!.yBearing / shaping.upem;
  const titleBaseline = baselineOfH(withTitle, background, hex(CARD_TITLE.color), capHeight * CARD_TITLE.size);
  const subtitleBaseline = baselineOfH(withBoth, withTitle, hex(CARD_SUBTITLE.color), capHeight * CARD_SUBTITLE.size);
  const { ascender, descender, lineGap } = shaping.font.hExtents();
  const palette = buildPalette(background);
  const { pixels, sameAsAbove } = indexBackground(palette, background);
  const paletteBytes = new Uint8Array(768);
  paletteBytes.set(palette.flat());
  const title = await glyphSet(shaping, text.titles, CARD_TITLE.size, {
    baseline: titleBaseline,
    lineStep: CARD_TITLE.size * CARD_TITLE.lineHeight,
    colour: 0,
  });
  const subtitle = await glyphSet(shaping, text.subtitles, CARD_SUBTITLE.size, {
    baseline: subtitleBaseline,
    // satori's "normal" line height: the font's ascender, descender and line gap
    lineStep: ((ascender - descender + lineGap) / shaping.upem) * CARD_SUBTITLE.size,
    colour: 1,
  });
  // the rows above the highest glyph of the title's first line are the same on every card
  const textTop = titleBaseline + Math.min(title.missing.top, ...[...title.glyphs.values()].map((g) => g.top));
  const image = { width: CARD_WIDTH, height: CARD_HEIGHT, palette: paletteBytes, pixels, sameAsAbove };
  return {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    left: CARD_PADDING.x,
    textWidth: CARD_TEXT_WIDTH,
    palette: paletteBytes,
    background: pixels,
    runs: rowRuns(pixels, CARD_WIDTH, CARD_HEIGHT),
    sameAsAbove,
    blend: blendTable(palette),
    title,
    subtitle,
    prefix: deflateStart(image, Math.max(0, textTop)),
  };
}

// The card kit: what a town's social card is drawn from without a layout
// engine or a rasteriser. The build prepares it once per site with satori and
// resvg (images/card-kit-prepare.ts): the card without its town (background,
// mountains, eyebrow) as palette indices, and a glyph atlas of the characters
// the site's card titles and subtitles use, at their two sizes. The kit is one
// binary file: a JSON header (metrics, kerning, where each glyph's mask lies)
// then the pixels. No Node imports: the site's Worker reads it too.

import type { DeflateStart } from './palette-png.ts';

/** One character at one size: its advance and its coverage mask, placed against the pen and the baseline. */
export interface Glyph {
  /** px, fractional. */
  advance: number;
  /** The mask's offset from the pen (x) and from the baseline (y, downwards), in whole px. */
  left: number;
  top: number;
  width: number;
  height: number;
  /** Coverage levels 0…LEVELS-1, a row after another. */
  mask: Uint8Array;
}

/** The characters of one text style (title or subtitle) at its size. */
export interface GlyphSet {
  glyphs: Map<string, Glyph>;
  /** Drawn for a character not in `glyphs`: the font's missing-glyph box. */
  missing: Glyph;
  /** Extra advance (px) between two characters, by the pair ("Wy"). */
  kerning: Map<string, number>;
  /** y of the first line's baseline (for the subtitle: under a one-line title). */
  baseline: number;
  /** px between baselines. */
  lineStep: number;
  /** Which text colour of the palette's table: 0 title, 1 subtitle. */
  colour: number;
}

export interface CardKit {
  width: number;
  height: number;
  /** x where lines start, and the width they wrap within. */
  left: number;
  textWidth: number;
  /** RGB triples. */
  palette: Uint8Array;
  /** The card without its town, as palette indices, and as runs within rows. */
  background: Uint8Array;
  runs: RowRuns;
  /** Rows of the background equal to the row above (1). */
  sameAsAbove: Uint8Array;
  /** The palette index of text colour c at coverage level l over palette index p: blend[(p * 2 + c) * LEVELS + l]. */
  blend: Uint8Array;
  title: GlyphSet;
  subtitle: GlyphSet;
  /** The PNG stream of the rows above any text, encoded once: a card's encoding starts there. */
  prefix: DeflateStart;
}

/** An image as runs of one index, none across a row's end. */
export interface RowRuns {
  values: Uint8Array;
  lengths: Uint16Array;
  /** Each row's first run, and one past the last row's last. */
  start: Uint32Array;
}

/** Coverage levels of a glyph pixel (0: none). */
export const LEVELS = 16;

const MAGIC = 0x4b445243; // "CRDK", little-endian
/** Bump when the file's layout changes: a kit of another format is not read. */
const FORMAT = 1;
/** Magic, format, the JSON header's length. */
const HEAD = 12;

type GlyphEntry = [advance: number, left: number, top: number, width: number, height: number, offset: number];

interface GlyphSetHeader {
  glyphs: Record<string, GlyphEntry>;
  missing: GlyphEntry;
  kerning: Record<string, number>;
  baseline: number;
  lineStep: number;
  colour: number;
}

interface KitHeader {
  width: number;
  height: number;
  left: number;
  textWidth: number;
  /** The background as runs within rows: `runs` values then as many u16 lengths. */
  runs: number;
  title: GlyphSetHeader;
  subtitle: GlyphSetHeader;
  /** The prefix's state; its bytes follow the glyph masks. */
  prefix: Omit<DeflateStart, 'bytes'> & { offset: number; length: number };
}

/** Binary layout after the header: palette (768), blend table, same-as-above flags, run values, run lengths (u16, aligned), glyph masks, prefix. */
function sections(header: KitHeader) {
  const palette = 0;
  const blend = palette + 768;
  const same = blend + 256 * 2 * LEVELS;
  const values = same + header.height;
  const lengths = align(values + header.runs, 2);
  const masks = lengths + 2 * header.runs;
  return { palette, blend, same, values, lengths, masks };
}

const align = (n: number, to: number) => Math.ceil(n / to) * to;

/** The kit as one file. */
export function encodeCardKit(kit: CardKit): Uint8Array {
  const { values, lengths } = kit.runs;
  const masks: Uint8Array[] = [];
  let maskBytes = 0;
  const entry = (glyph: Glyph): GlyphEntry => {
    masks.push(glyph.mask);
    maskBytes += glyph.mask.length;
    return [glyph.advance, glyph.left, glyph.top, glyph.width, glyph.height, maskBytes - glyph.mask.length];
  };
  const set = (s: GlyphSet): GlyphSetHeader => ({
    glyphs: Object.fromEntries([...s.glyphs].map(([ch, glyph]) => [ch, entry(glyph)])),
    missing: entry(s.missing),
    kerning: Object.fromEntries(s.kerning),
    baseline: s.baseline,
    lineStep: s.lineStep,
    colour: s.colour,
  });
  const title = set(kit.title);
  const subtitle = set(kit.subtitle);
  const { bytes: prefixBytes, ...prefix } = kit.prefix;
  const header: KitHeader = {
    width: kit.width,
    height: kit.height,
    left: kit.left,
    textWidth: kit.textWidth,
    runs: values.length,
    title,
    subtitle,
    prefix: { ...prefix, offset: maskBytes, length: prefixBytes.length },
  };
  const json = new TextEncoder().encode(JSON.stringify(header));
  const start = align(HEAD + json.length, 4);
  const at = sections(header);
  const file = new Uint8Array(start + at.masks + maskBytes + prefixBytes.length);
  const view = new DataView(file.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, FORMAT, true);
  view.setUint32(8, json.length, true);
  file.set(json, HEAD);
  file.set(kit.palette, start + at.palette);
  file.set(kit.blend, start + at.blend);
  file.set(kit.sameAsAbove, start + at.same);
  file.set(values, start + at.values);
  new Uint16Array(file.buffer, start + at.lengths, lengths.length).set(lengths);
  let offset = start + at.masks;
  for (const mask of masks) {
    file.set(mask, offset);
    offset += mask.length;
  }
  file.set(prefixBytes, offset);
  return file;
}

/** `pixels` (width × height) as runs. */
export function rowRuns(pixels: Uint8Array, width: number, height: number): RowRuns {
  const values: number[] = [];
  const lengths: number[] = [];
  const start = new Uint32Array(height + 1);
  for (let y = 0; y < height; y++) {
    start[y] = values.length;
    const row = pixels.subarray(y * width, (y + 1) * width);
    for (let x = 0; x < width; ) {
      let end = x + 1;
      while (end < width && row[end] === row[x]) end++;
      values.push(row[x]!);
      lengths.push(end - x);
      x = end;
    }
  }
  start[height] = values.length;
  return { values: Uint8Array.from(values), lengths: Uint16Array.from(lengths), start };
}

/** Reads a kit file (encodeCardKit); throws on anything else. */
export function decodeCardKit(input: Uint8Array): CardKit {
  // the u16 section is read in place: the bytes must start on an aligned address
  const file = input.byteOffset % 4 === 0 ? input : input.slice();
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  if (file.length < HEAD || view.getUint32(0, true) !== MAGIC || view.getUint32(4, true) !== FORMAT) throw new Error('not a card kit of this format');
  const jsonLength = view.getUint32(8, true);
  const header = JSON.parse(new TextDecoder().decode(file.subarray(HEAD, HEAD + jsonLength))) as KitHeader;
  const base = file.byteOffset + align(HEAD + jsonLength, 4);
  const at = sections(header);
  const bytes = (offset: number, length: number) => new Uint8Array(file.buffer, base + offset, length);
  const background = new Uint8Array(header.width * header.height);
  const values = bytes(at.values, header.runs);
  const lengths = new Uint16Array(file.buffer, base + at.lengths, header.runs);
  const start = new Uint32Array(header.height + 1);
  for (let i = 0, x = 0; i < header.runs; i++) {
    if (x % header.width === 0) start[x / header.width] = i;
    background.fill(values[i]!, x, x + lengths[i]!);
    x += lengths[i]!;
  }
  start[header.height] = header.runs;
  const glyph = ([advance, left, top, width, height, offset]: GlyphEntry): Glyph => ({
    advance,
    left,
    top,
    width,
    height,
    mask: bytes(at.masks + offset, width * height),
  });
  const set = (s: GlyphSetHeader): GlyphSet => ({
    glyphs: new Map(Object.entries(s.glyphs).map(([ch, entry]) => [ch, glyph(entry)])),
    missing: glyph(s.missing),
    kerning: new Map(Object.entries(s.kerning)),
    baseline: s.baseline,
    lineStep: s.lineStep,
    colour: s.colour,
  });
  return {
    width: header.width,
    height: header.height,
    left: header.left,
    textWidth: header.textWidth,
    palette: bytes(at.palette, 768),
    background,
    runs: { values, lengths, start },
    sameAsAbove: bytes(at.same, header.height),
    blend: bytes(at.blend, 256 * 2 * LEVELS),
    title: set(header.title),
    subtitle: set(header.subtitle),
    prefix: { ...header.prefix, bytes: bytes(at.masks + header.prefix.offset, header.prefix.length) },
  };
}

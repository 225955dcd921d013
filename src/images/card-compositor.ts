// Draws a social card from the card kit (images/card-kit.ts): the title and
// subtitle laid out as the design lays them out (images/card-design.ts: the
// title wraps within the text width at its line height, the subtitle starts
// under the title's last line), their glyph masks blended onto the
// background through the palette's blend table, encoded as a palette PNG. A
// few milliseconds a card, no Node imports: the build and the site's Worker
// draw every town card with it.

import { type CardKit, type Glyph, type GlyphSet, LEVELS } from './card-kit.ts';
import { encodePalettePng } from './palette-png.ts';

function glyphOf(set: GlyphSet, ch: string): Glyph {
  return set.glyphs.get(ch) ?? set.missing;
}

/** The width of `text` in px: advances and kerning. */
function measure(set: GlyphSet, text: string): number {
  let width = 0;
  let previous = '';
  for (const ch of text) {
    width += (set.kerning.get(previous + ch) ?? 0) + glyphOf(set, ch).advance;
    previous = ch;
  }
  return width;
}

/** `text` in lines no wider than `width`: broken after a space or a hyphen; a word wider than a line keeps a line of its own. */
export function wrapLines(set: GlyphSet, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/(?<=[ -])/)) {
    if (line !== '' && measure(set, (line + word).trimEnd()) > width) {
      lines.push(line.trimEnd());
      line = '';
    }
    line += word;
  }
  lines.push(line.trimEnd());
  return lines;
}

interface Canvas {
  kit: CardKit;
  pixels: Uint8Array;
  sameAsAbove: Uint8Array;
  /** Each row's columns [from, to) a glyph may have changed (the encoder reads only those). */
  from: Uint16Array;
  to: Uint16Array;
}

/** One glyph's mask blended onto the canvas with its top-left at (x, y), clipped to the card. */
function blit(canvas: Canvas, glyph: Glyph, colour: number, x: number, y: number): void {
  const { kit, sameAsAbove, from, to } = canvas;
  const { width, height } = kit;
  const { mask } = glyph;
  const left = Math.max(x, 0);
  const right = Math.min(x + glyph.width, width);
  if (left >= right) return;
  for (let row = Math.max(0, -y); row < glyph.height && y + row < height; row++) {
    const py = y + row;
    // this row and the one below no longer repeat the row above
    sameAsAbove[py] = 0;
    if (py + 1 < height) sameAsAbove[py + 1] = 0;
    if (left < from[py]!) from[py] = left;
    if (right > to[py]!) to[py] = right;
    blendRow(canvas, mask, row * glyph.width + (left - x), colour, py * width + left, py * width + right);
  }
}

/** One row of a mask, from its index m, blended onto the pixels [at, end). A function of its own: called for every glyph row, the JIT compiles it after a few. */
function blendRow({ kit, pixels }: Canvas, mask: Uint8Array, m: number, colour: number, at: number, end: number): void {
  const { background, blend } = kit;
  for (; at < end; at++, m++) {
    const level = mask[m]!;
    if (level !== 0) pixels[at] = blend[(background[at]! * 2 + colour) * LEVELS + level]!;
  }
}

/** One line at its baseline, from the kit's left edge. */
function drawLine(canvas: Canvas, set: GlyphSet, line: string, baseline: number): void {
  let pen = canvas.kit.left;
  let previous = '';
  for (const ch of line) {
    pen += set.kerning.get(previous + ch) ?? 0;
    const glyph = glyphOf(set, ch);
    if (glyph.width > 0) blit(canvas, glyph, set.colour, Math.round(pen) + glyph.left, baseline + glyph.top);
    pen += glyph.advance;
    previous = ch;
  }
}

/**
 * The canvas is kept between cards (a card is drawn and encoded before the
 * next starts): allocating its pixels afresh for each card has the garbage
 * collector run every few cards, a cost a cold isolate pays.
 */
let kept: Canvas | undefined;

function canvasFor(kit: CardKit): Canvas {
  if (!kept || kept.pixels.length !== kit.background.length || kept.sameAsAbove.length !== kit.height) {
    kept = {
      kit,
      pixels: new Uint8Array(kit.background.length),
      sameAsAbove: new Uint8Array(kit.height),
      from: new Uint16Array(kit.height),
      to: new Uint16Array(kit.height),
    };
  }
  kept.kit = kit;
  kept.pixels.set(kit.background);
  kept.sameAsAbove.set(kit.sameAsAbove);
  kept.from.fill(kit.width);
  kept.to.fill(0);
  return kept;
}

/** The card's pixels: the background with the title and subtitle drawn on it (valid until the next card is composed). */
export function composeCard(kit: CardKit, title: string, subtitle: string): Canvas {
  const canvas = canvasFor(kit);
  const titleLines = wrapLines(kit.title, title, kit.textWidth);
  titleLines.forEach((line, i) => drawLine(canvas, kit.title, line, kit.title.baseline + Math.round(i * kit.title.lineStep)));
  const below = Math.round((titleLines.length - 1) * kit.title.lineStep);
  wrapLines(kit.subtitle, subtitle, kit.textWidth).forEach((line, i) =>
    drawLine(canvas, kit.subtitle, line, kit.subtitle.baseline + below + Math.round(i * kit.subtitle.lineStep)),
  );
  return canvas;
}

/** The card as PNG bytes. */
export function drawCard(kit: CardKit, title: string, subtitle: string): Uint8Array {
  const { pixels, sameAsAbove, from, to } = composeCard(kit, title, subtitle);
  // the kit's encoded first rows, unless a glyph reaches into them
  const untouched = from.subarray(0, kit.prefix.rows).every((x, y) => x >= to[y]!);
  return encodePalettePng({
    width: kit.width,
    height: kit.height,
    palette: kit.palette,
    pixels,
    sameAsAbove,
    base: { ...kit.runs, from, to },
    ...(untouched && { start: kit.prefix }),
  });
}

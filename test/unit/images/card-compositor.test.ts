// The card compositor draws a card from the kit (background, glyph atlas,
// palette) as the design lays it out, and the kit survives its file.

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CARD_BACKGROUND, CARD_HEIGHT, CARD_WIDTH } from '../../../src/images/card-design.ts';
import { composeCard, drawCard, wrapLines } from '../../../src/images/card-compositor.ts';
import { decodeCardKit, encodeCardKit } from '../../../src/images/card-kit.ts';
import { prepareCardKit } from '../../../src/images/card-kit-prepare.ts';
import { encodePalettePng } from '../../../src/images/palette-png.ts';
import { KIT_TEXT, testKit } from '../helpers/card-kit.ts';

/** The rows holding a pixel of exactly this colour. */
async function rowsOf(png: Uint8Array, colour: string): Promise<number[]> {
  const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16));
  const rows = new Set<number>();
  for (let i = 0; i < data.length; i += 3) if (data[i] === r && data[i + 1] === g && data[i + 2] === b) rows.add(Math.floor(i / 3 / CARD_WIDTH));
  return [...rows].sort((x, y) => x - y);
}

describe('card compositor', () => {
  it('draws a 1200×630 palette PNG: the background colour, the title in white and the subtitle in its colour', async () => {
    const kit = await testKit();
    const png = drawCard(kit, 'Cody, Wyoming', 'Park County');
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height, meta.channels]).toEqual(['png', CARD_WIDTH, CARD_HEIGHT, 3]);
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(`#${data.subarray(0, 3).toString('hex')}`).toBe(CARD_BACKGROUND);
    const white = await rowsOf(png, '#ffffff');
    const subtitle = await rowsOf(png, '#dfe8ee');
    // one title line of 84px type, then the subtitle below it, both above the mountains
    expect(white.length).toBeGreaterThan(50);
    expect(white.at(-1)! - white[0]!).toBeLessThan(84);
    expect(subtitle[0]!).toBeGreaterThan(white.at(-1)!);
    expect(subtitle.at(-1)!).toBeLessThan(CARD_HEIGHT - 230);
  });

  it('wraps a long title within the text width and moves the subtitle under its last line', async () => {
    const kit = await testKit();
    const long = 'Fort Washakie Crossing Junction, Wyoming';
    const lines = wrapLines(kit.title, long, kit.textWidth);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(long);
    const short = await rowsOf(drawCard(kit, 'Cody, Wyoming', 'Park County'), '#dfe8ee');
    const wrapped = await rowsOf(drawCard(kit, long, 'Park County'), '#dfe8ee');
    expect(wrapped[0]! - short[0]!).toBe(Math.round((lines.length - 1) * kit.title.lineStep));
    // every glyph stays within the card's padding
    const { to } = composeCard(kit, long, 'Park County');
    expect(Math.max(...to)).toBeLessThanOrEqual(kit.left + kit.textWidth + 10);
  });

  it("encodes the same pixels from the kit's encoded first rows as from the rows themselves", async () => {
    const kit = await testKit();
    expect(kit.prefix.rows).toBeGreaterThan(100); // the eyebrow's rows and those above the title
    const card = await sharp(drawCard(kit, 'Ten Sleep, Wyoming', 'Park County'))
      .raw()
      .toBuffer();
    const { pixels } = composeCard(kit, 'Ten Sleep, Wyoming', 'Park County');
    const whole = encodePalettePng({ width: kit.width, height: kit.height, palette: kit.palette, pixels });
    expect(card).toEqual(await sharp(whole).raw().toBuffer());
  });

  it('draws the same pixels from the kit read back from its file, an accented letter included', async () => {
    const kit = await testKit();
    expect(kit.title.glyphs.has('É')).toBe(true);
    const again = decodeCardKit(encodeCardKit(kit));
    expect(drawCard(again, KIT_TEXT.titles[3]!, KIT_TEXT.subtitles[1]!)).toEqual(drawCard(kit, KIT_TEXT.titles[3]!, KIT_TEXT.subtitles[1]!));
    expect(() => decodeCardKit(new Uint8Array(64))).toThrow(/not a card kit/);
  });

  it('draws a character the font lacks as its missing-glyph box, without a mask of its own in the kit', async () => {
    const kit = await prepareCardKit({ eyebrow: 'X', titles: ['東京, Wyoming'], subtitles: ['Park County'] });
    expect([kit.title.glyphs.has('東'), kit.title.glyphs.has('京'), kit.title.glyphs.has('W')]).toEqual([false, false, true]);
    expect((await rowsOf(drawCard(kit, '東京, Wyoming', 'Park County'), '#ffffff')).length).toBeGreaterThan(50);
  });
});

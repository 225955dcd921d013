// The palette PNG encoder the card compositor uses: what it writes decodes
// (sharp, libpng's reader) to exactly the pixels given, whatever the rows
// repeat and whichever parts the caller gives as runs.

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { rowRuns } from '../../../src/images/card-kit.ts';
import { encodePalettePng } from '../../../src/images/palette-png.ts';

const width = 300;
const height = 120;
const palette = new Uint8Array(768).map((_, i) => (i * 37) % 256);

/** A deterministic image: flat bands, long runs, repeated rows and noise. */
function image(): Uint8Array {
  const pixels = new Uint8Array(width * height);
  let seed = 7;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      pixels[y * width + x] = y < 20 ? 3 : y < 40 ? (x < 150 ? 200 : 4) : y < 80 ? seed >>> 24 : (x >> 3) % 7;
    }
  return pixels;
}

async function decoded(png: Uint8Array): Promise<Buffer> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height, info.channels]).toEqual([width, height, 3]);
  return data;
}

function rgb(pixels: Uint8Array): Buffer {
  return Buffer.from(Array.from(pixels).flatMap((p) => [palette[p * 3]!, palette[p * 3 + 1]!, palette[p * 3 + 2]!]));
}

describe('palette PNG', () => {
  it('decodes to the pixels it was given, as an 8-bit palette image', async () => {
    const pixels = image();
    const png = encodePalettePng({ width, height, palette, pixels });
    expect(await decoded(png)).toEqual(rgb(pixels));
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.isPalette, meta.bitsPerSample]).toEqual(['png', true, 8]);
  });

  it('encodes repeated rows and a base given as runs outside windows to the same pixels', async () => {
    const base = image();
    const pixels = base.slice();
    // a window of change on rows 50…59, columns 100…199
    const from = new Uint16Array(height).fill(width);
    const to = new Uint16Array(height);
    for (let y = 50; y < 60; y++) {
      for (let x = 100; x < 200; x++) pixels[y * width + x] = 9;
      from[y] = 100;
      to[y] = 200;
    }
    const sameAsAbove = new Uint8Array(height);
    for (let y = 1; y < 20; y++) sameAsAbove[y] = 1;
    for (let y = 21; y < 40; y++) sameAsAbove[y] = 1;
    const png = encodePalettePng({ width, height, palette, pixels, sameAsAbove, base: { ...rowRuns(base, width, height), from, to } });
    expect(await decoded(png)).toEqual(rgb(pixels));
  });
});

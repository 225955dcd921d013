// Damaged photos as a class: cut short (JPEG, PNG, WebP), random bytes under
// each raster extension, an iPhone's HEIC, a PNG named .jpg, a photo over the pixel limit. Each
// is said in words with what to do; one the content names is an error at the
// YAML line that names it and never reaches the output; one no page shows is
// a warning. The fixtures are made here with sharp (no binaries in the repository).

import { randomBytes } from 'node:crypto';
import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { inspectImage, inspectImages } from '../../../src/images/damage.ts';
import { copyOfData, editFile, runCli, snapshotFolder } from '../helpers/cli.ts';
import { scratchDir } from '../helpers/scratch.ts';

/** A photo-like picture (a gradient with detail), so every format spreads its data over the file. */
function picture(width = 1200, height = 900) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#c33"/><stop offset="1" stop-color="#33c"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#3c3"/></svg>`;
  return sharp(Buffer.from(svg));
}

const half = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length / 2));

let dir: string;
const file = async (name: string, bytes: Buffer) => {
  const at = path.join(dir, name);
  await writeFile(at, bytes);
  return at;
};

beforeAll(async () => {
  dir = await scratchDir('site-photos');
});

describe('a damaged photo, in words', () => {
  it.each([
    ['JPEG', 'jpg', () => picture().jpeg().toBuffer()],
    ['PNG', 'png', () => picture().png().toBuffer()],
    ['WebP', 'webp', () => picture().webp().toBuffer()],
  ])('a %s cut to half its length ends before its data is complete', async (_, extension, make) => {
    const whole = await make();
    expect(await inspectImage(await file(`whole.${extension}`, whole))).toEqual({ ok: true, width: 1200 });
    const cut = await inspectImage(await file(`cut.${extension}`, half(whole)));
    expect(cut).toEqual({ ok: false, problem: expect.stringMatching(/^ends before its image data is complete .*; copy it again from the phone or camera$/) });
  });

  it.each(['jpg', 'jpeg', 'png', 'webp', 'avif', 'heic', 'tif'])('random bytes named .%s are no image', async (extension) => {
    const inspection = await inspectImage(await file(`random.${extension}`, randomBytes(4096)));
    expect(inspection).toEqual({ ok: false, problem: expect.stringMatching(/^is not an image the build can read: .* export it again as JPEG$/) });
  });

  it.each([
    ['an iPhone HEIC', 'heic', 'heic', ['mif1', 'heic']],
    ['a HEIC named .jpg', 'jpg', 'heic', ['mif1', 'heic']],
    ['a burst HEIC', 'heic', 'hevc', ['msf1', 'hevc']],
    ['a generic HEIF of HEVC', 'heif', 'mif1', ['mif1', 'heic', 'miaf']],
  ])('%s (a ftyp box, its brands) is told to be sent again as a JPEG', async (_, extension, brand, compatible) => {
    // sharp here reads no HEVC: the box a HEIC starts with, then bytes of no image
    const ftyp = Buffer.alloc(16 + compatible.length * 4);
    ftyp.writeUInt32BE(ftyp.length, 0);
    ftyp.write(`ftyp${brand}`, 4, 'latin1');
    compatible.forEach((name, i) => ftyp.write(name, 16 + i * 4, 'latin1'));
    const inspection = await inspectImage(await file(`iphone-${brand}.${extension}`, Buffer.concat([ftyp, randomBytes(4096)])));
    expect(inspection).toEqual({
      ok: false,
      problem: expect.stringMatching(/^is an iPhone HEIC photo, .* send it again as a JPEG \(on the iPhone, share the photo/),
    });
  });

  it('an AVIF, HEIF too, is not taken for a HEIC', async () => {
    const inspection = await inspectImage(await file('photo.avif', await picture(240, 180).avif().toBuffer()));
    expect(inspection).toEqual({ ok: true, width: 240 });
  });

  it('a PNG named .jpg is told to be renamed', async () => {
    const inspection = await inspectImage(await file('png.jpg', await picture().png().toBuffer()));
    expect(inspection).toEqual({ ok: false, problem: 'is a PNG image named .jpg; rename the file to .png and change its name here to match' });
  });

  it('a photo over the pixel limit says so in numbers', async () => {
    const inspection = await inspectImage(await file('big.jpg', await picture().jpeg().toBuffer()), 1_000_000);
    expect(inspection).toEqual({
      ok: false,
      problem: expect.stringMatching(/^is 1,200 × 900 pixels \(1 megapixels\), more than the 1 megapixels the build will decode; scale it down/),
    });
  });
});

describe('photos that decoded whole before', () => {
  it('are not decoded again while unchanged (size and time), and are once they change', async () => {
    const cacheDir = await scratchDir('site-image-cache');
    const whole = await picture().jpeg().toBuffer();
    const photo = await file('recorded.jpg', whole);
    const then = new Date('2026-01-15T12:00:00Z');
    await utimes(photo, then, then);
    expect(await inspectImages([photo], { cacheDir })).toEqual(new Map([[photo, { ok: true, width: 1200 }]]));
    // other bytes of the same length with the same time: taken as unchanged, so the record answers
    await writeFile(photo, randomBytes(whole.length));
    await utimes(photo, then, then);
    expect((await inspectImages([photo], { cacheDir })).get(photo)).toEqual({ ok: true, width: 1200 });
    // cut short: another size, so it is decoded again
    await writeFile(photo, half(whole));
    expect((await inspectImages([photo], { cacheDir })).get(photo)).toMatchObject({ ok: false });
  });
});

describe('site build with a damaged photo', () => {
  it('refuses one the content names at its YAML line, publishes nothing, and only warns about one no page shows', async () => {
    const data = await copyOfData();
    const whole = await picture(2000, 1500).jpeg().toBuffer();
    await writeFile(path.join(data, 'images/gallery/cut.jpg'), half(whole));
    await writeFile(path.join(data, 'images/gallery/unshown.jpg'), half(whole));
    await editFile(path.join(data, 'gallery.yaml'), (t) =>
      t.replace('image: /images/gallery/tankless-water-heater-cody.svg', 'image: /images/gallery/cut.jpg\n  alt: A tankless heater'),
    );
    const out = path.join(await scratchDir('site-out'), 'dist');
    const good = await copyOfData();
    await writeFile(path.join(good, 'images/gallery/unshown.jpg'), half(whole));
    const built = await runCli('build', '--data', good, '--out', out, '--date', '2026-01-15');
    expect(built.code).toBe(0);
    expect(built.stderr).toMatch(
      /warning W-IMAGE-DAMAGED: photo \S*unshown\.jpg ends before its image data is complete .*\(no page shows it, so it is not published\)/,
    );
    const before = await snapshotFolder(out);
    expect(Object.keys(before).filter((name) => name.includes('unshown'))).toEqual([]);

    const result = await runCli('build', '--data', data, '--out', out, '--date', '2026-01-15');

    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /gallery\.yaml:7:10: error E-IMAGE-DAMAGED: photo "\/images\/gallery\/cut\.jpg" ends before its image data is complete \(an interrupted copy or download\); copy it again from the phone or camera/,
    );
    expect(await snapshotFolder(out)).toEqual(before);
  }, 120_000);
});

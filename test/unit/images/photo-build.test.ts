// A phone photo (4000×3000, EXIF orientation 6, GPS,
// serial, owner, XMP) as a gallery image comes out as AVIF, WebP and JPEG
// variants, rotated, never enlarged, with no metadata; the gallery markup is a
// responsive <picture>; a second build processes nothing.

import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../src/build/pipeline.ts';
import type { BuildSummary } from '../../../src/build/types.ts';
import { makePhoto } from '../../fixtures/photos/make-photo.ts';
import { copyOfData, editFile } from '../helpers/cli.ts';
import { siteTemplates } from '../../../templates/index.ts';
import { scratchDir } from '../helpers/scratch.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const PHOTO = '/images/gallery/backflow-photo.jpg';

describe('a phone photo in the gallery', () => {
  let data: string;
  let out: string;
  let cacheDir: string;
  let first: BuildSummary;
  let variants: string[];

  const build = () => buildSite({ root, dataDir: data, outDir: out, date: '2026-01-15', imageCacheDir: cacheDir, templates: siteTemplates });

  beforeAll(async () => {
    data = await copyOfData();
    const scratch = await scratchDir('site-photo');
    out = path.join(scratch, 'dist');
    cacheDir = path.join(scratch, 'cache');
    await makePhoto(path.join(data, PHOTO));
    // the last project (below the fold on /gallery) gets the photo
    await editFile(path.join(data, 'gallery.yaml'), (t) =>
      t.replace('image: /images/gallery/backflow-repair-powell.svg', `image: ${PHOTO}\n  alt: New backflow preventer on a copper riser`),
    );
    first = await build();
    variants = (await readdir(path.join(out, 'img'))).filter((f) => f.startsWith('gallery-backflow-photo-'));
  }, 240_000);

  it('emits AVIF, WebP and JPEG variants, none wider than the rotated source', async () => {
    expect(first.images).toEqual({ processed: 1, reused: 0 });
    expect(new Set(variants.map((f) => path.extname(f)))).toEqual(new Set(['.avif', '.webp', '.jpg']));
    for (const file of variants) {
      const meta = await sharp(path.join(out, 'img', file)).metadata();
      expect(meta.width).toBeLessThanOrEqual(3000);
      expect(meta.height / meta.width).toBeCloseTo(4 / 3, 2); // portrait: orientation 6 applied
    }
  });

  it('strips EXIF, GPS, XMP and every other metadata block, and does not publish the original', async () => {
    for (const file of variants) {
      const meta = await sharp(path.join(out, 'img', file)).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.xmp, file).toBeUndefined();
      expect(meta.iptc, file).toBeUndefined();
      expect(meta.orientation ?? 1, file).toBe(1);
      const bytes = (await readFile(path.join(out, 'img', file))).toString('latin1');
      expect(bytes).not.toMatch(/SN-0123456789|Pat Example|ExamplePhone/);
    }
    expect(existsSync(path.join(out, PHOTO))).toBe(false);
  });

  it('rotates the pixels: the stored left half (red) is on top', async () => {
    const jpeg = variants.find((f) => f.endsWith('.jpg')) as string;
    const { data: pixels, info } = await sharp(path.join(out, 'img', jpeg))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...pixels.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [rTop, , bTop] = at(Math.floor(info.width / 2), 5);
    const [rBottom, , bBottom] = at(Math.floor(info.width / 2), info.height - 5);
    expect(rTop).toBeGreaterThan(150);
    expect(bTop).toBeLessThan(100);
    expect(bBottom).toBeGreaterThan(150);
    expect(rBottom).toBeLessThan(100);
  });

  it('shows a responsive, lazy <picture> with the real size on /gallery', async () => {
    const html = await readFile(path.join(out, 'gallery.html'), 'utf8');
    const picture = html.match(/<picture>(?:(?!<\/picture>).)*gallery-backflow-photo(?:(?!<\/picture>).)*<\/picture>/s)?.[0] ?? '';
    expect(picture).toMatch(/<source type="image\/avif" srcSet="[^"]+480w, [^"]+800w, [^"]+1200w" sizes="[^"]+"/i);
    expect(picture).toMatch(/<source type="image\/webp" srcSet="[^"]+ 480w/i);
    const img = picture.match(/<img [^>]+>/)?.[0] ?? '';
    expect(img).toMatch(/srcSet="[^"]+\.jpg 480w/i);
    expect(img).toContain('sizes="');
    expect(img).toContain('width="1200"');
    expect(img).toContain('height="1600"');
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('decoding="async"');
    expect(img).toContain('alt="New backflow preventer on a copper riser"');
    // the first card, above the fold, is the page's priority image
    expect(html).toMatch(/<img[^>]+fetchPriority="high"/i);
  });

  it('lists the published photo (not the original) in the image sitemap', async () => {
    const sitemap = await readFile(path.join(out, 'sitemap-images.xml'), 'utf8');
    expect(sitemap).toMatch(/<image:loc>[^<]+\/img\/gallery-backflow-photo-1200-[0-9a-f]+\.jpg<\/image:loc>/);
    expect(sitemap).not.toContain(PHOTO);
  });

  it('processes no image on a second build with nothing changed, with the same output', async () => {
    const before = await readdir(path.join(out, 'img'));
    const second = await build();
    expect(second.images).toEqual({ processed: 0, reused: 1 });
    expect(await readdir(path.join(out, 'img'))).toEqual(before);
  }, 120_000);
});

// `site check` on the images the content names, and `site lint`'s
// images/large-original: located at the YAML line, errors vs warnings.

import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { imageUses } from '../../../src/images/references.ts';
import { imagesLargeOriginal } from '../../../src/lint/rules/images-large-original.ts';
import type { LintContext } from '../../../src/lint/types.ts';
import { makePhoto } from '../../fixtures/photos/make-photo.ts';
import { copyOfData, editFile, runCli } from '../helpers/cli.ts';
import { loadSite } from '../../../src/load-site.ts';
import { siteTemplates } from '../../../templates/index.ts';

describe('site check on images', () => {
  let data: string;
  let result: Awaited<ReturnType<typeof runCli>>;

  beforeAll(async () => {
    data = await copyOfData();
    await makePhoto(path.join(data, 'images/towns/cody-photo.jpg'), { width: 2000, height: 1500, orientation: 1 });
    await makePhoto(path.join(data, 'images/gallery/small.jpg'), { width: 600, height: 450, orientation: 1 });
    await editFile(path.join(data, 'gallery.yaml'), (t) =>
      t
        .replace('image: /images/gallery/tankless-water-heater-cody.svg', 'image: /images/gallery/missing.jpg\n  alt: A tankless heater')
        .replace('image: /images/gallery/frozen-pipe-repair-powell.svg', 'image: /images/gallery/small.jpg\n  alt: A thawed pipe'),
    );
    await editFile(path.join(data, 'towns.yaml'), (t) => t.replace('heroImage: /images/towns/cody-hero.svg', 'heroImage: /images/towns/cody-photo.jpg'));
    result = await runCli('check', '--data', data);
  }, 60_000);

  it('fails on a missing image and on a photo without alt text, each at its YAML line', () => {
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/gallery\.yaml:7:\d+: error E-MISSING-FILE: image "\/images\/gallery\/missing\.jpg" does not exist/);
    const towns = readFileSync(path.join(data, 'towns.yaml'), 'utf8');
    const line = towns.slice(0, towns.indexOf('heroImage: /images/towns/cody-photo.jpg')).split('\n').length;
    expect(result.stderr).toMatch(new RegExp(`towns\\.yaml:${line}:\\d+: error E-IMAGE-ALT: photo "/images/towns/cody-photo\\.jpg" has no alt text`));
  });

  it('warns about a photo too small for its slot, and passes once the errors are fixed', async () => {
    await editFile(path.join(data, 'gallery.yaml'), (t) =>
      t.replace('image: /images/gallery/missing.jpg', 'image: /images/gallery/tankless-water-heater-cody.svg'),
    );
    await editFile(path.join(data, 'towns.yaml'), (t) =>
      t.replace('heroImage: /images/towns/cody-photo.jpg', 'heroImage: /images/towns/cody-photo.jpg\n  heroAlt: Cody at dusk'),
    );
    const fixed = await runCli('check', '--data', data);
    expect(fixed.code).toBe(0);
    expect(fixed.stderr).toMatch(
      /gallery\.yaml:15:\d+: warning W-IMAGE-TOO-SMALL: photo "\/images\/gallery\/small\.jpg" is 600 px wide; its card slot shows up to 800 px/,
    );
    expect(fixed.stderr).not.toContain('cody-photo'); // 2000 px is enough for a hero
  }, 60_000);

  it('refuses an image path that leaves data/images/', async () => {
    const other = await copyOfData();
    await writeFile(path.join(other, 'secret.jpg'), 'x');
    await editFile(path.join(other, 'gallery.yaml'), (t) =>
      t.replace('image: /images/gallery/tankless-water-heater-cody.svg', 'image: /images/../secret.jpg\n  alt: x'),
    );
    const out = await runCli('check', '--data', other);
    expect(out.code).toBe(1);
    // the value checks at load refuse it first; the image check (E-REFERENCE) stands behind them
    expect(out.stderr).toMatch(/gallery\.yaml:7:\d+: error E-(UNSAFE-VALUE|REFERENCE): .*\/images\/\.\.\/secret\.jpg/);
  }, 60_000);
});

describe('images/large-original', () => {
  it('reports a photo over 3 MB as info at the line that names it, not a drawing or a small photo', async () => {
    const loaded = await loadSite(path.resolve(import.meta.dirname, '../../../data'), siteTemplates);
    const content = structuredClone(loaded.content);
    content.gallery[0].image = '/images/gallery/big.jpg';
    content.gallery[1].image = '/images/gallery/ok.jpg';
    const staticFileBytes = new Map([
      ['/images/gallery/big.jpg', 6_300_000],
      ['/images/gallery/ok.jpg', 900_000],
      [content.gallery[2].image, 9_000_000], // an SVG: not a camera original
    ]);
    const findings = imagesLargeOriginal.check({ content, images: imageUses(content, siteTemplates.pages), staticFileBytes } as unknown as LintContext);
    expect(imagesLargeOriginal.severity).toBe('info');
    expect(findings).toEqual([
      expect.objectContaining({
        route: '/gallery',
        refs: [{ key: 'gallery', index: 0, path: ['image'] }],
        message: expect.stringMatching(/"\/images\/gallery\/big\.jpg" is 6\.0 MB/),
      }),
    ]);
  });
});

describe('imageFile', () => {
  it('keeps content inside data/images/', async () => {
    const { imageFile } = await import('../../../src/images/pipeline.ts');
    expect(imageFile('/d', '/images/gallery/a.jpg')).toBe('/d/images/gallery/a.jpg');
    expect(imageFile('/d', '/images/../site.yaml')).toBeNull();
    expect(imageFile('/d', '/images/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(imageFile('/d', '/other/a.jpg')).toBeNull();
    expect(imageFile('data', '/images/a.jpg')).toBe(path.resolve('data/images/a.jpg')); // a relative data folder
  });
});

// The photo and social-card caches stay bounded: a build keeps every entry it
// uses, and drops the others once they are old (docs/caches.md).
import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prunePhotos } from '../../../src/images/cache.ts';
import { restoreSocialCards } from '../../../src/images/social-cards.ts';
import { contentFixture } from '../helpers/content-fixture.ts';
import { scratchDir } from '../helpers/scratch.ts';

const YEAR_AGO = new Date(Date.now() - 365 * 24 * 60 * 60 * 1000);

function aged(file: string): void {
  utimesSync(file, YEAR_AGO, YEAR_AGO);
}

describe('the image caches', () => {
  it('drop a card or card kit no build has used for a year, while restoring the cards of this one and keeping its kit', async () => {
    const cacheDir = await scratchDir('card-bounds');
    const social = path.join(cacheDir, 'social');
    mkdirSync(social, { recursive: true });
    for (const stale of ['stale.png', 'stale.kit']) {
      writeFileSync(path.join(social, stale), 'old');
      aged(path.join(social, stale));
    }
    const first = await restoreSocialCards(contentFixture(), await scratchDir('card-bounds-out'), cacheDir);
    // the cards of this build, drawn a year ago
    for (const { cached } of first.missing) {
      writeFileSync(cached, 'png');
      aged(cached);
    }
    const again = await restoreSocialCards(contentFixture(), await scratchDir('card-bounds-again'), cacheDir);
    expect(again.missing).toEqual([]);
    expect(readdirSync(social).sort()).toEqual([...first.missing.map((m) => path.basename(m.cached)), path.basename(first.kit.file)].sort());
  });

  it("drop a photo no build has used for a year, and keep the build's own and the cache's other files", async () => {
    const cacheDir = await scratchDir('photo-bounds');
    const used = 'a'.repeat(24);
    const unused = 'b'.repeat(24);
    for (const key of [used, unused]) {
      mkdirSync(path.join(cacheDir, key));
      writeFileSync(path.join(cacheDir, key, 'image.json'), '{}');
      aged(path.join(cacheDir, key));
    }
    writeFileSync(path.join(cacheDir, 'sources.json'), '{}');
    aged(path.join(cacheDir, 'sources.json'));
    mkdirSync(path.join(cacheDir, 'social'));
    aged(path.join(cacheDir, 'social'));
    expect(prunePhotos(cacheDir, new Set([used]))).toEqual([unused]);
    expect(readdirSync(cacheDir).sort()).toEqual([used, 'social', 'sources.json']);
  });
});

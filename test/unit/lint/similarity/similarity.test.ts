import { describe, expect, it } from 'vitest';
import { candidateProbability, MinHasher } from '../../../../src/lint/similarity/minhash.ts';
import { nearDuplicateClusters } from '../../../../src/lint/similarity/near-duplicates.ts';
import { jaccard, shingles, wordHashes, words } from '../../../../src/lint/similarity/shingles.ts';

/** Deterministic text of `count` words drawn from a vocabulary of 2,000 (seeded). */
function randomText(seed: number, count: number): string {
  let x = seed * 2654435761 + 1;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out.push(`w${x % 2000}`);
  }
  return out.join(' ');
}

const options = { threshold: 0.55, banding: { bands: 24, rows: 3 } };

describe('shingles', () => {
  it('reads words case-insensitively, apostrophes kept', () => {
    expect(words("Cody's 24/7 Plumbing — DONE right")).toEqual(["cody's", '24', '7', 'plumbing', 'done', 'right']);
  });

  it('hashes the words it reads, in one pass: the same words as words()', () => {
    const text = "Cody's 24/7 PLUMBING — O’Brien’s crew, café déjà-vu 'quoted' 5°F";
    const fnv = (w: string) => [...w].reduce((h, ch) => Math.imul(h ^ ch.charCodeAt(0), 0x01000193), 0x811c9dc5) >>> 0;
    expect(wordHashes(text)).toEqual(words(text).map(fnv));
  });

  it('gives sorted distinct 5-word shingles; a short text is one shingle, an empty one none', () => {
    const set = shingles('a b c d e f a b c d e f');
    expect(set.length).toBe(6); // abcde bcdef cdefa defab efabc fabcd; the repeats are one each
    expect([...set]).toEqual([...set].sort((x, y) => x - y));
    expect(shingles('two words').length).toBe(1);
    expect(shingles('').length).toBe(0);
  });

  it('computes exact Jaccard similarity', () => {
    const a = shingles('one two three four five six'); // 2 shingles
    const b = shingles('one two three four five seven'); // shares the first
    expect(jaccard(a, b)).toBeCloseTo(1 / 3);
    expect(jaccard(a, a)).toBe(1);
    expect(jaccard(shingles(''), shingles(''))).toBe(0);
  });
});

describe('MinHash', () => {
  it('estimates similarity: the share of equal signature values is near the Jaccard similarity', () => {
    const hasher = new MinHasher({ bands: 64, rows: 4 });
    const base = randomText(1, 600);
    const edited = `${base.split(' ').slice(0, 400).join(' ')} ${randomText(2, 200)}`;
    const [a, b] = [shingles(base), shingles(edited)];
    const [sa, sb] = [hasher.signature(a), hasher.signature(b)];
    const equal = sa.filter((v, i) => v === sb[i]).length / sa.length;
    expect(Math.abs(equal - jaccard(a, b))).toBeLessThan(0.08);
  });

  it('proposes pairs above the threshold almost always, far-apart pairs rarely', () => {
    expect(candidateProbability(0.55, options.banding)).toBeGreaterThan(0.98);
    expect(candidateProbability(0.1, options.banding)).toBeLessThan(0.03);
  });
});

describe('nearDuplicateClusters', () => {
  it('finds a planted cluster of near-identical documents and leaves distinct ones out', () => {
    const template = randomText(7, 400);
    const docs = [
      ...Array.from({ length: 6 }, (_, i) => `Town${i} ${template} town${i} has ${randomText(100 + i, 20)}`),
      ...Array.from({ length: 6 }, (_, i) => randomText(200 + i, 420)),
    ];
    const clusters = nearDuplicateClusters(
      docs.map((d) => shingles(d)),
      options,
    );
    expect(clusters.map((c) => c.members)).toEqual([[0, 1, 2, 3, 4, 5]]);
    for (const link of clusters[0].links) expect(link.similarity).toBeGreaterThanOrEqual(0.55);
  });

  it('keeps two families apart and puts pages of one family together', () => {
    const [t1, t2] = [randomText(11, 300), randomText(12, 300)];
    const docs = Array.from({ length: 10 }, (_, i) => `${i % 2 ? t1 : t2} page ${i} ${randomText(300 + i, 15)}`);
    const clusters = nearDuplicateClusters(
      docs.map((d) => shingles(d)),
      options,
    );
    expect(clusters.map((c) => c.members)).toEqual([
      [0, 2, 4, 6, 8],
      [1, 3, 5, 7, 9],
    ]);
  });

  it('joins thousands of copies of one text into one cluster (a bucket compares each with its first and latest member)', () => {
    const template = randomText(21, 200);
    const docs = Array.from({ length: 3000 }, (_, i) => `${template} copy ${i}`).map((d) => shingles(d));
    const [cluster] = nearDuplicateClusters(docs, options);
    expect(cluster.members.length).toBe(3000);
    expect(cluster.links.length).toBe(2999); // a spanning set: every link joined two groups
  });

  it('ignores empty documents', () => {
    expect(nearDuplicateClusters([shingles(''), shingles('')], options)).toEqual([]);
  });
});

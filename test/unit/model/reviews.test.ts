import { describe, expect, it } from 'vitest';
import { averageRating, formatRating, reviewsToShow } from '../../../src/model/reviews.ts';

const r = (name: string, rating: number) => ({ name, rating, text: `${name} says hi` });

describe('averageRating', () => {
  it('averages the ratings', () => {
    expect(averageRating([r('a', 5), r('b', 4), r('c', 5)])).toBeCloseTo(14 / 3);
    expect(averageRating([r('a', 5), r('b', 5), r('c', 4), r('d', 5), r('e', 5), r('f', 5)])).toBeCloseTo(29 / 6);
  });
  it('is null without reviews', () => {
    expect(averageRating([])).toBeNull();
  });
  it('formats to one decimal', () => {
    expect(formatRating(29 / 6)).toBe('4.8');
    expect(formatRating(5)).toBe('5.0');
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(14 / 3)).toBe('4.7');
  });
});

describe('reviewsToShow', () => {
  const samples = [r('s1', 5), r('s2', 5), r('s3', 5)];
  const blockSamples = [1, 2, 3, 4, 5, 6].map((i) => r(`b${i}`, 5));
  it('shows the built-in samples until reviews are imported', () => {
    expect(reviewsToShow({ samples, blockSamples, imported: [] }, 'samples')).toEqual(samples);
    expect(reviewsToShow({ samples, blockSamples, imported: [] }, 'blockSamples', 3).map((x) => x.name)).toEqual(['b1', 'b2', 'b3']);
  });
  it('imported reviews replace the samples, at most max', () => {
    const imported = [1, 2, 3, 4, 5, 6, 7].map((i) => r(`i${i}`, 4));
    expect(reviewsToShow({ samples, blockSamples, imported }, 'samples')).toHaveLength(6);
    expect(reviewsToShow({ samples, blockSamples, imported }, 'blockSamples', 3)[0].name).toBe('i1');
  });
});

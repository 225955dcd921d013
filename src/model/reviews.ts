import type { Review, Reviews } from '../content/types.ts';

/** Default number of cards in a reviews list. */
export const REVIEWS_MAX = 6;

/** Mean rating, or null when there are no reviews. */
export function averageRating(reviews: readonly Pick<Review, 'rating'>[]): number | null {
  if (reviews.length === 0) return null;
  return reviews.reduce((sum, r) => sum + r.rating, 0) / reviews.length;
}

/** A rating to one decimal ("4.8"). */
export function formatRating(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}

/** Imported reviews replace the built-in samples once there are any. */
export function reviewsToShow(reviews: Reviews, fallback: 'samples' | 'blockSamples', max = REVIEWS_MAX): Review[] {
  const list = reviews.imported.length > 0 ? reviews.imported : reviews[fallback];
  return list.slice(0, Math.max(0, max));
}

import type { Review, ReviewLabels } from '../../src/content/types.ts';
import { ReviewCard } from './ReviewCard.tsx';

/** Review cards in a grid of `columns`, with the reviews' rating and "verified" labels. */
export function ReviewList({ reviews, labels, columns }: { reviews: Review[]; labels: ReviewLabels; columns: 2 | 3 }) {
  return (
    <ul className={`grid grid-${columns} list-plain reviews__list`}>
      {reviews.map((review) => (
        <ReviewCard
          key={review.id ?? `${review.name}-${review.text.slice(0, 20)}`}
          review={review}
          ratingLabel={labels.ratingLabel}
          verifiedLabel={labels.verified}
        />
      ))}
    </ul>
  );
}

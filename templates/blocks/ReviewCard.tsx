import type { Review } from '../../src/content/types.ts';
import { Icon } from './Icon.tsx';

/** Five stars, read out as one label ("Rated 5 out of 5"). */
export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="reviews__stars" role="img" aria-label={label.replace('{rating}', String(rating))}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon key={n} name="star" className={n <= rating ? 'reviews__star reviews__star--on' : 'reviews__star'} />
      ))}
    </p>
  );
}

/** One review: quote, stars, name, optional location / service / date. */
export function ReviewCard({ review, ratingLabel, verifiedLabel }: { review: Review; ratingLabel: string; verifiedLabel?: string }) {
  const meta = [review.location, review.service].filter(Boolean).join(' · ');
  return (
    <li className="card reviews__card">
      <figure className="reviews__figure">
        <Stars rating={review.rating} label={ratingLabel} />
        <blockquote className="reviews__quote">
          <p>{review.text}</p>
        </blockquote>
        <figcaption className="reviews__by">
          <span className="reviews__name">{review.name}</span>
          {review.verified && verifiedLabel && <span className="reviews__verified">{verifiedLabel}</span>}
          {meta && <span className="reviews__meta">{meta}</span>}
          {review.date && <span className="reviews__date">{review.date}</span>}
        </figcaption>
      </figure>
    </li>
  );
}

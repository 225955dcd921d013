import type { Content } from '../../src/content/types.ts';
import { aggregateRating, business } from '../../src/render/jsonld.ts';
import type { ReviewNode } from '../../src/render/structured-data-types.ts';
import { averageRating, formatRating, REVIEWS_MAX, reviewsToShow } from '../../src/model/reviews.ts';
import { Shared } from '../../src/render/shared-part.tsx';
import { JsonLdScript } from './JsonLdScript.tsx';
import { ReviewList } from './ReviewList.tsx';
import { SectionFrame } from './Section.tsx';
import { reviewLabels } from './ReviewsSection.tsx';

interface ReviewsBlockProps {
  content: Content;
  /** Cards to show: 6 by default, 3 on the ZIP page. */
  max?: number;
  id?: string;
}

/**
 * The reviews block other pages use: imported reviews, else the block
 * samples; their average to one decimal; AggregateRating JSON-LD for exactly
 * the reviews shown.
 */
export function ReviewsBlock({ content, max = REVIEWS_MAX, id = 'reviews-block' }: ReviewsBlockProps) {
  // the same on every page that shows it with the same max and id: rendered once (Shared)
  return <Shared component={ReviewsBlockSection} content={content} variant={{ max, id }} />;
}

function ReviewsBlockSection({ content, max, id }: Required<ReviewsBlockProps>) {
  const labels = reviewLabels(content);
  const reviews = reviewsToShow(content.reviews, 'blockSamples', max);
  const average = averageRating(reviews);
  if (reviews.length === 0 || average === null) return null;
  const rating = formatRating(average);
  return (
    <SectionFrame id={`${id}-heading`} className="section--alt reviews reviews--block">
      <header className="section__header">
        <h2 id={`${id}-heading`}>{labels.blockHeading}</h2>
        <p className="reviews__average">{labels.averageLabel.replace('{rating}', rating).replace('{count}', String(reviews.length))}</p>
      </header>
      <ReviewList reviews={reviews} labels={labels} columns={reviews.length >= 3 ? 3 : 2} />
      <JsonLdScript
        data={{
          '@context': 'https://schema.org',
          // The whole business node: Google checks a reviewed LocalBusiness for its required address.
          ...business(content),
          aggregateRating: { ...aggregateRating(content), ratingValue: Number(rating), reviewCount: reviews.length },
          review: reviews.map(
            (r): ReviewNode => ({
              '@type': 'Review',
              author: { '@type': 'Person', name: r.name },
              reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
              reviewBody: r.text,
            }),
          ),
        }}
      />
    </SectionFrame>
  );
}

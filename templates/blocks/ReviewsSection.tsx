import type { Content, Review, ReviewLabels } from '../../src/content/types.ts';
import { REVIEWS_MAX } from '../../src/model/reviews.ts';
import type { ReviewPanelLabels } from '../../src/review-import/panel.ts';
import { Island } from '../../src/render/island.tsx';
import ReviewsImport from '../islands/ReviewsImport.tsx';
import { FactList } from './FactList.tsx';
import { ReviewList } from './ReviewList.tsx';
import { ExternalLink } from './ExternalLink.tsx';
import { IntroSection } from './Section.tsx';

export function reviewLabels(content: Content): ReviewLabels {
  const labels = content.reviews.labels;
  if (!labels) throw new Error('data/reviews.yaml: `labels` is required by the reviews section and block');
  return labels;
}

/**
 * The hidden import panel's settings, or null when the build leaves it out:
 * site.yaml `reviewsPanel.enabled: false`, or no `endpoints.scraper` to call.
 */
export function reviewsImportPanel(content: Content): { labels: ReviewPanelLabels; scraperUrl: string } | null {
  const { reviewsPanel, endpoints } = content.site;
  if (reviewsPanel?.enabled === false || !endpoints.scraper) return null;
  const labels = reviewLabels(content).panel;
  if (!labels) throw new Error('data/reviews.yaml: `labels.panel` is required while the reviews import panel is enabled (site.yaml reviewsPanel.enabled)');
  return { labels, scraperUrl: endpoints.scraper };
}

/**
 * Home "What Our Customers Say": up to 6 cards, a link to the business
 * profile (new tab) and the statistics banner. `reviews` are the ones to
 * show (see reviewsToShow). With the import panel enabled the cards render
 * through the ReviewsImport island, so an import in the browser swaps them.
 */
export function ReviewsSection({ content, reviews, id = 'reviews' }: { content: Content; reviews: Review[]; id?: string }) {
  const labels = reviewLabels(content);
  const shown = reviews.slice(0, REVIEWS_MAX);
  const panel = reviewsImportPanel(content);
  return (
    <IntroSection id={`${id}-heading`} anchor={id} className="reviews" copy={{ heading: labels.sectionHeading, intro: labels.sectionIntro }}>
      {panel ? (
        <Island
          name="ReviewsImport"
          component={ReviewsImport}
          props={{ reviews: shown, ratingLabel: labels.ratingLabel, verifiedLabel: labels.verified, labels: panel.labels, scraperUrl: panel.scraperUrl }}
        />
      ) : (
        <ReviewList reviews={shown} labels={labels} columns={3} />
      )}
      <p className="reviews__profile">
        <ExternalLink href={content.site.reviewProfileUrl} note={content.site.newTabNote}>
          {labels.profileLink}
        </ExternalLink>
      </p>
      <ReviewStats stats={labels.stats} />
    </IntroSection>
  );
}

export function ReviewStats({ stats }: { stats: ReviewLabels['stats'] }) {
  return <FactList className="reviews__stats" itemClassName="reviews__stat" facts={stats} />;
}

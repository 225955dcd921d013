import type { Content } from '../../src/content/types.ts';
import { ImageContext } from '../../src/images/context.ts';
import { Island } from '../../src/render/island.tsx';
import GalleryFilter from '../islands/GalleryFilter.tsx';
import { galleryCopy } from '../pages/gallery/copy.ts';
import { pageCopy } from './page-copy.ts';
import { IntroSection } from './Section.tsx';
import { useContext } from 'react';

/** Home "Our Recent Work": the filterable grid (at most 8 cards) and a link to /gallery. */
export function GallerySection({ content, heading, intro, linkLabel }: { content: Content; heading: string; intro: string; linkLabel: string }) {
  const { labels } = pageCopy(content, 'gallery', galleryCopy);
  const images = useContext(ImageContext);
  const projects = content.gallery.map(({ id, title, category, type, image, alt, description }) => ({
    id,
    title,
    category,
    type,
    image,
    alt,
    description,
    picture: images.get(image),
  }));
  return (
    <IntroSection id="recent-work-heading" anchor="recent-work" className="gallery-section" copy={{ heading, intro }}>
      <Island
        name="GalleryFilter"
        component={GalleryFilter}
        props={{
          id: 'recent-work',
          labels: {
            filterGroup: labels.filterGroup,
            filters: labels.filters,
            count: labels.count,
            emptyTitle: labels.emptyTitle,
            emptyText: labels.emptyText,
            categories: labels.categories,
            badges: labels.badges,
            viewDetails: labels.viewDetails,
          },
          projects,
          detailsHref: '/gallery',
        }}
      />
      <p className="gallery-section__more">
        <a className="btn btn-primary" href="/gallery">
          {linkLabel}
        </a>
      </p>
    </IntroSection>
  );
}

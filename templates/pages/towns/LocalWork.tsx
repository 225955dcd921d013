// What the content holds about the town itself: projects done there, reviews
// from its customers and the services they asked for. Each block shows only
// when the content has something for it; a town without any shows none.
import { useContext } from 'react';
import type { Content, Site, Town } from '../../../src/content/types.ts';
import { ImageContext } from '../../../src/images/context.ts';
import type { LocalContent } from '../../../src/model/local-content.ts';
import { GalleryCard } from '../../blocks/GalleryCard.tsx';
import { pageCopy } from '../../blocks/page-copy.ts';
import { ReviewList } from '../../blocks/ReviewList.tsx';
import { reviewLabels } from '../../blocks/ReviewsSection.tsx';
import { Section } from '../../blocks/Section.tsx';
import { galleryCopy } from '../gallery/copy.ts';
import { townPages } from './copy.ts';
import { townText } from './parts.tsx';

/** "23 miles from Cody, usually about 35 minutes' drive", or null for the shop's own town. */
export function distanceText(local: LocalContent, content: Content): string | null {
  const { distance } = local;
  if (!distance) return null;
  return townPages(content)
    .local.distance.replace('{miles}', String(distance.miles))
    .replace('{shop}', distance.shopTown)
    .replace('{minutes}', String(distance.minutes));
}

/** The town's projects, reviews and most requested services; `withDistance` adds the distance from the shop (pages without an info card). */
export function LocalWork({ local, town, content, withDistance = false }: { local: LocalContent; town: Town; content: Content; withDistance?: boolean }) {
  const copy = townPages(content).local;
  const { site } = content;
  const distance = withDistance ? distanceText(local, content) : null;
  return (
    <>
      {distance && (
        <Section id="town-distance-heading" className="town-distance" heading={copy.distanceLabel}>
          <p>{distance}</p>
        </Section>
      )}
      {local.projects.length > 0 && <LocalProjects local={local} heading={townText(copy.projectsHeading, town, site)} content={content} />}
      {local.reviews.length > 0 && (
        <Section id="town-reviews-heading" className="section--alt reviews" heading={townText(copy.reviewsHeading, town, site)}>
          <ReviewList reviews={local.reviews} labels={reviewLabels(content)} columns={local.reviews.length >= 3 ? 3 : 2} />
        </Section>
      )}
      {local.services.length > 0 && <RequestedServices local={local} town={town} site={site} copy={copy} />}
    </>
  );
}

function LocalProjects({ local, heading, content }: { local: LocalContent; heading: string; content: Content }) {
  const { labels } = pageCopy(content, 'gallery', galleryCopy);
  const images = useContext(ImageContext);
  return (
    <Section id="town-projects-heading" className="town-projects" heading={heading}>
      <ul className="grid grid-3 list-plain">
        {local.projects.map((project) => (
          <GalleryCard key={project.id} project={{ ...project, location: undefined, picture: images.get(project.image) }} labels={labels} />
        ))}
      </ul>
    </Section>
  );
}

function RequestedServices({ local, town, site, copy }: { local: LocalContent; town: Town; site: Site; copy: ReturnType<typeof townPages>['local'] }) {
  return (
    <Section id="town-requested-heading" className="town-requested" heading={townText(copy.servicesHeading, town, site)}>
      <p className="text-muted">{townText(copy.servicesText, town, site)}</p>
      <ul className="list-check">
        {local.services.map(({ service }) => (
          <li key={service.slug}>
            <a href={service.path}>{service.title}</a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

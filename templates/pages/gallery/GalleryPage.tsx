import type { PageEntry } from '../../../src/content/types.ts';
import { ActionRow } from '../../blocks/ActionLink.tsx';
import { GalleryCard } from '../../blocks/GalleryCard.tsx';
import type { PageProps } from '../types.ts';
import type { GalleryCopy } from './copy.ts';

/** /gallery: every project with image, title, description, location and category. */
export function GalleryPage({ route, content }: PageProps) {
  const copy = (route.props.page as PageEntry).content as GalleryCopy;
  return (
    <>
      <section className="section gallery-page">
        <div className="container">
          <header className="section__header">
            <h1>{route.heading}</h1>
            <p className="lead">{copy.intro}</p>
          </header>
          <ul className="grid grid-3 list-plain gallery__grid">
            {content.gallery.map((project, i) => (
              <GalleryCard key={project.id} project={project} labels={copy.labels} headingLevel={2} eager={i < 3} />
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--brand" aria-labelledby="gallery-cta-heading">
        <div className="container section__header">
          <h2 id="gallery-cta-heading">{copy.cta.heading}</h2>
          <p className="lead">{copy.cta.text}</p>
          <ActionRow actions={copy.cta.actions} site={content.site} large />
        </div>
      </section>
    </>
  );
}

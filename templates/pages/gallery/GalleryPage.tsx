import { GalleryCard } from '../../blocks/GalleryCard.tsx';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { galleryCopy } from './copy.ts';
import { CtaBand } from '../../blocks/CtaBand.tsx';

/** /gallery: every project with image, title, description, location and category. */
export function GalleryPage({ route, content }: PageProps<RouteOf<'fixed'>>) {
  const copy = galleryCopy.parse(route.props.page.content);
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
              <GalleryCard key={project.id} project={project} labels={copy.labels} headingLevel={2} loading={i === 0 ? 'priority' : i < 3 ? 'eager' : 'lazy'} />
            ))}
          </ul>
        </div>
      </section>
      <CtaBand id="gallery-cta-heading" heading={copy.cta.heading} text={copy.cta.text} actions={copy.cta.actions} site={content.site} />
    </>
  );
}

import type { GalleryProject } from '../../src/content/types.ts';
import type { ProcessedImage } from '../../src/images/types.ts';
import { Picture, type PictureLoading } from './Picture.tsx';

export type GalleryCardProject = Pick<GalleryProject, 'id' | 'title' | 'category' | 'type' | 'image' | 'alt' | 'description'> & {
  location?: string;
  /** The processed photo, passed along when the card renders inside an island. */
  picture?: ProcessedImage;
};

export interface GalleryCardLabels {
  categories: Record<GalleryProject['category'], string>;
  /** Badge per type: "New Install" / "Repair". */
  badges: Record<GalleryProject['type'], string>;
  viewDetails: string;
  /** "Location" (shown when the project carries one). */
  location?: string;
}

/** One project card: image, title, category tag, type badge, description, optional location and a details link. */
export function GalleryCard({
  project,
  labels,
  detailsHref,
  headingLevel = 3,
  loading = 'lazy',
}: {
  project: GalleryCardProject;
  labels: GalleryCardLabels;
  detailsHref?: string;
  headingLevel?: 2 | 3;
  loading?: PictureLoading;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="card gallery-card">
      <Picture
        className="gallery-card__image"
        src={project.image}
        alt={project.alt ?? project.title}
        slot="card"
        width={400}
        height={300}
        loading={loading}
        image={project.picture}
      />
      <div className="gallery-card__body">
        <p className="gallery-card__tags">
          <span className="gallery-card__tag">{labels.categories[project.category]}</span>
          <span className={`gallery-card__badge gallery-card__badge--${project.type}`}>{labels.badges[project.type]}</span>
        </p>
        <Heading className="gallery-card__title">{project.title}</Heading>
        <p>{project.description}</p>
        {project.location && labels.location && (
          <p className="gallery-card__location">
            <span className="text-muted">{labels.location}: </span>
            {project.location}
          </p>
        )}
        {detailsHref && (
          <a className="btn btn-secondary gallery-card__details" href={detailsHref}>
            {labels.viewDetails}
            <span className="visually-hidden">: {project.title}</span>
          </a>
        )}
      </div>
    </li>
  );
}

import { useReducer } from 'react';
import { FILTER_BUTTONS, galleryFilterReducer, galleryView, initialGalleryFilter, isFilterActive, type FilterButton } from '../../src/model/gallery-filter.ts';
import { GalleryCard, type GalleryCardLabels, type GalleryCardProject } from '../blocks/GalleryCard.tsx';

export interface GalleryFilterLabels extends GalleryCardLabels {
  /** Accessible name of the button group. */
  filterGroup: string;
  filters: Record<FilterButton, string>;
  /** "{count} of {total} projects". */
  count: string;
  emptyTitle: string;
  emptyText: string;
}

export interface GalleryFilterProps {
  id: string;
  labels: GalleryFilterLabels;
  projects: GalleryCardProject[];
  /** Where "View Details" goes. */
  detailsHref: string;
  max?: number;
}

/** Filterable project grid: category and type filters, counts, the empty state. */
export default function GalleryFilter({ id, labels, projects, detailsHref, max }: GalleryFilterProps) {
  const [state, select] = useReducer(galleryFilterReducer, initialGalleryFilter);
  const view = galleryView(projects, state, max);
  return (
    <div className="gallery">
      {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not form fields (no <fieldset>) */}
      <div className="gallery__filters btn-row" role="group" aria-label={labels.filterGroup}>
        {FILTER_BUTTONS.map((button) => (
          <button
            key={button}
            type="button"
            className="btn btn-secondary gallery__filter"
            aria-pressed={isFilterActive(state, button)}
            aria-controls={`${id}-results`}
            onClick={() => select(button)}
          >
            {labels.filters[button]}
          </button>
        ))}
      </div>
      <p className="gallery__count" role="status">
        {labels.count.replace('{count}', String(view.matches)).replace('{total}', String(view.total))}
      </p>
      <div id={`${id}-results`}>
        {view.cards.length > 0 ? (
          <ul className="grid grid-4 list-plain gallery__grid">
            {view.cards.map((project) => (
              <GalleryCard key={project.id} project={project} labels={labels} detailsHref={detailsHref} headingLevel={3} />
            ))}
          </ul>
        ) : (
          <div className="gallery__empty">
            <h3>{labels.emptyTitle}</h3>
            <p>{labels.emptyText}</p>
          </div>
        )}
      </div>
    </div>
  );
}

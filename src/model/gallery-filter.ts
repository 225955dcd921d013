// Gallery filters: a category (all | residential | commercial) and a
// type (all | installation | repair). "All" resets both; choosing a category
// resets the type; choosing a type resets the category.
import type { GalleryProject } from '../content/types.ts';

export type CategoryFilter = 'all' | GalleryProject['category'];
export type TypeFilter = 'all' | GalleryProject['type'];
export type FilterButton = 'all' | GalleryProject['category'] | GalleryProject['type'];

export interface GalleryFilterState {
  category: CategoryFilter;
  type: TypeFilter;
}

export const FILTER_BUTTONS: readonly FilterButton[] = ['all', 'residential', 'commercial', 'installation', 'repair'];

/** At most this many cards are shown in the gallery section. */
export const GALLERY_MAX_CARDS = 8;

export const initialGalleryFilter: GalleryFilterState = { category: 'all', type: 'all' };

function isCategory(button: FilterButton): button is GalleryProject['category'] {
  return button === 'residential' || button === 'commercial';
}

export function galleryFilterReducer(_state: GalleryFilterState, button: FilterButton): GalleryFilterState {
  if (button === 'all') return { category: 'all', type: 'all' };
  if (isCategory(button)) return { category: button, type: 'all' };
  return { category: 'all', type: button };
}

/** Whether a filter button reads as selected (aria-pressed). */
export function isFilterActive(state: GalleryFilterState, button: FilterButton): boolean {
  if (button === 'all') return state.category === 'all' && state.type === 'all';
  return isCategory(button) ? state.category === button : state.type === button;
}

export function matchesFilter<P extends Pick<GalleryProject, 'category' | 'type'>>(project: P, state: GalleryFilterState): boolean {
  return (state.category === 'all' || project.category === state.category) && (state.type === 'all' || project.type === state.type);
}

export interface GalleryView<P> {
  /** Number of projects matching the filter (the X of "X of N projects"). */
  matches: number;
  total: number;
  /** The cards to show: the first matches, at most `max`. */
  cards: P[];
}

export function galleryView<P extends Pick<GalleryProject, 'category' | 'type'>>(
  projects: readonly P[],
  state: GalleryFilterState,
  max: number = GALLERY_MAX_CARDS,
): GalleryView<P> {
  const matching = projects.filter((p) => matchesFilter(p, state));
  return { matches: matching.length, total: projects.length, cards: matching.slice(0, max) };
}

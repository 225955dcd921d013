import { describe, expect, it } from 'vitest';
import {
  galleryFilterReducer,
  galleryView,
  initialGalleryFilter,
  isFilterActive,
  type FilterButton,
  type GalleryFilterState,
} from '../../../src/model/gallery-filter.ts';

type P = { id: number; category: 'residential' | 'commercial'; type: 'installation' | 'repair' };
// Same shape as data/gallery.yaml: 7 residential, 3 commercial; 5 installations, 5 repairs.
const projects: P[] = [
  { id: 1, category: 'residential', type: 'installation' },
  { id: 2, category: 'residential', type: 'repair' },
  { id: 3, category: 'residential', type: 'installation' },
  { id: 4, category: 'residential', type: 'repair' },
  { id: 5, category: 'commercial', type: 'installation' },
  { id: 6, category: 'residential', type: 'repair' },
  { id: 7, category: 'commercial', type: 'installation' },
  { id: 8, category: 'residential', type: 'installation' },
  { id: 9, category: 'residential', type: 'repair' },
  { id: 10, category: 'commercial', type: 'repair' },
];

const run = (...buttons: FilterButton[]): GalleryFilterState => buttons.reduce(galleryFilterReducer, initialGalleryFilter);

describe('galleryFilterReducer', () => {
  it('starts with both filters at all', () => {
    expect(initialGalleryFilter).toEqual({ category: 'all', type: 'all' });
  });
  it('All resets both category and type', () => {
    expect(run('residential', 'all')).toEqual({ category: 'all', type: 'all' });
    expect(run('repair', 'all')).toEqual({ category: 'all', type: 'all' });
  });
  it('a category sets the category and resets the type', () => {
    expect(run('installation', 'commercial')).toEqual({ category: 'commercial', type: 'all' });
    expect(run('residential', 'commercial')).toEqual({ category: 'commercial', type: 'all' });
  });
  it('a type sets the type and resets the category', () => {
    expect(run('residential', 'repair')).toEqual({ category: 'all', type: 'repair' });
    expect(run('installation', 'repair')).toEqual({ category: 'all', type: 'repair' });
  });
  it('marks exactly the active button as pressed', () => {
    const state = run('commercial');
    expect(isFilterActive(state, 'commercial')).toBe(true);
    expect(isFilterActive(state, 'all')).toBe(false);
    expect(isFilterActive(state, 'residential')).toBe(false);
    expect(isFilterActive(initialGalleryFilter, 'all')).toBe(true);
    expect(isFilterActive(run('repair'), 'repair')).toBe(true);
    expect(isFilterActive(run('repair'), 'installation')).toBe(false);
  });
});

describe('galleryView', () => {
  it.each([
    ['all', 10, 8],
    ['residential', 7, 7],
    ['commercial', 3, 3],
    ['installation', 5, 5],
    ['repair', 5, 5],
  ] as const)('%s: %i matches, %i cards', (button, matches, cards) => {
    const view = galleryView(projects, run(button));
    expect(view.matches).toBe(matches);
    expect(view.total).toBe(10);
    expect(view.cards).toHaveLength(cards);
  });
  it('keeps content order and caps the cards at 8', () => {
    expect(galleryView(projects, initialGalleryFilter).cards.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
  it('yields the empty state when nothing matches', () => {
    const residentialOnly = projects.filter((p) => p.category === 'residential');
    const view = galleryView(residentialOnly, run('commercial'));
    expect(view).toEqual({ matches: 0, total: 7, cards: [] });
  });
});

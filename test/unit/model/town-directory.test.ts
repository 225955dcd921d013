import { describe, expect, it } from 'vitest';
import { directoryPageCount, directoryPath, directoryTowns, pageWindow, TOWNS_PER_DIRECTORY_PAGE } from '../../../src/model/town-directory.ts';

describe('town directory pages', () => {
  it('takes one page up to a page of towns, then one more per page of towns', () => {
    expect([0, 1, TOWNS_PER_DIRECTORY_PAGE, TOWNS_PER_DIRECTORY_PAGE + 1, 50_000].map(directoryPageCount)).toEqual([1, 1, 1, 2, 250]);
  });

  it('gives each page its towns in order, every town on one page', () => {
    const towns = Array.from({ length: 450 }, (_, i) => i);
    const pages = [1, 2, 3].map((n) => directoryTowns(towns, n));
    expect(pages.map((p) => p.length)).toEqual([200, 200, 50]);
    expect(pages.flat()).toEqual(towns);
    expect(directoryTowns(towns.slice(0, 25), 1)).toHaveLength(25);
  });

  it('names the first page by the base path and the others by number', () => {
    expect([1, 2, 17].map((n) => directoryPath('/service-area', n))).toEqual(['/service-area', '/service-area/2', '/service-area/17']);
    expect([directoryPath('/', 2), directoryPath('/areas/', 2)]).toEqual(['/2', '/areas/2']);
  });

  it('shows the first, the last and two pages either side of the current one, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 250)).toEqual([1, 2, 3, null, 250]);
    expect(pageWindow(5, 250)).toEqual([1, null, 3, 4, 5, 6, 7, null, 250]);
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 6, null, 10]);
    expect(pageWindow(250, 250)).toEqual([1, null, 248, 249, 250]);
  });
});

// The town directory: the service-area page lists the towns the business
// serves, a page of them at a time. A site of a few dozen towns shows them all
// on the service-area page; a large one continues on numbered pages
// (/service-area/2, /service-area/3, …), so that no page grows with the site:
// a page listing tens of thousands of towns would be past the size a host
// takes for one file, and no visitor reads it.

/** Towns on one page of the directory (its map pins, its grid). */
export const TOWNS_PER_DIRECTORY_PAGE = 200;

/** How many pages the directory of `towns` towns takes (at least one, the service-area page itself). */
export function directoryPageCount(towns: number): number {
  return Math.max(1, Math.ceil(towns / TOWNS_PER_DIRECTORY_PAGE));
}

/** The towns of page `number` (1 = the service-area page), in the content's order. */
export function directoryTowns<T>(towns: readonly T[], number: number): readonly T[] {
  if (towns.length <= TOWNS_PER_DIRECTORY_PAGE) return towns;
  const start = (number - 1) * TOWNS_PER_DIRECTORY_PAGE;
  return towns.slice(start, start + TOWNS_PER_DIRECTORY_PAGE);
}

/** Path of page `number` of the directory that starts at `base` ("/service-area", "/service-area/2"; from the home page, "/2"). */
export function directoryPath(base: string, number: number): string {
  return number === 1 ? base : `${base.replace(/\/+$/, '')}/${number}`;
}

/**
 * The page numbers a pagination bar shows around `current`: the first, the
 * last, and two either side of the current one; `null` marks a gap.
 */
export function pageWindow(current: number, count: number): Array<number | null> {
  const shown = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, count])].filter((n) => n >= 1 && n <= count).sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? [null, n] : [n]));
}

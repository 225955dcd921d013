import { pageWindow } from '../../src/model/town-directory.ts';

export interface PaginationLabels {
  /** The navigation's accessible name. */
  navLabel: string;
  previous: string;
  next: string;
  /** "Page {number} of {count}". */
  pageOf: string;
}

/**
 * Links between the numbered pages of a list: previous, the first, the last
 * and the pages around the current one (marked aria-current), next. Plain
 * links: they work without JavaScript and crawlers follow them.
 */
export function Pagination({ current, count, href, labels }: { current: number; count: number; href: (page: number) => string; labels: PaginationLabels }) {
  if (count < 2) return null;
  const pageOf = (number: number) => labels.pageOf.replace('{number}', String(number)).replace('{count}', String(count));
  return (
    <nav className="pagination" aria-label={labels.navLabel}>
      <p className="pagination__status text-muted">{pageOf(current)}</p>
      <ul className="pagination__list list-plain">
        {current > 1 && (
          <li>
            <a className="pagination__link" href={href(current - 1)} rel="prev">
              {labels.previous}
            </a>
          </li>
        )}
        {pageWindow(current, count).map((number, i) =>
          number === null ? (
            // a gap is either after the first page or before the last
            <li key={i === 1 ? 'gap-start' : 'gap-end'} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <a className="pagination__link" href={href(number)} aria-current={number === current ? 'page' : undefined} aria-label={pageOf(number)}>
                {number}
              </a>
            </li>
          ),
        )}
        {current < count && (
          <li>
            <a className="pagination__link" href={href(current + 1)} rel="next">
              {labels.next}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}

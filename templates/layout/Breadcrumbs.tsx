import type { Crumb } from '../../src/routes/types.ts';

/** Breadcrumb trail; the last crumb is the current page (not a link). */
export function Breadcrumbs({ crumbs, label }: { crumbs: Crumb[]; label: string }) {
  if (crumbs.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={label}>
      <div className="container">
        <ol className="breadcrumbs__list">
          {crumbs.map((crumb, i) => {
            const last = i === crumbs.length - 1;
            return (
              <li key={`${i}-${crumb.label}`} className="breadcrumbs__item">
                {last ? <span aria-current="page">{crumb.label}</span> : crumb.href ? <a href={crumb.href}>{crumb.label}</a> : <span>{crumb.label}</span>}
              </li>
            );
          })}
        </ol>
      </div>
    </nav>
  );
}

import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { historyCopy } from './copy.ts';
import { ItemList } from '../../blocks/ItemList.tsx';
import { PageHero } from '../../blocks/PageHero.tsx';

/** /history: the company timeline of data/history.yaml, oldest first. */
export function History({ route, content }: PageProps<RouteOf<'fixed'>>) {
  const copy = historyCopy.parse(route.props.page.content);
  return (
    <>
      <PageHero className="history-hero" heading={route.heading} lead={copy.intro} />
      {/* A div, not a section: the timeline's entries carry the headings (a headingless section is a Nu warning). */}
      <div className="section section--alt">
        <div className="container">
          <ol className="history-timeline">
            {content.history.map((entry) => {
              const id = `history-${entry.year}`;
              return (
                <li key={entry.year + entry.title} className="history-entry">
                  <article aria-labelledby={id}>
                    <p className="history-entry__year">{entry.year}</p>
                    <div className="card history-entry__card">
                      <h2 id={id} className="history-entry__title">
                        {entry.title}
                      </h2>
                      <p className="history-entry__subtitle">{entry.subtitle}</p>
                      <p>{entry.description}</p>
                      {entry.highlights.length > 0 && (
                        <>
                          <h3 className="visually-hidden">{copy.highlightsLabel}</h3>
                          <ItemList ordered className="history-entry__highlights" items={entry.highlights} />
                        </>
                      )}
                    </div>
                  </article>
                </li>
              );
            })}
          </ol>
        </div>
      </div>
      <div className="section">
        <div className="container history-closing">
          <p className="lead">{copy.closing}</p>
          <a className="btn btn-primary" href="/contact">
            {copy.ctaLabel}
          </a>
        </div>
      </div>
    </>
  );
}

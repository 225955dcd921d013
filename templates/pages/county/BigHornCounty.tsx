import { fillText } from '../../../src/model/fill-text.ts';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { countyCopy } from './copy.ts';
import { CardGrid } from '../../blocks/CardGrid.tsx';
import { CtaBand } from '../../blocks/CtaBand.tsx';
import { PageIntro } from '../../blocks/PageIntro.tsx';
import { StatGrid } from '../../blocks/StatGrid.tsx';

/** /big-horn-county: the county page with the sister business's door copy. */
export function BigHornCounty({ route, content }: PageProps<RouteOf<'fixed'>>) {
  const copy = countyCopy.parse(route.props.page.content);
  const { site } = content;
  const fill = (s: string) => fillText(s, site);
  return (
    <div className="county">
      <PageIntro eyebrow={fill(copy.eyebrow)} heading={route.heading} intro={fill(copy.intro)} actions={copy.actions} site={site} />
      <section className="section section--alt" aria-labelledby="county-stats-heading">
        <div className="container">
          <h2 id="county-stats-heading">{copy.statsHeading}</h2>
          <StatGrid stats={copy.stats} columns={4} />
          <h3>{copy.zipsHeading}</h3>
          <ul className="county-zips list-plain">
            {copy.zips.map((zip) => (
              <li key={zip}>{zip}</li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section" aria-labelledby="county-areas-heading">
        <div className="container">
          <h2 id="county-areas-heading">{copy.areasHeading}</h2>
          <p className="text-muted">{copy.areasIntro}</p>
          <ul className="grid grid-4 list-plain county-areas">
            {copy.areas.map((area) => (
              <li key={area.slug} className="card county-area">
                <h3>
                  <a href={`/${area.slug}`}>{area.name}</a>
                </h3>
                {area.badge && <p className="county-area__badge">{area.badge}</p>}
                <dl className="town-info__list">
                  <div>
                    <dt>{copy.labels.distance}</dt>
                    <dd>{area.distance}</dd>
                  </div>
                  <div>
                    <dt>{copy.labels.population}</dt>
                    <dd>{area.population}</dd>
                  </div>
                  <div>
                    <dt>{copy.labels.zip}</dt>
                    <dd>{area.zipCode}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--alt" aria-labelledby="county-services-heading">
        <div className="container">
          <h2 id="county-services-heading">{copy.servicesHeading}</h2>
          <CardGrid cards={copy.services} columns={4} />
        </div>
      </section>
      <CtaBand id="county-cta-heading" heading={copy.cta.heading} text={fill(copy.cta.text)} actions={copy.cta.actions} site={site} />
    </div>
  );
}

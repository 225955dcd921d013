import type { PageEntry } from '../../../src/content/types.ts';
import { fillText } from '../../../src/model/fill-text.ts';
import { ActionRow } from '../../blocks/ActionLink.tsx';
import { Icon } from '../../blocks/Icon.tsx';
import type { PageProps } from '../types.ts';
import { countyCopy } from './copy.ts';

/** /big-horn-county: the county page with the sister business's door copy (spec §1, §2). */
export function BigHornCounty({ route, content }: PageProps) {
  const copy = countyCopy.parse((route.props.page as PageEntry).content);
  const { site } = content;
  const fill = (s: string) => fillText(s, site);
  return (
    <div className="county">
      <section className="section">
        <div className="container">
          <p className="eyebrow">{fill(copy.eyebrow)}</p>
          <h1>{route.heading}</h1>
          <p className="lead">{fill(copy.intro)}</p>
          <ActionRow actions={copy.actions} site={site} />
        </div>
      </section>
      <section className="section section--alt" aria-labelledby="county-stats-heading">
        <div className="container">
          <h2 id="county-stats-heading">{copy.statsHeading}</h2>
          <dl className="grid grid-4 town-stats">
            {copy.stats.map((s) => (
              <div key={s.label} className="card town-stat">
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
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
          <ul className="grid grid-4 list-plain">
            {copy.services.map((s) => (
              <li key={s.title} className="card town-card">
                {s.icon && <Icon name={s.icon} />}
                <h3>{s.title}</h3>
                <p>{s.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--brand" aria-labelledby="county-cta-heading">
        <div className="container">
          <h2 id="county-cta-heading">{copy.cta.heading}</h2>
          <p className="lead">{fill(copy.cta.text)}</p>
          <ActionRow actions={copy.cta.actions} site={site} large />
        </div>
      </section>
    </div>
  );
}

import type { PageEntry } from '../../../src/content/types.ts';
import { fillText } from '../../../src/model/fill-text.ts';
import { NEAR_ME_MAX } from '../../../src/model/geo.ts';
import { Island } from '../../../src/render/island.tsx';
import { ActionRow } from '../../blocks/ActionLink.tsx';
import { Icon } from '../../blocks/Icon.tsx';
import NearMe from '../../islands/NearMe.tsx';
import type { PageProps } from '../types.ts';
import { nearMeCopy } from './copy.ts';

/** /garage-door-repair-near-me (door wording, spec §1): the locator island and door services. */
export function NearMePage({ route, content }: PageProps) {
  const copy = nearMeCopy.parse((route.props.page as PageEntry).content);
  const { site } = content;
  return (
    <div className="near-me-page">
      <section className="section">
        <div className="container">
          <p className="eyebrow">{fillText(copy.eyebrow, site)}</p>
          <h1>{route.heading}</h1>
          <p className="lead">{fillText(copy.intro, site)}</p>
          <ActionRow actions={copy.actions} site={site} />
        </div>
      </section>
      <section className="section section--alt" aria-label={copy.locator.heading}>
        <div className="container">
          <Island name="NearMe" component={NearMe} props={{ labels: copy.locator, baseCities: copy.baseCities, fallback: copy.fallback, limit: NEAR_ME_MAX }} />
        </div>
      </section>
      <section className="section" aria-labelledby="near-me-services-heading">
        <div className="container">
          <h2 id="near-me-services-heading">{copy.servicesHeading}</h2>
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
      <section className="section section--brand" aria-labelledby="near-me-cta-heading">
        <div className="container">
          <h2 id="near-me-cta-heading">{copy.cta.heading}</h2>
          <p className="lead">{fillText(copy.cta.text, site)}</p>
          <ActionRow actions={copy.cta.actions} site={site} large />
        </div>
      </section>
    </div>
  );
}

import { fillText } from '../../../src/model/fill-text.ts';
import { NEAR_ME_MAX } from '../../../src/model/geo.ts';
import { Island } from '../../../src/render/island.tsx';
import { ActionRow } from '../../blocks/ActionLink.tsx';
import NearMe from '../../islands/NearMe.tsx';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { nearMeCopy } from './copy.ts';
import { CardGrid } from '../../blocks/CardGrid.tsx';
import { CtaBand } from '../../blocks/CtaBand.tsx';

/** /garage-door-repair-near-me (door wording): the locator island and door services. */
export function NearMePage({ route, content }: PageProps<RouteOf<'fixed'>>) {
  const copy = nearMeCopy.parse(route.props.page.content);
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
          <CardGrid cards={copy.services} columns={4} />
        </div>
      </section>
      <CtaBand id="near-me-cta-heading" heading={copy.cta.heading} text={fillText(copy.cta.text, site)} actions={copy.cta.actions} site={site} />
    </div>
  );
}

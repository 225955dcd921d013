import { fillText } from '../../../src/model/fill-text.ts';
import { NEAR_ME_MAX } from '../../../src/model/geo.ts';
import { Island } from '../../../src/render/island.tsx';
import NearMe from '../../islands/NearMe.tsx';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { nearMeCopy } from './copy.ts';
import { CardGrid } from '../../blocks/CardGrid.tsx';
import { CtaBand } from '../../blocks/CtaBand.tsx';
import { PageIntro } from '../../blocks/PageIntro.tsx';
import { Section } from '../../blocks/Section.tsx';

/** /garage-door-repair-near-me (door wording): the locator island and door services. */
export function NearMePage({ route, content }: PageProps<RouteOf<'fixed'>>) {
  const copy = nearMeCopy.parse(route.props.page.content);
  const { site } = content;
  return (
    <div className="near-me-page">
      <PageIntro eyebrow={fillText(copy.eyebrow, site)} heading={route.heading} intro={fillText(copy.intro, site)} actions={copy.actions} site={site} />
      <section className="section section--alt" aria-label={copy.locator.heading}>
        <div className="container">
          <Island name="NearMe" component={NearMe} props={{ labels: copy.locator, baseCities: copy.baseCities, fallback: copy.fallback, limit: NEAR_ME_MAX }} />
        </div>
      </section>
      <Section id="near-me-services-heading" heading={copy.servicesHeading}>
        <CardGrid cards={copy.services} columns={4} />
      </Section>
      <CtaBand id="near-me-cta-heading" heading={copy.cta.heading} text={fillText(copy.cta.text, site)} actions={copy.cta.actions} site={site} />
    </div>
  );
}

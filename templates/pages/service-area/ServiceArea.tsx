import { Island } from '../../../src/render/island.tsx';
import { fillText } from '../../../src/model/fill-text.ts';
import ServiceAreaMap, { type ServiceAreaMapProps } from '../../islands/ServiceAreaMap.tsx';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { PageHero } from '../../blocks/PageHero.tsx';
import { Section } from '../../blocks/Section.tsx';
import { directoryTowns } from '../../../src/model/town-directory.ts';
import { serviceAreaCopy, type ServiceAreaCopy } from './copy.ts';
import { DirectoryPagination } from './DirectoryPagination.tsx';

/**
 * /service-area: highlights, the interactive town map and calls to action. The
 * map and its grid show the directory's first page of towns; a site with more
 * continues on the directory's numbered pages (TownDirectory.tsx).
 */
export function ServiceArea({ route, content }: PageProps<RouteOf<'fixed'>>) {
  const copy = serviceAreaCopy.parse(route.props.page.content);
  const { site } = content;
  const mapProps: ServiceAreaMapProps = {
    cities: directoryTowns(content.towns, 1).map((t) => ({ name: t.name, description: t.description, top: t.map.top, left: t.map.left })),
    image: copy.map.image,
    labels: {
      heading: copy.map.heading,
      instructions: copy.map.instructions,
      more: copy.map.moreLabel,
      pins: copy.map.pinsLabel,
      grid: copy.map.gridHeading.replace('{count}', String(content.towns.length)),
      maps: copy.map.mapsLabel,
      newTab: copy.map.newTab,
    },
    mapsUrl: site.mapsSearchUrl,
  };
  return (
    <>
      <PageHero className="sa-hero" heading={route.heading} lead={fillText(copy.intro, site)}>
        <CtaLinks cta={copy.cta} emergencyStyle="btn-call" scheduleStyle="btn-secondary" />
      </PageHero>

      <Section id="sa-highlights" className="section--alt" heading={copy.highlightsHeading}>
        <ul className="grid grid-4 list-plain sa-highlights">
          {copy.highlights.map((h) => (
            <li key={h.label} className="card">
              <p className="sa-highlight__value">{h.value}</p>
              <p className="sa-highlight__label">{h.label}</p>
              <p className="text-muted">{h.text}</p>
            </li>
          ))}
        </ul>
        <p className="sa-links">
          {copy.linksText}{' '}
          {copy.links.map((l, i) => (
            <span key={l.path}>
              {i > 0 && ' · '}
              <a href={l.path}>{l.label}</a>
            </span>
          ))}
        </p>
      </Section>

      <Island name="ServiceAreaMap" component={ServiceAreaMap} props={mapProps} />
      <DirectoryPagination copy={copy} base={route.path} current={1} towns={content.towns.length} />

      <Section id="sa-cta" className="section--brand" heading={copy.cta.heading} lead={fillText(copy.cta.text, site)}>
        <CtaLinks cta={copy.cta} emergencyStyle="btn-light" scheduleStyle="btn-light" />
      </Section>
    </>
  );
}

/** The page's two buttons, emergency service and scheduling, in the hero and again in the closing band. */
function CtaLinks({ cta, emergencyStyle, scheduleStyle }: { cta: ServiceAreaCopy['cta']; emergencyStyle: string; scheduleStyle: string }) {
  return (
    <p className="btn-row">
      <a className={`btn ${emergencyStyle}`} href={cta.emergency.path}>
        {cta.emergency.label}
      </a>
      <a className={`btn ${scheduleStyle}`} href={cta.schedule.path}>
        {cta.schedule.label}
      </a>
    </p>
  );
}

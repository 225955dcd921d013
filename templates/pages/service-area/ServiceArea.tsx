import { Island } from '../../../src/render/island.tsx';
import { fillText } from '../../../src/model/fill-text.ts';
import ServiceAreaMap, { type ServiceAreaMapProps } from '../../islands/ServiceAreaMap.tsx';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { serviceAreaCopy } from './copy.ts';

/** /service-area: highlights, the interactive town map and calls to action. */
export function ServiceArea({ route, content }: PageProps<RouteOf<'fixed'>>) {
  const copy = serviceAreaCopy.parse(route.props.page.content);
  const { site } = content;
  const mapProps: ServiceAreaMapProps = {
    cities: content.towns.map((t) => ({ name: t.name, description: t.description, top: t.map.top, left: t.map.left })),
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
      <section className="section sa-hero">
        <div className="container">
          <h1>{route.heading}</h1>
          <p className="lead">{fillText(copy.intro, site)}</p>
          <p className="btn-row">
            <a className="btn btn-call" href={copy.cta.emergency.path}>
              {copy.cta.emergency.label}
            </a>
            <a className="btn btn-secondary" href={copy.cta.schedule.path}>
              {copy.cta.schedule.label}
            </a>
          </p>
        </div>
      </section>

      <section className="section section--alt" aria-labelledby="sa-highlights">
        <div className="container">
          <h2 id="sa-highlights">{copy.highlightsHeading}</h2>
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
        </div>
      </section>

      <Island name="ServiceAreaMap" component={ServiceAreaMap} props={mapProps} />

      <section className="section section--brand" aria-labelledby="sa-cta">
        <div className="container">
          <h2 id="sa-cta">{copy.cta.heading}</h2>
          <p className="lead">{fillText(copy.cta.text, site)}</p>
          <p className="btn-row">
            <a className="btn btn-light" href={copy.cta.emergency.path}>
              {copy.cta.emergency.label}
            </a>
            <a className="btn btn-light" href={copy.cta.schedule.path}>
              {copy.cta.schedule.label}
            </a>
          </p>
        </div>
      </section>
    </>
  );
}

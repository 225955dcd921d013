import { lookupCity } from '../../../src/model/city-lookup.ts';
import { fillText } from '../../../src/model/fill-text.ts';
import { ActionRow } from '../../blocks/ActionLink.tsx';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { townPages } from './copy.ts';
import { townActions, townText } from './parts.tsx';

/** /service-areas/{slug}: the generic city page (canonical /{slug}). */
export function ServiceAreaCity({ route, content }: PageProps<RouteOf<'town'>>) {
  const { town } = route.props;
  const copy = townPages(content).city;
  const city = lookupCity(town.slug, copy.table, copy.fallbackDescription);
  const { site } = content;
  return (
    <section className="section town-city">
      <div className="container">
        <h1>{route.heading}</h1>
        <p className="lead">{fillText(city.description, site)}</p>
        <p>{townText(copy.text, town, site)}</p>
        <ActionRow actions={townActions(copy.actions, town)} site={site} />
        <p className="town-city__more">
          <a href={`/${town.slug}`}>{townText(copy.moreLabel, town, site)}</a>
        </p>
      </div>
    </section>
  );
}

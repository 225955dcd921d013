import type { Town } from '../../../src/content/types.ts';
import { lookupCity } from '../../../src/model/city-lookup.ts';
import { fillText } from '../../../src/model/fill-text.ts';
import { ActionRow } from '../../blocks/ActionLink.tsx';
import type { PageProps } from '../../../src/render/templates.ts';
import { townPages } from './copy.ts';
import { townActions, townText } from './parts.tsx';

/** /service-areas/{slug}: the generic city page (canonical /{slug}). */
export function ServiceAreaCity({ route, content }: PageProps) {
  const town = route.props.town as Town | undefined;
  const copy = townPages(content).city;
  const city = lookupCity(town?.slug, copy.table, copy.fallbackDescription);
  if (!town || !city) {
    return (
      <section className="section">
        <div className="container">
          <h1>{content.notFound.cityNotFound}</h1>
        </div>
      </section>
    );
  }
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

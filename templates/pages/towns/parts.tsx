// Pieces shared by the town page families.
import type { Site, Town } from '../../../src/content/types.ts';
import { fillText } from '../../../src/model/fill-text.ts';
import { ActionRow } from '../../blocks/ActionLink.tsx';
import type { Action } from '../../blocks/copy-parts.ts';
import { Icon } from '../../blocks/Icon.tsx';
import { Picture } from '../../blocks/Picture.tsx';
import type { TownLayoutCopy } from './copy.ts';
import { CtaBand } from '../../blocks/CtaBand.tsx';

/** Fills "{town}" and the site tokens ({company}, {phone} …) of a copy string. */
export function townText(text: string, town: Town, site: Site): string {
  return fillText(text.replaceAll('{town}', town.name), site);
}

export function townActions(actions: Action[], town: Town): Action[] {
  return actions.map((a) => ({ ...a, label: a.label.replaceAll('{town}', town.name) }));
}

/** Hero with the town's artwork where it has one (the six hero towns). */
export function TownHero({
  town,
  site,
  eyebrow,
  heading,
  intro,
  actions,
}: {
  town: Town;
  site: Site;
  eyebrow: string;
  heading: string;
  intro: string;
  actions: Action[];
}) {
  return (
    <section className={`section town-hero${town.heroImage ? ' town-hero--image' : ''}`}>
      <div className="container town-hero__inner">
        <div className="town-hero__text">
          <p className="eyebrow">{townText(eyebrow, town, site)}</p>
          <h1>{heading}</h1>
          <p className="lead">{townText(intro, town, site)}</p>
          <ActionRow actions={townActions(actions, town)} site={site} />
        </div>
        {town.heroImage && (
          <Picture
            className="town-hero__image"
            src={town.heroImage}
            slot="hero"
            width={800}
            height={450}
            alt={town.heroAlt ?? `Illustrated landscape of ${town.name}, Wyoming`}
            loading="priority"
          />
        )}
      </div>
    </section>
  );
}

/** City info card: city, county, ZIP, optional population, coordinates. */
export function TownInfoCard({ town, site, labels }: { town: Town; site: Site; labels: TownLayoutCopy['info'] }) {
  const { lat, lng } = town.coordinates;
  return (
    <div className="card town-info">
      <h2 id="town-info-heading">{townText(labels.heading, town, site)}</h2>
      <dl className="town-info__list">
        <div>
          <dt>{labels.city}</dt>
          <dd>{town.name}</dd>
        </div>
        <div>
          <dt>{labels.county}</dt>
          <dd>{town.county} County</dd>
        </div>
        <div>
          <dt>{labels.zip}</dt>
          <dd>{town.zipCode}</dd>
        </div>
        {town.population && (
          <div>
            <dt>{labels.population}</dt>
            <dd>{town.population}</dd>
          </div>
        )}
        <div>
          <dt>{labels.coordinates}</dt>
          <dd>
            {lat.toFixed(4)}° N, {Math.abs(lng).toFixed(4)}° W
          </dd>
        </div>
      </dl>
    </div>
  );
}

export function ServiceLinkCards({ copy, town, site }: { copy: TownLayoutCopy; town: Town; site: Site }) {
  return (
    <section className="section" aria-labelledby="town-services-heading">
      <div className="container">
        <h2 id="town-services-heading">{townText(copy.servicesHeading, town, site)}</h2>
        <ul className="grid grid-3 list-plain">
          {copy.services.map((s) => (
            <li key={s.href} className="card town-service">
              {s.icon && <Icon name={s.icon} />}
              <h3>{s.title}</h3>
              <p>{s.description}</p>
              <a href={s.href}>
                {s.linkLabel}
                <span className="visually-hidden"> in {town.name}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Key features, service highlights and landmarks of a town. */
export function TownLists({ copy, town, site }: { copy: TownLayoutCopy; town: Town; site: Site }) {
  const lists = [
    { id: 'features', heading: copy.featuresHeading, items: town.keyFeatures },
    { id: 'highlights', heading: copy.highlightsHeading, items: town.serviceHighlights },
    { id: 'landmarks', heading: copy.landmarksHeading, items: town.localLandmarks },
  ].filter((l) => l.items.length > 0);
  return (
    <section className="section section--alt" aria-label={`${town.name} details`}>
      <div className="container grid grid-3">
        {lists.map((list) => (
          <div key={list.id} className="card town-list">
            <h2 id={`town-${list.id}`}>{townText(list.heading, town, site)}</h2>
            <ul className="list-check">
              {list.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}

export function TownCta({ heading, text, actions, town, site }: { heading: string; text: string; actions: Action[]; town: Town; site: Site }) {
  return (
    <CtaBand id="town-cta-heading" heading={townText(heading, town, site)} text={townText(text, town, site)} actions={townActions(actions, town)} site={site} />
  );
}

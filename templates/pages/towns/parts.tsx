// Pieces shared by the town page families.
import type { Site, Town } from '../../../src/content/types.ts';
import { fillText } from '../../../src/model/fill-text.ts';
import { ActionRow } from '../../blocks/ActionLink.tsx';
import type { Action } from '../../blocks/copy-parts.ts';
import { CardItem } from '../../blocks/CardItem.tsx';
import { FactList } from '../../blocks/FactList.tsx';
import { CheckListGroup } from '../../blocks/ItemList.tsx';
import { MoreLink } from '../../blocks/MoreLink.tsx';
import { Section } from '../../blocks/Section.tsx';
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
export function TownInfoCard({
  town,
  site,
  labels,
  distance,
}: {
  town: Town;
  site: Site;
  labels: TownLayoutCopy['info'];
  distance?: { label: string; text: string };
}) {
  const { lat, lng } = town.coordinates;
  const facts = [
    { label: labels.city, value: town.name },
    { label: labels.county, value: `${town.county} County` },
    { label: labels.zip, value: town.zipCode },
    ...(town.population ? [{ label: labels.population, value: town.population }] : []),
    { label: labels.coordinates, value: `${lat.toFixed(4)}° N, ${Math.abs(lng).toFixed(4)}° W` },
    ...(distance ? [{ label: distance.label, value: distance.text }] : []),
  ];
  return (
    <div className="card town-info">
      <h2 id="town-info-heading">{townText(labels.heading, town, site)}</h2>
      <FactList className="town-info__list" facts={facts} />
    </div>
  );
}

export function ServiceLinkCards({ copy, town, site }: { copy: TownLayoutCopy; town: Town; site: Site }) {
  return (
    <Section id="town-services-heading" heading={townText(copy.servicesHeading, town, site)}>
      <ul className="grid grid-3 list-plain">
        {copy.services.map((s) => (
          <CardItem key={s.href} className="town-service" icon={s.icon} title={s.title} description={s.description}>
            <MoreLink href={s.href} label={s.linkLabel} context={` in ${town.name}`} />
          </CardItem>
        ))}
      </ul>
    </Section>
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
          <CheckListGroup
            key={list.id}
            className="card town-list"
            level={2}
            id={`town-${list.id}`}
            heading={townText(list.heading, town, site)}
            items={list.items}
          />
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

import { NearbyAreas } from '../../blocks/NearbyAreas.tsx';
import { CardItem } from '../../blocks/CardItem.tsx';
import { FactList } from '../../blocks/FactList.tsx';
import { ItemList } from '../../blocks/ItemList.tsx';
import { Section } from '../../blocks/Section.tsx';
import type { Site, Town } from '../../../src/content/types.ts';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { localContent } from '../../../src/model/local-content.ts';
import { townCopy, townOverridesCopy, townPages, type TownLayoutCopy } from './copy.ts';
import { distanceText, LocalWork } from './LocalWork.tsx';
import { ServiceLinkCards, TownCta, TownHero, TownInfoCard, TownLists, townText } from './parts.tsx';

/** Plumbing town pages (cody, powell, lovell, emblem, burlington, wapaiti, greybull). */
export function PlumbingTown(props: PageProps<RouteOf<'town'>>) {
  return <CityTown {...props} kind="plumbing" />;
}

/** The shared town template (worland, hyattville, … ralston). */
export function SharedTown(props: PageProps<RouteOf<'town'>>) {
  return <CityTown {...props} kind="shared" />;
}

function CityTown({ route, content, kind }: PageProps<RouteOf<'town'>> & { kind: 'plumbing' | 'shared' }) {
  const { town } = route.props;
  const { site } = content;
  const copy: TownLayoutCopy = townPages(content)[kind];
  const overrides = townCopy(townOverridesCopy, town.page);
  const local = localContent(content, town);
  const distance = distanceText(local, content);
  return (
    <div className={`town town--${kind}`}>
      <TownHero town={town} site={site} eyebrow={copy.eyebrow} heading={route.heading} intro={overrides?.intro ?? copy.intro} actions={copy.actions} />
      <section className="section section--alt" aria-label={`About ${town.name}`}>
        <div className="container grid grid-2 town-about">
          <TownInfoCard
            town={town}
            site={site}
            labels={copy.info}
            distance={distance ? { label: townPages(content).local.distanceLabel, text: distance } : undefined}
          />
          <div className="town-about__text">
            <p className="lead">{town.description}</p>
          </div>
        </div>
      </section>
      <LocalWork local={local} town={town} content={content} />
      <ServiceLinkCards copy={copy} town={town} site={site} />
      {copy.why && (
        <Section id="town-why-heading" className="section--alt" heading={townText(copy.why.heading, town, site)}>
          <ul className="grid grid-4 list-plain">
            {copy.why.items.map((item) => (
              <CardItem key={item.title} className="town-why" icon={item.icon} title={item.title} description={item.description} />
            ))}
          </ul>
        </Section>
      )}
      <TownLists copy={copy} town={town} site={site} />
      {copy.contact && <TownContact copy={copy.contact} town={town} site={site} />}
      <NearbyAreas town={town} content={content} />
      <TownCta heading={copy.cta.heading} text={copy.cta.text} actions={copy.cta.actions} town={town} site={site} />
    </div>
  );
}

/** How to reach the business from the town page: phone, e-mail and hours. */
function TownContact({ copy, town, site }: { copy: NonNullable<TownLayoutCopy['contact']>; town: Town; site: Site }) {
  const facts = [
    { label: copy.phoneLabel, value: <a href={`tel:${site.phones.main.tel}`}>{site.phones.main.display}</a> },
    { label: copy.emailLabel, value: <a href={`mailto:${site.email}`}>{site.email}</a> },
    { label: copy.hoursLabel, value: <ItemList className="list-plain" items={site.hours.map((h) => `${h.label}: ${h.value}`)} /> },
  ];
  return (
    <section className="section" aria-labelledby="town-contact-heading">
      <div className="container">
        <div className="card town-contact">
          <h2 id="town-contact-heading">{townText(copy.heading, town, site)}</h2>
          <p>{townText(copy.text, town, site)}</p>
          <FactList className="town-info__list" facts={facts} />
        </div>
      </div>
    </section>
  );
}

import { NearbyAreas } from '../../blocks/NearbyAreas.tsx';
import { ReviewsBlock } from '../../blocks/ReviewsBlock.tsx';
import { Icon } from '../../blocks/Icon.tsx';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { townCopy, townOverridesCopy, townPages, type TownLayoutCopy } from './copy.ts';
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
  return (
    <div className={`town town--${kind}`}>
      <TownHero town={town} site={site} eyebrow={copy.eyebrow} heading={route.heading} intro={overrides?.intro ?? copy.intro} actions={copy.actions} />
      <section className="section section--alt" aria-label={`About ${town.name}`}>
        <div className="container grid grid-2 town-about">
          <TownInfoCard town={town} site={site} labels={copy.info} />
          <div className="town-about__text">
            <p className="lead">{town.description}</p>
          </div>
        </div>
      </section>
      <ServiceLinkCards copy={copy} town={town} site={site} />
      {copy.why && (
        <section className="section section--alt" aria-labelledby="town-why-heading">
          <div className="container">
            <h2 id="town-why-heading">{townText(copy.why.heading, town, site)}</h2>
            <ul className="grid grid-4 list-plain">
              {copy.why.items.map((item) => (
                <li key={item.title} className="card town-why">
                  {item.icon && <Icon name={item.icon} />}
                  <h3>{item.title}</h3>
                  <p>{item.description}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <TownLists copy={copy} town={town} site={site} />
      {copy.contact && (
        <section className="section" aria-labelledby="town-contact-heading">
          <div className="container">
            <div className="card town-contact">
              <h2 id="town-contact-heading">{townText(copy.contact.heading, town, site)}</h2>
              <p>{townText(copy.contact.text, town, site)}</p>
              <dl className="town-info__list">
                <div>
                  <dt>{copy.contact.phoneLabel}</dt>
                  <dd>
                    <a href={`tel:${site.phones.main.tel}`}>{site.phones.main.display}</a>
                  </dd>
                </div>
                <div>
                  <dt>{copy.contact.emailLabel}</dt>
                  <dd>
                    <a href={`mailto:${site.email}`}>{site.email}</a>
                  </dd>
                </div>
                <div>
                  <dt>{copy.contact.hoursLabel}</dt>
                  <dd>
                    <ul className="list-plain">
                      {site.hours.map((h) => (
                        <li key={h.label}>
                          {h.label}: {h.value}
                        </li>
                      ))}
                    </ul>
                  </dd>
                </div>
              </dl>
            </div>
          </div>
        </section>
      )}
      <ReviewsBlock content={content} />
      <NearbyAreas town={town} content={content} />
      <TownCta heading={copy.cta.heading} text={copy.cta.text} actions={copy.cta.actions} town={town} site={site} />
    </div>
  );
}

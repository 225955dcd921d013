import type { Site, Town } from '../../../src/content/types.ts';
import type { Content } from '../../../src/content/types.ts';
import { FaqSection } from '../../blocks/FaqSection.tsx';
import { Icon } from '../../blocks/Icon.tsx';
import { NearbyAreas } from '../../blocks/NearbyAreas.tsx';
import { ReviewsBlock } from '../../blocks/ReviewsBlock.tsx';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { doorTownCopy, townCopy, type DoorSection } from './copy.ts';
import { TownCta, TownHero, townText } from './parts.tsx';
import { StatGrid } from '../../blocks/StatGrid.tsx';

/**
 * Garage-door-themed town pages (basin, shell, meeteetse, ten-sleep,
 * manderson, clark): the sister business's door copy, reproduced as recorded
 * (spec §1) from the town's `page:` in data/towns.yaml.
 */
export function DoorTown({ route, content }: PageProps<RouteOf<'town'>>) {
  const { town } = route.props;
  const { site } = content;
  const copy = townCopy(doorTownCopy, town.page);
  return (
    <div className={`town town--door town--${town.slug}`}>
      {copy.backLink && (
        <p className="container town-back">
          <a href={copy.backLink.href}>
            <span aria-hidden="true">← </span>
            {copy.backLink.label}
          </a>
        </p>
      )}
      <TownHero
        town={town}
        site={site}
        eyebrow={copy.hero.eyebrow}
        heading={townText(copy.hero.heading, town, site)}
        intro={copy.hero.text}
        actions={copy.hero.actions}
      />
      {copy.stats && (
        <section className="section section--alt" aria-labelledby="town-stats-heading">
          <div className="container">
            <h2 id="town-stats-heading">{townText(copy.stats.heading, town, site)}</h2>
            <StatGrid stats={copy.stats.items} columns={4} />
          </div>
        </section>
      )}
      {copy.sections.map((section, i) => (
        <DoorSectionView key={`${section.type}-${i}`} section={section} index={i} town={town} site={site} content={content} />
      ))}
      <ReviewsBlock content={content} />
      <NearbyAreas town={town} content={content} />
      <TownCta heading={copy.cta.heading} text={copy.cta.text} actions={copy.cta.actions} town={town} site={site} />
    </div>
  );
}

function DoorSectionView({ section, index, town, site, content }: { section: DoorSection; index: number; town: Town; site: Site; content: Content }) {
  const id = `town-section-${index}`;
  const alt = index % 2 === 1 ? ' section--alt' : '';
  const heading = townText(section.heading, town, site);
  if (section.type === 'faq') {
    return <FaqSection id={`${town.slug}-faq`} source={{ heading, items: section.items }} content={content} className={`section${alt}`} />;
  }
  return (
    <section className={`section${alt} town-section town-section--${section.type}`} aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{heading}</h2>
        {'intro' in section && section.intro && <p className="lead">{townText(section.intro, town, site)}</p>}
        {section.type === 'cards' && (
          <ul className="grid grid-4 list-plain">
            {section.items.map((card) => (
              <li key={card.title} className="card town-card">
                {card.icon && <Icon name={card.icon} />}
                <h3>{card.title}</h3>
                <p>{townText(card.description, town, site)}</p>
              </li>
            ))}
          </ul>
        )}
        {section.type === 'list' && (
          <ul className="list-check town-solutions">
            {section.items.map((item) => (
              <li key={item}>{townText(item, town, site)}</li>
            ))}
          </ul>
        )}
        {section.type === 'text' && section.paragraphs.map((p) => <p key={p}>{townText(p, town, site)}</p>)}
        {section.type === 'testimonials' && (
          <ul className="grid grid-2 list-plain">
            {section.items.map((t) => (
              <li key={t.name} className="card town-testimonial">
                <figure>
                  <blockquote>
                    <p>{t.quote}</p>
                  </blockquote>
                  <figcaption>
                    {t.name}
                    {t.location && <span className="text-muted">, {t.location}</span>}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
        {section.type === 'about' && (
          <div className="grid grid-3 town-about-block">
            <div>
              <p>{townText(section.description, town, site)}</p>
              <dl className="town-info__list">
                {section.facts.map((f) => (
                  <div key={f.label}>
                    <dt>{f.label}</dt>
                    <dd>{f.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <div className="card">
              <h3>{section.highlightsHeading}</h3>
              <ul className="list-check">
                {section.highlights.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ul>
            </div>
            <div className="card">
              <h3>{section.servicesHeading}</h3>
              <ul className="list-check">
                {section.services.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}

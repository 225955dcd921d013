import type { Site, Town } from '../../../src/content/types.ts';
import type { Content } from '../../../src/content/types.ts';
import { FaqSection } from '../../blocks/FaqSection.tsx';
import { CardItem } from '../../blocks/CardItem.tsx';
import { FactList } from '../../blocks/FactList.tsx';
import { CheckList, CheckListGroup } from '../../blocks/ItemList.tsx';
import { Section } from '../../blocks/Section.tsx';
import { NearbyAreas } from '../../blocks/NearbyAreas.tsx';
import { localContent } from '../../../src/model/local-content.ts';
import { LocalWork } from './LocalWork.tsx';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { doorTownCopy, townCopy, type DoorSection } from './copy.ts';
import { TownCta, TownHero, townText } from './parts.tsx';
import { StatGrid } from '../../blocks/StatGrid.tsx';

/**
 * Garage-door-themed town pages (basin, shell, meeteetse, ten-sleep,
 * manderson, clark): the sister business's door copy, reproduced as recorded
 * from the town's `page:` in data/towns.yaml.
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
        <Section id="town-stats-heading" className="section--alt" heading={townText(copy.stats.heading, town, site)}>
          <StatGrid stats={copy.stats.items} columns={4} />
        </Section>
      )}
      {copy.sections.map((section, i) => (
        <DoorSectionView key={`${section.type}-${i}`} section={section} index={i} town={town} site={site} content={content} />
      ))}
      <LocalWork local={localContent(content, town)} town={town} content={content} withDistance />
      <NearbyAreas town={town} content={content} />
      <TownCta heading={copy.cta.heading} text={copy.cta.text} actions={copy.cta.actions} town={town} site={site} />
    </div>
  );
}

function DoorSectionView({ section, index, town, site, content }: { section: DoorSection; index: number; town: Town; site: Site; content: Content }) {
  const alt = index % 2 === 1 ? 'section--alt' : undefined;
  const heading = townText(section.heading, town, site);
  const fill = (text: string) => townText(text, town, site);
  if (section.type === 'faq') {
    return <FaqSection id={`${town.slug}-faq`} source={{ heading, items: section.items }} content={content} className={alt} />;
  }
  return (
    <Section
      id={`town-section-${index}`}
      className={`${alt ? `${alt} ` : ''}town-section town-section--${section.type}`}
      heading={heading}
      lead={'intro' in section && section.intro ? fill(section.intro) : undefined}
    >
      {section.type === 'cards' && (
        <ul className="grid grid-4 list-plain">
          {section.items.map((card) => (
            <CardItem key={card.title} className="town-card" icon={card.icon} title={card.title} description={fill(card.description)} />
          ))}
        </ul>
      )}
      {section.type === 'list' && <CheckList className="town-solutions" items={section.items.map(fill)} />}
      {section.type === 'text' && section.paragraphs.map((p) => <p key={p}>{fill(p)}</p>)}
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
            <p>{fill(section.description)}</p>
            <FactList className="town-info__list" facts={section.facts} />
          </div>
          <CheckListGroup className="card" heading={section.highlightsHeading} items={section.highlights} />
          <CheckListGroup className="card" heading={section.servicesHeading} items={section.services} />
        </div>
      )}
    </Section>
  );
}

import type { Service } from '../../../src/content/types.ts';
import { fillText } from '../../../src/model/fill-text.ts';
import { ActionRow } from '../../blocks/ActionLink.tsx';
import { CardGridSection } from '../../blocks/CardGrid.tsx';
import { Icon } from '../../blocks/Icon.tsx';
import { ReviewsBlock } from '../../blocks/ReviewsBlock.tsx';
import { CardItem } from '../../blocks/CardItem.tsx';
import { CheckList } from '../../blocks/ItemList.tsx';
import { LinkList } from '../../blocks/LinkList.tsx';
import { MoreLink } from '../../blocks/MoreLink.tsx';
import { IntroSection, Section, SectionFrame } from '../../blocks/Section.tsx';
import { StepsSection } from '../../blocks/StepList.tsx';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { servicesIndexCopy } from './copy.ts';

/** /services: categories, six service cards, why choose, 4-step process, emergency list, reviews. */
export function ServicesIndex({ route, content }: PageProps<RouteOf<'fixed'>>) {
  const copy = servicesIndexCopy.parse(route.props.page.content);
  const bySlug = new Map(content.services.map((s) => [s.slug, s]));
  const service = (slug: string): Service => {
    const s = bySlug.get(slug);
    if (!s) throw new Error(`data/pages/services.yaml names unknown service "${slug}"`);
    return s;
  };
  return (
    <>
      <SectionFrame id="services-heading" className="section--brand svc-hero">
        <h1 id="services-heading">{route.heading}</h1>
        <p className="lead">{copy.intro}</p>
      </SectionFrame>

      <IntroSection id="services-categories-heading" className="services-categories" copy={copy.categories}>
        <ul className="grid grid-4 list-plain">
          {copy.categories.groups.map((g) => (
            <CardItem
              key={g.title}
              className="services-categories__group"
              media={
                <span className="card-grid__icon">
                  <Icon name={g.icon} />
                </span>
              }
              title={g.title}
              description={g.description}
            >
              <LinkList
                className="list-plain services-categories__links"
                links={g.services.map((slug) => ({ path: service(slug).path, name: service(slug).title }))}
              />
            </CardItem>
          ))}
        </ul>
      </IntroSection>

      <IntroSection id="services-cards-heading" className="section--alt services-cards" copy={copy.services}>
        <ul className="grid grid-3 list-plain">
          {copy.services.items.map((slug) => {
            const s = service(slug);
            return (
              <CardItem key={slug} className="card--link services-cards__card" title={s.title} description={s.summary}>
                <MoreLink className="btn btn-secondary" href={s.path} label={copy.services.linkLabel} context={`: ${s.title}`} />
              </CardItem>
            );
          })}
        </ul>
      </IntroSection>

      <CardGridSection id="services-why-heading" className="services-why" copy={copy.whyChoose} cards={copy.whyChoose.cards} />

      <StepsSection id="services-process-heading" className="section--alt services-process" copy={copy.process} />

      <Section
        id="services-emergency-heading"
        className="section--brand services-emergency"
        heading={copy.emergency.heading}
        lead={fillText(copy.emergency.intro, content.site)}
      >
        <CheckList className="services-emergency__list" items={copy.emergency.items} />
        <ActionRow actions={copy.emergency.actions} site={content.site} large />
      </Section>

      <ReviewsBlock content={content} />
    </>
  );
}

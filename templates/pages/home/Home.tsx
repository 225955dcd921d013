import { reviewsToShow } from '../../../src/model/reviews.ts';
import { ActionLink, ActionRow } from '../../blocks/ActionLink.tsx';
import { CardGrid, CardGridSection } from '../../blocks/CardGrid.tsx';
import { GallerySection } from '../../blocks/GallerySection.tsx';
import { Icon } from '../../blocks/Icon.tsx';
import { Picture } from '../../blocks/Picture.tsx';
import { ReviewsSection } from '../../blocks/ReviewsSection.tsx';
import { FactList } from '../../blocks/FactList.tsx';
import { CardItem } from '../../blocks/CardItem.tsx';
import { CheckList } from '../../blocks/ItemList.tsx';
import { MoreLink } from '../../blocks/MoreLink.tsx';
import { IntroSection, SectionFrame } from '../../blocks/Section.tsx';
import { StepsSection } from '../../blocks/StepList.tsx';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { homeCopy } from './copy.ts';
import { CtaBand } from '../../blocks/CtaBand.tsx';
import { ExternalLink } from '../../blocks/ExternalLink.tsx';

/** The home page: its sections in the order of the original site, the copy from data/pages/home.yaml. */
export function Home({ route, content }: PageProps<RouteOf<'fixed'>>) {
  const copy = homeCopy.parse(route.props.page.content);
  const { site } = content;
  return (
    <>
      <SectionFrame id="home-heading" className="section--brand home-hero" innerClassName="home-hero__inner">
        <div className="home-hero__text">
          <p className="eyebrow">{copy.hero.eyebrow}</p>
          <h1 id="home-heading">{route.heading}</h1>
          <p className="lead">{copy.hero.lead}</p>
          <ActionRow actions={copy.hero.actions} site={site} large />
          <ul className="grid grid-3 list-plain home-hero__trust">
            {copy.hero.trustCards.map((c) => (
              <li key={c.title} className="home-hero__trust-card">
                {c.icon && <Icon name={c.icon} />}
                <span>
                  <strong>{c.title}</strong>
                  <span className="home-hero__trust-text">{c.description}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <aside className="card home-hero__estimate" aria-labelledby="home-estimate-heading">
          <h2 id="home-estimate-heading">{copy.hero.estimateCard.heading}</h2>
          <p>{copy.hero.estimateCard.text}</p>
          <CheckList items={copy.hero.estimateCard.points} />
          <ActionLink action={copy.hero.estimateCard.action} site={site} />
        </aside>
      </SectionFrame>

      <IntroSection id="home-brands-heading" className="home-brands" copy={copy.brands}>
        <ul className="home-brands__list list-plain">
          {copy.brands.items.map((b) => (
            <li key={b.name}>
              <ExternalLink className="home-brands__link" href={b.url} note={site.newTabNote}>
                {b.name}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </IntroSection>

      <IntroSection id="home-intro-heading" className="section--alt home-intro" copy={copy.intro}>
        <div className="home-intro__text">
          {copy.intro.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <FactList className="stats" itemClassName="stats__item" facts={copy.intro.stats} />
      </IntroSection>

      <StepsSection id="home-process-heading" className="home-process" copy={copy.process} />

      <CardGridSection id="home-brand-cards-heading" className="section--alt home-brand-cards" copy={copy.brandCards} cards={copy.brandCards.cards} />

      <IntroSection id="home-weather-heading" className="home-weather" copy={copy.weather}>
        <p className="home-weather__range">
          <span className="home-weather__value">{copy.weather.range}</span>
          <span className="home-weather__label">{copy.weather.rangeLabel}</span>
        </p>
        <CardGrid cards={copy.weather.cards} />
      </IntroSection>

      <IntroSection id="home-highlights-heading" className="section--alt home-highlights" copy={copy.highlights}>
        <CheckList className="home-highlights__list" items={copy.highlights.items} />
        <p className="home-center">
          <ActionLink action={copy.highlights.link} site={site} />
        </p>
      </IntroSection>

      <IntroSection id="home-services-heading" className="home-services" copy={copy.services}>
        <ul className="grid grid-3 list-plain">
          {copy.services.cards.map((c) => (
            <CardItem
              key={c.title}
              className="home-services__card"
              media={<Picture className="home-services__image" src={c.image} alt="" slot="feature" width={400} height={240} loading="lazy" />}
              title={c.title}
              description={c.description}
            >
              <CheckList items={c.features} />
              <MoreLink className="btn btn-primary" href={c.link.href} label={c.link.label} context={`: ${c.title}`} />
            </CardItem>
          ))}
        </ul>
      </IntroSection>

      <SectionFrame id="home-emergency-heading" className="home-emergency" innerClassName="home-emergency__inner">
        <div>
          <h2 id="home-emergency-heading">
            <Icon name="alert" /> {copy.emergency.heading}
          </h2>
          <p>{copy.emergency.text}</p>
        </div>
        <ActionRow actions={copy.emergency.actions} site={site} large />
      </SectionFrame>

      <CtaBand
        id="home-final-heading"
        className="home-final-cta"
        heading={copy.finalCta.heading}
        text={copy.finalCta.text}
        actions={copy.finalCta.actions}
        site={site}
      />

      <GallerySection content={content} heading={copy.gallery.heading} intro={copy.gallery.intro} linkLabel={copy.gallery.linkLabel} />

      <CardGridSection id="home-why-heading" className="section--alt home-why" copy={copy.whyChoose} cards={copy.whyChoose.benefits} columns={3} />

      <CtaBand id="home-ready-heading" className="home-ready" heading={copy.ready.heading} text={copy.ready.text} actions={copy.ready.actions} site={site} />

      <ReviewsSection content={content} reviews={reviewsToShow(content.reviews, 'samples')} />
    </>
  );
}

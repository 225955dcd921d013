import { reviewsToShow } from '../../../src/model/reviews.ts';
import { ActionLink, ActionRow } from '../../blocks/ActionLink.tsx';
import { CardGrid } from '../../blocks/CardGrid.tsx';
import { GallerySection } from '../../blocks/GallerySection.tsx';
import { Icon } from '../../blocks/Icon.tsx';
import { Picture } from '../../blocks/Picture.tsx';
import { ReviewsSection } from '../../blocks/ReviewsSection.tsx';
import { SectionHeader } from '../../blocks/SectionHeader.tsx';
import { StepList } from '../../blocks/StepList.tsx';
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
      <section className="section section--brand home-hero" aria-labelledby="home-heading">
        <div className="container home-hero__inner">
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
            <ul className="list-check">
              {copy.hero.estimateCard.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
            <ActionLink action={copy.hero.estimateCard.action} site={site} />
          </aside>
        </div>
      </section>

      <section className="section home-brands" aria-labelledby="home-brands-heading">
        <div className="container">
          <SectionHeader id="home-brands-heading" heading={copy.brands.heading} intro={copy.brands.intro} />
          <ul className="home-brands__list list-plain">
            {copy.brands.items.map((b) => (
              <li key={b.name}>
                <ExternalLink className="home-brands__link" href={b.url} note={site.newTabNote}>
                  {b.name}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--alt home-intro" aria-labelledby="home-intro-heading">
        <div className="container">
          <SectionHeader id="home-intro-heading" heading={copy.intro.heading} intro={copy.intro.intro} />
          <div className="home-intro__text">
            {copy.intro.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <dl className="stats">
            {copy.intro.stats.map((s) => (
              <div className="stats__item" key={s.label}>
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="section home-process" aria-labelledby="home-process-heading">
        <div className="container">
          <SectionHeader id="home-process-heading" heading={copy.process.heading} intro={copy.process.intro} />
          <StepList steps={copy.process.steps} />
        </div>
      </section>

      <section className="section section--alt home-brand-cards" aria-labelledby="home-brand-cards-heading">
        <div className="container">
          <SectionHeader id="home-brand-cards-heading" heading={copy.brandCards.heading} intro={copy.brandCards.intro} />
          <CardGrid cards={copy.brandCards.cards} />
        </div>
      </section>

      <section className="section home-weather" aria-labelledby="home-weather-heading">
        <div className="container">
          <SectionHeader id="home-weather-heading" heading={copy.weather.heading} intro={copy.weather.intro} />
          <p className="home-weather__range">
            <span className="home-weather__value">{copy.weather.range}</span>
            <span className="home-weather__label">{copy.weather.rangeLabel}</span>
          </p>
          <CardGrid cards={copy.weather.cards} />
        </div>
      </section>

      <section className="section section--alt home-highlights" aria-labelledby="home-highlights-heading">
        <div className="container">
          <SectionHeader id="home-highlights-heading" heading={copy.highlights.heading} intro={copy.highlights.intro} />
          <ul className="list-check home-highlights__list">
            {copy.highlights.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="home-center">
            <ActionLink action={copy.highlights.link} site={site} />
          </p>
        </div>
      </section>

      <section className="section home-services" aria-labelledby="home-services-heading">
        <div className="container">
          <SectionHeader id="home-services-heading" heading={copy.services.heading} intro={copy.services.intro} />
          <ul className="grid grid-3 list-plain">
            {copy.services.cards.map((c) => (
              <li key={c.title} className="card home-services__card">
                <Picture className="home-services__image" src={c.image} alt="" slot="feature" width={400} height={240} loading="lazy" />
                <h3>{c.title}</h3>
                <p>{c.description}</p>
                <ul className="list-check">
                  {c.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
                <a className="btn btn-primary" href={c.link.href}>
                  {c.link.label}
                  <span className="visually-hidden">: {c.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section home-emergency" aria-labelledby="home-emergency-heading">
        <div className="container home-emergency__inner">
          <div>
            <h2 id="home-emergency-heading">
              <Icon name="alert" /> {copy.emergency.heading}
            </h2>
            <p>{copy.emergency.text}</p>
          </div>
          <ActionRow actions={copy.emergency.actions} site={site} large />
        </div>
      </section>

      <CtaBand
        id="home-final-heading"
        className="home-final-cta"
        heading={copy.finalCta.heading}
        text={copy.finalCta.text}
        actions={copy.finalCta.actions}
        site={site}
      />

      <GallerySection content={content} heading={copy.gallery.heading} intro={copy.gallery.intro} linkLabel={copy.gallery.linkLabel} />

      <section className="section section--alt home-why" aria-labelledby="home-why-heading">
        <div className="container">
          <SectionHeader id="home-why-heading" heading={copy.whyChoose.heading} intro={copy.whyChoose.intro} />
          <CardGrid cards={copy.whyChoose.benefits} columns={3} />
        </div>
      </section>

      <CtaBand id="home-ready-heading" className="home-ready" heading={copy.ready.heading} text={copy.ready.text} actions={copy.ready.actions} site={site} />

      <ReviewsSection content={content} reviews={reviewsToShow(content.reviews, 'samples')} />
    </>
  );
}

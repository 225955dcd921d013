import type { Service } from '../../../src/content/types.ts';
import { fillText } from '../../../src/model/fill-text.ts';
import { ActionRow } from '../../blocks/ActionLink.tsx';
import { CardGrid } from '../../blocks/CardGrid.tsx';
import { Icon } from '../../blocks/Icon.tsx';
import { ReviewsBlock } from '../../blocks/ReviewsBlock.tsx';
import { SectionHeader } from '../../blocks/SectionHeader.tsx';
import { StepList } from '../../blocks/StepList.tsx';
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
      <section className="section section--brand svc-hero" aria-labelledby="services-heading">
        <div className="container">
          <h1 id="services-heading">{route.heading}</h1>
          <p className="lead">{copy.intro}</p>
        </div>
      </section>

      <section className="section services-categories" aria-labelledby="services-categories-heading">
        <div className="container">
          <SectionHeader id="services-categories-heading" heading={copy.categories.heading} intro={copy.categories.intro} />
          <ul className="grid grid-4 list-plain">
            {copy.categories.groups.map((g) => (
              <li key={g.title} className="card services-categories__group">
                <span className="card-grid__icon">
                  <Icon name={g.icon} />
                </span>
                <h3>{g.title}</h3>
                <p>{g.description}</p>
                <ul className="list-plain services-categories__links">
                  {g.services.map((slug) => (
                    <li key={slug}>
                      <a href={service(slug).path}>{service(slug).title}</a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section--alt services-cards" aria-labelledby="services-cards-heading">
        <div className="container">
          <SectionHeader id="services-cards-heading" heading={copy.services.heading} intro={copy.services.intro} />
          <ul className="grid grid-3 list-plain">
            {copy.services.items.map((slug) => {
              const s = service(slug);
              return (
                <li key={slug} className="card card--link services-cards__card">
                  <h3>{s.title}</h3>
                  <p>{s.summary}</p>
                  <a className="btn btn-secondary" href={s.path}>
                    {copy.services.linkLabel}
                    <span className="visually-hidden">: {s.title}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="section services-why" aria-labelledby="services-why-heading">
        <div className="container">
          <SectionHeader id="services-why-heading" heading={copy.whyChoose.heading} intro={copy.whyChoose.intro} />
          <CardGrid cards={copy.whyChoose.cards} />
        </div>
      </section>

      <section className="section section--alt services-process" aria-labelledby="services-process-heading">
        <div className="container">
          <SectionHeader id="services-process-heading" heading={copy.process.heading} intro={copy.process.intro} />
          <StepList steps={copy.process.steps} />
        </div>
      </section>

      <section className="section section--brand services-emergency" aria-labelledby="services-emergency-heading">
        <div className="container">
          <h2 id="services-emergency-heading">{copy.emergency.heading}</h2>
          <p className="lead">{fillText(copy.emergency.intro, content.site)}</p>
          <ul className="list-check services-emergency__list">
            {copy.emergency.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <ActionRow actions={copy.emergency.actions} site={content.site} large />
        </div>
      </section>

      <ReviewsBlock content={content} />
    </>
  );
}

import type { Content, Service } from '../../src/content/types.ts';
import { relatedServices } from '../../src/model/related-services.ts';

/** Up to 3 services of the same category, never the current one. Labels come from the caller's copy. */
export function RelatedServices({ content, service, heading, linkLabel }: { content: Content; service: Service; heading: string; linkLabel: string }) {
  const related = relatedServices(content.services, service);
  if (related.length === 0) return null;
  return (
    <section className="section section--alt related-services" aria-labelledby="related-services-heading">
      <div className="container">
        <h2 id="related-services-heading">{heading}</h2>
        <ul className="grid grid-3 list-plain">
          {related.map((s) => (
            <li key={s.slug} className="card card--link related-services__card">
              <h3>{s.title}</h3>
              <p>{s.summary}</p>
              <a href={s.path}>
                {linkLabel}
                <span className="visually-hidden">: {s.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

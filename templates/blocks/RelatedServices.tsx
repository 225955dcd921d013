import type { Content, Service } from '../../src/content/types.ts';
import { relatedServices } from '../../src/model/related-services.ts';
import { CardItem } from './CardItem.tsx';
import { MoreLink } from './MoreLink.tsx';
import { Section } from './Section.tsx';

/** Up to 3 services of the same category, never the current one. Labels come from the caller's copy. */
export function RelatedServices({ content, service, heading, linkLabel }: { content: Content; service: Service; heading: string; linkLabel: string }) {
  const related = relatedServices(content.services, service);
  if (related.length === 0) return null;
  return (
    <Section id="related-services-heading" className="section--alt related-services" heading={heading}>
      <ul className="grid grid-3 list-plain">
        {related.map((s) => (
          <CardItem key={s.slug} className="card--link related-services__card" title={s.title} description={s.summary}>
            <MoreLink href={s.path} label={linkLabel} context={`: ${s.title}`} />
          </CardItem>
        ))}
      </ul>
    </Section>
  );
}

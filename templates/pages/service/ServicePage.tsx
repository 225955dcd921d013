import type { Service } from '../../../src/content/types.ts';
import { fillText } from '../../../src/model/fill-text.ts';
import { ActionRow } from '../../blocks/ActionLink.tsx';
import { pageCopy } from '../../blocks/page-copy.ts';
import { RelatedServices } from '../../blocks/RelatedServices.tsx';
import type { ServicesIndexCopy } from '../services-index/copy.ts';
import type { PageProps } from '../../../src/render/templates.ts';
import type { ServiceCopy } from './copy.ts';
import { ServiceSectionView } from './ServiceSections.tsx';

/** Every /services/<slug> page: hero (badge, lead, actions), its typed sections, related services. */
export function ServicePage({ route, content }: PageProps) {
  const service = route.props.service as Service;
  const copy = service.page as ServiceCopy | undefined;
  const { related } = pageCopy<ServicesIndexCopy>(content, 'services-index');
  const fill = (t: string) => fillText(t, content.site);
  return (
    <>
      <section className={`section section--brand svc-hero svc-hero--${service.category}`} aria-labelledby="service-heading">
        <div className="container">
          {copy?.badge && <p className="svc-hero__badge">{fill(copy.badge)}</p>}
          <h1 id="service-heading">{route.heading}</h1>
          <p className="lead">{fill(copy?.lead ?? service.summary)}</p>
          {copy && <ActionRow actions={copy.actions} site={content.site} large />}
        </div>
      </section>
      {copy?.sections.map((section, i) => <ServiceSectionView key={`${section.type}-${i}`} section={section} index={i} content={content} />)}
      <RelatedServices content={content} service={service} heading={related.heading} linkLabel={related.linkLabel} />
    </>
  );
}

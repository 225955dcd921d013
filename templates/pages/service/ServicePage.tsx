import { fillText } from '../../../src/model/fill-text.ts';
import { ActionRow } from '../../blocks/ActionLink.tsx';
import { SectionFrame } from '../../blocks/Section.tsx';
import { pageCopy } from '../../blocks/page-copy.ts';
import { RelatedServices } from '../../blocks/RelatedServices.tsx';
import { servicesIndexCopy } from '../services-index/copy.ts';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { serviceCopy } from './copy.ts';
import { ServiceSectionView } from './ServiceSections.tsx';

/** Every /services/<slug> page: hero (badge, lead, actions), its typed sections, related services. */
export function ServicePage({ route, content }: PageProps<RouteOf<'service'>>) {
  const { service } = route.props;
  const copy = service.page && serviceCopy.parse(service.page);
  const { related } = pageCopy(content, 'services-index', servicesIndexCopy);
  const fill = (t: string) => fillText(t, content.site);
  return (
    <>
      <SectionFrame id="service-heading" className={`section--brand svc-hero svc-hero--${service.category}`}>
        {copy?.badge && <p className="svc-hero__badge">{fill(copy.badge)}</p>}
        <h1 id="service-heading">{route.heading}</h1>
        <p className="lead">{fill(copy?.lead ?? service.summary)}</p>
        {copy && <ActionRow actions={copy.actions} site={content.site} large />}
      </SectionFrame>
      {copy?.sections.map((section, i) => (
        <ServiceSectionView key={`${section.type}-${i}`} section={section} index={i} content={content} />
      ))}
      <RelatedServices content={content} service={service} heading={related.heading} linkLabel={related.linkLabel} />
    </>
  );
}

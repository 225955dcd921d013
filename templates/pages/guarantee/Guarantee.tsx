import { fillText } from '../../../src/model/fill-text.ts';
import { LinkedText } from '../../blocks/LinkedText.tsx';
import { TextSections } from '../../blocks/TextSections.tsx';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { guaranteeCopy } from './copy.ts';
import { ActionLink } from '../../blocks/ActionLink.tsx';
import { ProsePage } from '../../blocks/ProsePage.tsx';

/** /guarantee ("Service Agreement" in the navigation): the 3-year guarantee on new door and operator installs. */
export function Guarantee({ route, content }: PageProps<RouteOf<'fixed'>>) {
  const copy = guaranteeCopy.parse(route.props.page.content);
  const { site } = content;
  return (
    <ProsePage heading={route.heading}>
      <p className="lead">
        <LinkedText text={copy.intro} site={site} />
      </p>
      <TextSections sections={copy.sections} site={site} />
      <div className="btn-row">
        <ActionLink action={{ call: 'door', label: copy.callLabel }} site={site} />
        <a className="btn btn-secondary" href={`mailto:${site.email}`}>
          {fillText(copy.emailLabel, site)}
        </a>
      </div>
    </ProsePage>
  );
}

import { fillText } from '../../../src/model/fill-text.ts';
import { Icon } from '../../blocks/Icon.tsx';
import { LinkedText } from '../../blocks/LinkedText.tsx';
import { TextSections } from '../../blocks/TextSections.tsx';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { guaranteeCopy } from './copy.ts';

/** /guarantee ("Service Agreement" in the navigation): the 3-year guarantee on new door and operator installs. */
export function Guarantee({ route, content }: PageProps<RouteOf<'fixed'>>) {
  const copy = guaranteeCopy.parse(route.props.page.content);
  const { site } = content;
  return (
    <section className="section">
      <div className="container prose">
        <h1>{route.heading}</h1>
        <p className="lead">
          <LinkedText text={copy.intro} site={site} />
        </p>
        <TextSections sections={copy.sections} site={site} />
        <div className="btn-row">
          <a className="btn btn-call" href={`tel:${site.phones.door.tel}`}>
            <Icon name="phone" />
            {fillText(copy.callLabel, site)}
          </a>
          <a className="btn btn-secondary" href={`mailto:${site.email}`}>
            {fillText(copy.emailLabel, site)}
          </a>
        </div>
      </div>
    </section>
  );
}

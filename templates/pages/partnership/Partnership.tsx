import { fillText } from '../../../src/model/fill-text.ts';
import { Icon } from '../../blocks/Icon.tsx';
import { LinkedText } from '../../blocks/LinkedText.tsx';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { partnershipCopy } from './copy.ts';

/** /partnership: title and intro under the sister company's name (door wording). */
export function Partnership({ route, content }: PageProps<RouteOf<'fixed'>>) {
  const copy = partnershipCopy.parse(route.props.page.content);
  const { site } = content;
  return (
    <section className="section">
      <div className="container prose">
        <h1>{route.heading}</h1>
        {copy.intro.map((p, i) => (
          <p key={p} className={i === 0 ? 'lead' : undefined}>
            <LinkedText text={p} site={site} />
          </p>
        ))}
        <a className="btn btn-call" href={`tel:${site.phones.door.tel}`}>
          <Icon name="phone" />
          {fillText(copy.callLabel, site)}
        </a>
      </div>
    </section>
  );
}

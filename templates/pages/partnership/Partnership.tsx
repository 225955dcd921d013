import { LinkedText } from '../../blocks/LinkedText.tsx';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { partnershipCopy } from './copy.ts';
import { ActionLink } from '../../blocks/ActionLink.tsx';
import { ProsePage } from '../../blocks/ProsePage.tsx';

/** /partnership: title and intro under the sister company's name (door wording). */
export function Partnership({ route, content }: PageProps<RouteOf<'fixed'>>) {
  const copy = partnershipCopy.parse(route.props.page.content);
  const { site } = content;
  return (
    <ProsePage heading={route.heading}>
      {copy.intro.map((p, i) => (
        <p key={p} className={i === 0 ? 'lead' : undefined}>
          <LinkedText text={p} site={site} />
        </p>
      ))}
      <ActionLink action={{ call: 'door', label: copy.callLabel }} site={site} />
    </ProsePage>
  );
}

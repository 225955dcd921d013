import { LinkedText } from '../../blocks/LinkedText.tsx';
import { TextSections } from '../../blocks/TextSections.tsx';
import { formatDate } from '../blog/format.ts';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { privacyCopy } from './copy.ts';
import { ProsePage } from '../../blocks/ProsePage.tsx';

/** /privacy-policy: what the site collects (the estimate form), local storage, no cookies or analytics. */
export function PrivacyPolicy({ route, content }: PageProps<RouteOf<'fixed'>>) {
  const copy = privacyCopy.parse(route.props.page.content);
  return (
    <ProsePage heading={route.heading}>
      <p className="text-muted">
        {copy.updatedLabel}: <time dateTime={copy.updated}>{formatDate(copy.updated)}</time>
      </p>
      <p className="lead">
        <LinkedText text={copy.intro} site={content.site} />
      </p>
      <TextSections sections={copy.sections} site={content.site} />
    </ProsePage>
  );
}

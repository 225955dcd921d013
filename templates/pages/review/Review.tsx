import { fillText } from '../../../src/model/fill-text.ts';
import { Island } from '../../../src/render/island.tsx';
import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { ProsePage } from '../../blocks/ProsePage.tsx';
import ReviewRedirect from '../../islands/ReviewRedirect.tsx';
import { reviewCopy } from './copy.ts';
import { reviewTarget } from './review-url.ts';

/**
 * /review, the short address on the review card and in the owner's messages:
 * it sends every visitor straight to the review form (counted as a review
 * visit), with no question before it (docs/review-requests.md).
 */
export function Review({ route, content }: PageProps<RouteOf<'fixed'>>) {
  const copy = reviewCopy.parse(route.props.page.content);
  const { site } = content;
  return (
    <ProsePage heading={route.heading}>
      <p className="lead">{fillText(copy.intro, site)}</p>
      <div className="btn-row">
        <Island name="ReviewRedirect" component={ReviewRedirect} props={{ to: reviewTarget(site), label: fillText(copy.buttonLabel, site) }} />
      </div>
      {copy.note && <p>{fillText(copy.note, site)}</p>}
    </ProsePage>
  );
}

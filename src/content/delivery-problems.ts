import type { ContentProblem } from '../errors.ts';
import { noDelivery, NO_DELIVERY_ID } from '../model/form-delivery.ts';
import type { LoadedContent } from './assemble.ts';
import { locateRef } from './origins.ts';

/** `site check`: forms/no-delivery at the site data when the estimate form would drop every request. */
export function deliveryProblems({ content, origins }: LoadedContent): ContentProblem[] {
  const problem = noDelivery(content.site);
  return problem ? [locateRef(origins.ref('site', null, ...problem.path), NO_DELIVERY_ID, problem.message)] : [];
}

import { noDelivery, NO_DELIVERY_ID } from '../../model/form-delivery.ts';
import type { LintRule } from '../types.ts';

/** The estimate form must reach someone: a published form that drops requests loses customers silently. */
export const formsNoDelivery: LintRule = {
  id: NO_DELIVERY_ID,
  severity: 'error',
  description: 'The estimate form needs a delivery (forms.delivery: cloudflare, netlify or url with endpoints.form).',
  check(context) {
    const problem = noDelivery(context.content.site);
    return problem ? [{ message: problem.message, route: '/estimates', refs: [{ key: 'site', index: null, path: problem.path }] }] : [];
  },
};

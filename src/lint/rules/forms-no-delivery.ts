import { noDelivery, NO_DELIVERY_ID } from '../../model/form-delivery.ts';
import type { LintRule } from '../types.ts';

export const formsNoDelivery: LintRule = {
  id: NO_DELIVERY_ID,
  severity: 'error',
  description: 'The estimate form must reach someone: a published form that drops requests loses customers silently.',
  title: 'The estimate form delivers requests nowhere',
  checks:
    'The estimate form delivers requests somewhere: `forms.delivery` (cloudflare, netlify, or url with `endpoints.form`); located at `site.yaml`. See docs/estimate-requests.md.',
  fix: 'Set `forms.delivery` in `data/site.yaml` to `cloudflare`, `netlify` or `url` (with `endpoints.form`); see docs/estimate-requests.md.',
  check(context) {
    const problem = noDelivery(context.content.site);
    return problem ? [{ message: problem.message, route: '/estimates', refs: [{ key: 'site', index: null, path: problem.path }] }] : [];
  },
};

// Where the estimate form sends requests, from the site data (`forms`,
// `endpoints.form`). One answer for the island, the CSP, `site check`,
// `site lint` and `site build`.

import type { Content, Site } from '../content/types.ts';

/** The Worker's estimate endpoint (src/edge/estimate.ts). */
export const CLOUDFLARE_ENDPOINT = '/api/estimate';
/** Netlify Forms' form name (the hidden form-name input). */
export const NETLIFY_FORM_NAME = 'estimate';

export type FormDelivery =
  | { kind: 'cloudflare'; endpoint: string; turnstileSiteKey?: string }
  /** Netlify answers a form-encoded POST carrying form-name on any path; "/" is what its docs use. */
  | { kind: 'netlify'; endpoint: string }
  | { kind: 'url'; endpoint: string }
  /** Nothing receives the requests: only `site dev` and tests simulate the send. */
  | { kind: 'none'; simulate: boolean };

export function formDelivery(site: Site): FormDelivery {
  const forms = site.forms;
  const delivery = forms?.delivery ?? (site.endpoints.form ? 'url' : undefined);
  if (delivery === 'cloudflare') return { kind: 'cloudflare', endpoint: CLOUDFLARE_ENDPOINT, turnstileSiteKey: forms?.turnstileSiteKey };
  if (delivery === 'netlify') return { kind: 'netlify', endpoint: '/' };
  if (delivery === 'url' && site.endpoints.form) return { kind: 'url', endpoint: site.endpoints.form };
  return { kind: 'none', simulate: forms?.simulate === true };
}

/** The content with the form's simulated send switched on (for `site dev` and tests; a no-op when a delivery is configured). */
export function withFormSimulation(content: Content): Content {
  return { ...content, site: { ...content.site, forms: { ...content.site.forms, simulate: true } } };
}

/** The id `site check` and `site lint` report it under. */
export const NO_DELIVERY_ID = 'forms/no-delivery';

/**
 * What `site check`, `site lint` and `site build` say when requests would be
 * dropped, with the site.yaml path to point at; null when they are delivered.
 */
export function noDelivery(site: Site): { message: string; path: string[] } | null {
  if (formDelivery(site).kind !== 'none') return null;
  const urlWithout = site.forms?.delivery === 'url';
  const why = urlWithout ? 'forms.delivery is url but endpoints.form is not set' : 'neither forms.delivery nor endpoints.form is set';
  return {
    message: `the estimate form delivers requests nowhere (${why}): set forms.delivery to cloudflare, netlify or url (docs/estimate-requests.md)`,
    path: urlWithout ? ['forms', 'delivery'] : ['endpoints'],
  };
}

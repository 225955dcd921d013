// One conversion event as the page sends it and the endpoint reads it
// (src/edge/event.ts): what happened, on which page, where on the page.
// Nothing about the visitor: the day is the server's, added when it counts.
// Shared by the browser (src/islands/conversion-beacon.ts) and the endpoint.

/**
 * A tap on a tel: link, on a mailto: link, an estimate request the endpoint
 * accepted, or a visit of /review (the short address that sends a customer on
 * to the business profile's review form).
 */
export const EVENT_KINDS = ['call', 'email', 'estimate', 'review'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/**
 * The kinds a page may send. An estimate request is counted by the estimate
 * endpoint itself when it stores the request: the count then matches
 * `site leads`, and no beacon can add estimates that were never sent.
 */
const BEACON_KINDS: readonly EventKind[] = ['call', 'email', 'review'];

/** Where on the page the link was: the templates mark the header, drawer, hero and footer with data-place; elsewhere is "body". */
export const PLACES = ['header', 'drawer', 'hero', 'footer', 'body'] as const;
export type Place = (typeof PLACES)[number];

export const EVENT_ENDPOINT = '/api/event';

/** The meta element naming the endpoint (templates/layout/Head.tsx): present only where the host counts events. */
export const EVENTS_META = 'conversion-events';

/** Longest page path counted (a site path is far shorter; longer ones are junk). */
const MAX_PATH = 200;

export interface ConversionEvent {
  kind: EventKind;
  path: string;
  place: Place;
}

/** The beacon's body (form-encoded: a CORS-safelisted type, so the browser sends it without a preflight). */
export function eventBody(event: ConversionEvent): URLSearchParams {
  return new URLSearchParams({ kind: event.kind, path: event.path, place: event.place });
}

/**
 * A page path as the report keys it: no trailing slash (except "/"), no
 * ".html", "/index" as "/". null for anything that is not a plain site path.
 */
export function pagePath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_PATH || !/^\/[A-Za-z0-9._~/-]*$/.test(value) || value.includes('//') || /(^|\/)\.\.?(\/|$)/.test(value)) return null;
  const plain = value.replace(/\.html$/, '').replace(/\/index$/, '/');
  return plain.length > 1 ? plain.replace(/\/+$/, '') : '/';
}

/** The event in a beacon's body, or null when any part is missing or unknown. */
export function parseEvent(body: URLSearchParams): ConversionEvent | null {
  const kind = body.get('kind');
  const place = body.get('place');
  const path = pagePath(body.get('path'));
  if (!isOneOf(BEACON_KINDS, kind) || !isOneOf(PLACES, place) || path === null) return null;
  return { kind, path, place };
}

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

/** The estimate request's field naming the page the visitor came to the form from. */
export const PAGE_FIELD = 'page';

/**
 * The page an estimate request is credited to: the site page the visitor
 * followed to the form (the Referer the browser gives within the site), else
 * the form's own page. Read from the browser, so nothing is stored to know it.
 */
export function referringPage(referrer: string, here: URL): string {
  const own = pagePath(here.pathname) ?? '/';
  if (!referrer) return own;
  try {
    const from = new URL(referrer);
    return from.origin === here.origin ? (pagePath(from.pathname) ?? own) : own;
  } catch {
    return own;
  }
}

// The conversion events of every page: one delegated click listener (started
// by the island runtime, so no page needs a script of its own) sends a beacon
// to the site's own endpoint when a visitor taps a phone or e-mail link (and
// the /review page sends its visit, templates/islands/ReviewRedirect.tsx).
// Nothing is stored in the browser and nothing about the visitor is sent
// (src/conversions/event.ts). Estimate requests are counted by their endpoint.

import { type ConversionEvent, EVENTS_META, type EventKind, eventBody, pagePath, type Place, PLACES } from '../conversions/event.ts';
import { forwardToAnalytics } from './analytics-goals.ts';

let listening = false;

/** Starts the click listener once per page (every island's entry calls it). */
export function listenForConversions(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('click', onClick, { capture: true });
}

function onClick(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  const kind = link ? linkKind(link.href) : null;
  if (!link || !kind) return;
  sendConversion({ kind, path: currentPage(), place: placeOf(link) });
}

/** The page's canonical path: a page served at another address (/service-areas/powell) counts for its own (/powell). */
function currentPage(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  return pagePath(canonical ? new URL(canonical).pathname : window.location.pathname) ?? '/';
}

function linkKind(href: string): EventKind | null {
  if (href.startsWith('tel:')) return 'call';
  if (href.startsWith('mailto:')) return 'email';
  return null;
}

/** The nearest container marked with data-place; a "...-hero" block is the hero; anything else is the body. */
function placeOf(link: Element): Place {
  const marked = link.closest<HTMLElement>('[data-place]')?.dataset.place;
  if ((PLACES as readonly string[]).includes(marked ?? '')) return marked as Place;
  for (let at: Element | null = link; at; at = at.parentElement) {
    if ([...at.classList].some((name) => /^(?:[a-z]+-)?hero$/.test(name))) return 'hero';
  }
  return 'body';
}

/** Sends one event (and hands it to the configured analytics provider, if any); the /review page's island sends its visit through it. */
export function sendConversion(event: ConversionEvent): void {
  forwardToAnalytics(event);
  const endpoint = document.querySelector<HTMLMetaElement>(`meta[name="${EVENTS_META}"]`)?.content;
  if (endpoint && typeof navigator.sendBeacon === 'function') navigator.sendBeacon(endpoint, eventBody(event));
}

import { memoByObject } from '../../memo-by-object.ts';
import type { Route } from '../types.ts';

/**
 * The paths a sitemap may list: pages the build serves with status 200 under
 * their own canonical URL. Leaves out the 404 page, noindex pages and pages
 * whose canonical URL is another; anything that is not a page (a redirect, a
 * rewrite such as /service-areas/{slug}, a URL without a page) is not in the
 * route table at all.
 */
// Once per route table: each sitemap kind asks, when the table sizes the sitemaps and again when they are printed.
export const listablePaths = memoByObject(
  (routes: readonly Route[]): ReadonlySet<string> => new Set(routes.flatMap((route) => (isListable(route) ? [route.path] : []))),
);

function isListable(route: Route): boolean {
  return route.type === 'page' && route.index && route.canonical === route.path;
}

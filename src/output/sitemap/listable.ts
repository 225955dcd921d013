import type { Route } from '../../routes/types.ts';

/**
 * The paths a sitemap may list: pages the build serves with status 200 under
 * their own canonical URL. Leaves out the 404 page, noindex pages and aliases
 * such as /service-areas/{slug} (canonical /{slug}); anything that is not a
 * page (a redirect, a URL without a page) is not in the route table at all.
 */
export function listablePaths(routes: Route[]): Set<string> {
  return new Set(routes.flatMap((route) => (route.type === 'page' && route.index && route.canonical === route.path ? [route.path] : [])));
}

import type { Route } from '../../routes/types.ts';

/**
 * The paths a sitemap may list: pages the build serves with status 200 under
 * their own canonical URL. Leaves out the 404 page, noindex pages and aliases
 * such as /service-areas/{slug} (canonical /{slug}); anything that is not a
 * page (a redirect, a URL without a page) is not in the route table at all.
 */
export function listablePaths(routes: readonly Route[]): ReadonlySet<string> {
  let paths = listable.get(routes);
  if (!paths) listable.set(routes, (paths = new Set(routes.flatMap((route) => (isListable(route) ? [route.path] : [])))));
  return paths;
}

/** By route table: each sitemap kind asks, when the table sizes the sitemaps and again when they are printed (20,000 paths: 4 ms a time). */
const listable = new WeakMap<readonly Route[], ReadonlySet<string>>();

function isListable(route: Route): boolean {
  return route.type === 'page' && route.index && route.canonical === route.path;
}

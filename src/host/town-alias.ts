// /service-areas/{slug} serves the town page /{slug} without a
// second copy of it: one 200 rewrite in _redirects, which Cloudflare Pages
// (a "proxy" rule) and Netlify (a rewrite; no file sits at the path, so it is
// not shadowed) both honour. The visitor keeps the URL and gets the town page,
// whose canonical link names /{slug}, so search engines index the town page
// alone. A slug without a page is a 404 at that URL: the not-found page then
// says "City not found" (routes/redirect-match.ts). One dynamic rule of the
// 100 Cloudflare allows, however many towns.

import { firstRedirect, type Redirect } from './redirects.ts';

/** The rule, as printed in _redirects. */
export const TOWN_ALIAS_RULE: Redirect = { from: '/service-areas/:slug', to: '/:slug', status: 200 };

/**
 * Whether the host answers `path` with a served page through a 200 rewrite
 * (the first matching rule is a rewrite and its target is served): lint's link
 * check counts such a path as served, as `site serve` and `site dev` serve it.
 */
export function servedByRewrite(path: string, rules: readonly Redirect[], served: ReadonlySet<string>): boolean {
  const found = firstRedirect(rules, path);
  return found !== null && found.rule.status === 200 && served.has(found.to);
}

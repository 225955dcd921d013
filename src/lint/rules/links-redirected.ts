import type { LintRule } from '../types.ts';
import { listPaths, unservedUrls, urlFindings } from './links.ts';

export const linksRedirected: LintRule = {
  id: 'links/redirected',
  severity: 'warning',
  description: 'A URL the site links to or lists that only reaches a page through _redirects costs a hop, and sitemaps should list final URLs only.',
  title: 'A link that reaches its page only through a redirect',
  checks: 'Such a URL only reaches a page through `_redirects`.',
  fix: "Link to the redirect's target (the final URL) instead.",
  check(context) {
    const urls = unservedUrls(context).filter((u) => u.redirectTo !== null);
    return urlFindings(
      urls,
      (u) => `${u.path} (${u.how}) has no page; _redirects sends it to ${u.redirectTo}`,
      (u, paths) => `${paths.length} URLs ${u.how} have no page and are redirected: ${listPaths(paths)}`,
    );
  },
};

import type { LintRule } from '../types.ts';
import { listPaths, unservedUrls, urlFindings } from './links.ts';

export const linksNoPage: LintRule = {
  id: 'links/no-page',
  severity: 'error',
  description:
    'Every URL the site links to, lists in a sitemap or names in the not-found redirect table needs a page (or a _redirects rule to one); otherwise visitors and crawlers get a 404.',
  title: 'A link, sitemap entry or redirect target without a page',
  checks: 'A URL the pages link to, a sitemap lists or the not-found redirect table names has no page and no working `_redirects` rule.',
  fix: 'Point the link at an existing page, add the page, or add a `_redirects` rule to an existing page; remove sitemap and not-found entries for pages that no longer exist.',
  check(context) {
    const urls = unservedUrls(context).filter((u) => u.redirectTo === null);
    const why = (u: { deadRedirect?: string }) =>
      u.deadRedirect ? `_redirects sends it to ${u.deadRedirect}, which has no page either` : 'no _redirects rule covers it';
    return urlFindings(
      urls,
      (u) => `${u.path} (${u.how}) has no page; ${why(u)}`,
      (u, paths) => `${paths.length} URLs ${u.how} have no page and no working redirect: ${listPaths(paths)}`,
    );
  },
};

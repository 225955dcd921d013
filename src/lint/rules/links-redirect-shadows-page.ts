// The other direction of links/no-page: a _redirects rule whose source is an
// address a page is served at. Cloudflare Pages follows a rule "regardless of
// whether or not an asset matches the incoming request", so the page is never
// shown there: visitors who type /x/ for a page at /x/ land on the rule's
// target. The addresses are the page file's on the host (host/output-paths.ts:
// /x, /x/, /x.html); Cloudflare matches rules case-sensitively. A rule built
// from a content value (a redirect-table target, a door-service URL) is
// located at that value; a built-in rule at the page.

import { servedPaths } from '../../host/output-paths.ts';
import type { SiteRedirect } from '../../render/redirects.ts';
import type { PageRoute } from '../../routes/types.ts';
import { firstPathRedirected, redirectLine } from '../../host/redirects.ts';
import type { LintContext, LintRule, RawFinding } from '../types.ts';

export const linksRedirectShadowsPage: LintRule = {
  id: 'links/redirect-shadows-page',
  severity: 'error',
  description:
    'Cloudflare Pages follows a _redirects rule even where a page exists, so a rule whose source is one of a page’s addresses sends visitors away from that page.',
  title: 'A _redirects rule over the address of a page',
  checks:
    'A `_redirects` rule whose source is an address a page is served at (`/x`, `/x/`, `/x.html`): Cloudflare Pages would follow the rule and never show the page there.',
  fix: 'Change the value the rule comes from (a not-found redirect target, a door service) so it names no page’s address, or move the page.',
  check(context) {
    const pages = pageAddresses(context);
    return context.redirects.flatMap((rule) => {
      const hit = shadowed(rule, pages);
      return hit ? [finding(rule, hit.url, hit.page)] : [];
    });
  },
};

/** Every address a page is served at, with its page. */
function pageAddresses(context: LintContext): Map<string, PageRoute> {
  const pages = new Map<string, PageRoute>();
  for (const route of context.routes) if (route.type === 'page') for (const url of servedPaths(route.file)) if (!pages.has(url)) pages.set(url, route);
  return pages;
}

/** The first page address the rule applies to on Cloudflare, if any. */
function shadowed(rule: SiteRedirect, pages: ReadonlyMap<string, PageRoute>): { url: string; page: PageRoute } | null {
  const hit = firstPathRedirected(rule, pages);
  return hit && { url: hit.path, page: hit.value };
}

function finding(rule: SiteRedirect, url: string, page: PageRoute): RawFinding {
  const which = url === page.path ? `the page ${page.path}` : `an address of the page ${page.path}`;
  return {
    message: `_redirects sends ${url} to ${rule.to}, but ${url} is ${which}: Cloudflare Pages follows the rule, so the page is never shown there`,
    route: page.path,
    ...(rule.source ? { refs: [rule.source] } : { needles: [page.path] }),
    data: { rule: redirectLine(rule), page: page.path },
  };
}

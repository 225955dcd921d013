// The rules of the site's _redirects (host/redirects.ts says how the hosts
// read them). First match wins on both hosts, so static rules come first and
// dynamic ones last; no rule may cover a page.

import type { Content } from '../content/types.ts';
import { TOWN_ALIAS_RULE } from '../host/town-alias.ts';
import { redirectTarget } from '../routes/redirect-match.ts';
import type { Route } from '../routes/types.ts';
import { appliesOnAnyHost, printRedirectLines, type Redirect } from '../host/redirects.ts';
import { doorServiceUrls } from '../routes/sitemap/services.ts';

/** A rule of the site's _redirects, with the content value it comes from. */
export interface SiteRedirect extends Redirect {
  /** The content value the rule's source comes from (a redirect-table target, a door service), for messages; none for the built-in rules. */
  source?: RuleSource;
}

/** A value in the content: key, list index (or null) and the path inside it (as Origins.ref takes them). */
export interface RuleSource {
  key: keyof Content;
  index: number | null;
  path: (string | number)[];
}

const DYNAMIC: Redirect[] = [TOWN_ALIAS_RULE, { from: '/zip-code/:zip', to: '/zip/:zip', status: 301 }];

/** Every rule _redirects holds, in file order. */
export function redirectRules(content: Content, routes: Route[]): SiteRedirect[] {
  const pages = new Set(routes.filter((r) => r.type === 'page').map((r) => r.path));
  const served = new Set(routes.map((r) => r.path));
  const { redirects, defaultZip } = content.notFound;

  const fixed = movedPages(content).filter((rule) => pages.has(rule.to));
  const taken = new Set(fixed.map((r) => r.from));
  const computed: SiteRedirect[] = [];
  for (const { path: from, source } of knownUrlsWithoutPage(content)) {
    if (served.has(from) || taken.has(from)) continue;
    taken.add(from);
    const to = redirectTarget(from, redirects, pages, defaultZip);
    if (to) computed.push({ from, to, status: 301, source });
  }
  const dynamic = DYNAMIC.filter((rule) => !routes.some((route) => appliesOnAnyHost(rule, route.path)));
  return [...fixed, ...computed, ...dynamic];
}

/** The _redirects file; throws on a rule that would not be one line of three fields. */
export function printRedirects(content: Content, routes: Route[]): string {
  return printRedirectLines(redirectRules(content, routes));
}

/** The old addresses of pages in data/not-found.yaml, each sent to its page. */
function movedPages(content: Content): SiteRedirect[] {
  return (content.notFound.movedPages ?? []).map(({ from, to }, i) => ({
    from,
    to,
    status: 301,
    source: { key: 'notFound' as const, index: null, path: ['movedPages', i, 'from'] },
  }));
}

/** URLs that are linked or listed somewhere but may have no page, with the value each comes from: redirect-table targets and door-service URLs. */
function knownUrlsWithoutPage(content: Content): { path: string; source: RuleSource }[] {
  const { doorServices } = content.sitemap;
  return [
    ...content.notFound.redirects.map((r, i) => ({ path: r.to, source: { key: 'notFound' as const, index: null, path: ['redirects', i, 'to'] } })),
    ...doorServiceUrls(content).map(({ path }) => {
      const service = doorServices.findIndex((slug) => path.endsWith(`/${slug}`));
      return { path, source: { key: 'sitemap' as const, index: null, path: ['doorServices', Math.max(service, 0)] } };
    }),
  ];
}

// Shared by links/no-page and links/redirected: every URL the site links to,
// configures for a sitemap or names in the not-found redirect table, with
// whether a page serves it and where _redirects sends it.

import { adminPaths } from '../../cms/headers.ts';
import { internalPath } from '../internal-path.ts';
import { firstRedirect } from '../../host/redirects.ts';
import { withoutTrailingSlash } from '../../host/serving.ts';
import { servedByRewrite } from '../../host/town-alias.ts';
import { parseSitemapName } from '../../routes/sitemap/files.ts';
import { doorServiceUrls } from '../../routes/sitemap/services.ts';
import type { ContentPath, LintContext, RawFinding } from '../types.ts';

export interface UrlUse {
  path: string;
  route: string;
  /** "linked", "configured in data/sitemap.yaml for sitemap-services.xml", … */
  how: string;
  refs?: ContentPath[];
  needles?: string[];
  /** URLs of one source (one door service) are reported together. */
  groupKey?: string;
}

export interface UnservedUrl extends UrlUse {
  /** Where _redirects sends it, when a rule covers it and the target is served. */
  redirectTo: string | null;
  /** A covering rule whose target has no page either. */
  deadRedirect?: string;
}

function servedPaths(context: LintContext): Set<string> {
  const served = new Set(context.routes.map((r) => r.path));
  for (const file of context.files.keys()) served.add(`/${file}`);
  for (const file of context.staticFiles) served.add(file);
  for (const admin of adminPaths(context.content)) served.add(admin);
  return served;
}

function normalize(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * Where the host sends a path that no page or file serves: the first
 * _redirects rule that applies to it (on both hosts), else, for "/x/" when "/x"
 * is a page, the host's own 308 to "/x". Null: the host answers 404.
 */
function hostRedirect(path: string, context: LintContext, served: ReadonlySet<string>): string | null {
  const rule = firstRedirect(context.redirects, path);
  if (rule) return rule.to;
  const bare = withoutTrailingSlash(path);
  return bare !== path && served.has(bare) ? bare : null;
}

export function urlUses(context: LintContext): UrlUse[] {
  const { content } = context;
  const origin = new URL(content.site.siteUrl).origin;
  const uses: UrlUse[] = [];
  for (const page of context.pages) {
    for (const link of page.links) {
      const path = internalPath(link.href, origin);
      if (path !== null) uses.push({ path: normalize(path), route: page.route, how: 'linked', needles: [path] });
    }
  }
  // The sitemaps list only pages (by construction); the door-service URLs that
  // data/sitemap.yaml configures for sitemap-services.xml are checked here, at
  // their door service, since the sitemap leaves out the ones without a page.
  const servicesSitemap = context.routes.find((r) => r.type === 'sitemap' && parseSitemapName(r.template)?.kind === 'services');
  for (const { path } of doorServiceUrls(content)) {
    const serviceIndex = content.sitemap.doorServices.findIndex((slug) => path.endsWith(`/${slug}`));
    const refs: ContentPath[] | undefined = serviceIndex === -1 ? undefined : [{ key: 'sitemap', index: null, path: ['doorServices', serviceIndex] }];
    const route = servicesSitemap?.path ?? '/sitemap-services.xml';
    uses.push({
      path: normalize(path),
      route,
      how: 'configured in data/sitemap.yaml for sitemap-services.xml',
      refs,
      needles: [path],
      groupKey: `door-services#${serviceIndex === -1 ? path : serviceIndex}`,
    });
  }
  const nf = content.notFound;
  nf.redirects.forEach((r, i) =>
    uses.push({
      path: r.to,
      route: '/404',
      how: 'a target of the not-found redirect table',
      refs: [{ key: 'notFound', index: null, path: ['redirects', i, 'to'] }],
    }),
  );
  nf.quickLinks.forEach((l, i) =>
    uses.push({ path: l.path, route: '/404', how: 'linked', refs: [{ key: 'notFound', index: null, path: ['quickLinks', i, 'path'] }] }),
  );
  nf.popularPages.forEach((l, i) =>
    uses.push({ path: l.path, route: '/404', how: 'linked', refs: [{ key: 'notFound', index: null, path: ['popularPages', i, 'path'] }] }),
  );
  return uses;
}

export function unservedUrls(context: LintContext): UnservedUrl[] {
  const served = servedPaths(context);
  const out: UnservedUrl[] = [];
  const seen = new Set<string>();
  for (const use of urlUses(context)) {
    if (served.has(use.path) || servedByRewrite(use.path, context.redirects, served)) continue;
    const key = `${use.route}|${use.path}|${use.how}`;
    if (seen.has(key) || seen.has(`${use.route}|${use.path}|linked`)) continue;
    seen.add(key);
    const target = hostRedirect(use.path, context, served);
    if (target && served.has(normalize(target))) out.push({ ...use, redirectTo: target });
    else out.push({ ...use, redirectTo: null, deadRedirect: target ?? undefined });
  }
  return out;
}

const SHOW = 3;

/** One finding per URL; sitemap entries of one source (e.g. one door service) in one finding. */
export function urlFindings(
  urls: UnservedUrl[],
  describe: (url: UnservedUrl) => string,
  describeGroup: (first: UnservedUrl, paths: string[]) => string,
): RawFinding[] {
  const groups = new Map<string, UnservedUrl[]>();
  const out: RawFinding[] = [];
  for (const url of urls) {
    if (!url.groupKey) {
      out.push({
        message: describe(url),
        route: url.route,
        refs: url.refs,
        needles: url.needles ?? [url.path],
        data: { url: url.path, redirectTo: url.redirectTo },
      });
      continue;
    }
    const list = groups.get(url.groupKey) ?? [];
    list.push(url);
    groups.set(url.groupKey, list);
  }
  for (const list of groups.values()) {
    const first = list[0];
    const paths = list.map((u) => u.path);
    out.push({
      message: list.length === 1 ? describe(first) : describeGroup(first, paths),
      route: first.route,
      refs: first.refs,
      needles: first.needles,
      data: { urls: paths, redirects: Object.fromEntries(list.map((u) => [u.path, u.redirectTo])) },
    });
  }
  return out;
}

export function listPaths(paths: string[]): string {
  const shown = paths.slice(0, SHOW).join(', ');
  return paths.length > SHOW ? `${shown} and ${paths.length - SHOW} more` : shown;
}

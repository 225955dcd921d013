import type { BlogPost, PageEntry, Service, Town, ZipProfile } from '../content/types.ts';

export interface Crumb {
  label: string;
  href?: string;
}

export interface SitemapEntryMeta {
  priority: number;
  changefreq: string;
}

/** What every page route has, whatever it renders. */
export interface PageFields {
  type: 'page';
  /** URL path without trailing slash ("/" for home), e.g. "/cody". */
  path: string;
  /** Output file relative to the out dir, e.g. "cody.html", "index.html", "404.html". */
  file: string;
  /** Page template id: a key of the templates' registry (templates/index.ts). */
  template: string;
  title: string;
  description: string;
  keywords: string[];
  heading: string;
  /** Canonical path (the page's own path unless the route says otherwise). */
  canonical: string;
  breadcrumbs: Crumb[];
  /** Social image path (root-absolute). */
  socialImage: string;
  /** Listed in sitemap-main.xml with these values; null when not listed. */
  sitemap: SitemapEntryMeta | null;
  /** robots: false for 404 and duplicate-content aliases. */
  index: boolean;
}

/**
 * One page of the site, by what it renders (`kind`) with the data its template
 * reads (`props`). The kind, not the template id, discriminates: several
 * templates render the same kind (every data/pages entry is "fixed"; the town
 * kinds are "town"), and a template declares the
 * kind it renders (src/render/templates.ts).
 */
export type PageRoute = PageFields & PageBody;

/** A page route's kind with the data its template reads. */
export type PageBody =
  | { kind: 'fixed'; props: { page: PageEntry } }
  /** Page `number` (2 and on) of the town directory that starts on the fixed page `page` (model/town-directory.ts). */
  | { kind: 'town-directory'; props: { page: PageEntry; number: number } }
  | { kind: 'service'; props: { service: Service } }
  | { kind: 'town'; props: { town: Town } }
  | { kind: 'zip'; props: { zip: ZipProfile } }
  | { kind: 'post'; props: { post: BlogPost } }
  | { kind: 'not-found'; props: Record<string, never> };

export type PageKind = PageRoute['kind'];

/** The page route of one kind, e.g. RouteOf<'town'>. */
export type RouteOf<K extends PageKind> = Extract<PageRoute, { kind: K }>;

/** A sitemap document: XML printed from the page routes, no page fields. */
export interface SitemapRoute {
  type: 'sitemap';
  /** e.g. "/sitemap-main.xml". */
  path: string;
  /** e.g. "sitemap-main.xml". */
  file: string;
  /** Which sitemap document: "sitemap", "sitemap-main", …, "sitemap-index". */
  template: string;
}

/** Everything the site serves. The route table (buildRoutes) is the only list of routes. */
export type Route = PageRoute | SitemapRoute;

/** True when the route is of the given page kind (a type guard, so templates need no casts). */
export function isKind<K extends PageKind>(route: Route, kind: K): route is RouteOf<K> {
  return route.type === 'page' && route.kind === kind;
}

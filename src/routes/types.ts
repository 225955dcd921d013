import type { Content } from '../content/types.ts';

export interface Crumb {
  label: string;
  href?: string;
}

export interface SitemapEntryMeta {
  priority: number;
  changefreq: string;
}

/** One page of the site. The route table (buildRoutes) is the only list of pages. */
export interface Route {
  /** "page" renders HTML through a template; "sitemap" prints XML. */
  type: 'page' | 'sitemap';
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
  /** Canonical path (differs from path for /service-areas/{slug}). */
  canonical: string;
  breadcrumbs: Crumb[];
  /** Social image path (root-absolute). */
  socialImage: string;
  /** Listed in sitemap-main.xml with these values; null when not listed. */
  sitemap: SitemapEntryMeta | null;
  /** robots: false for 404 and duplicate-content aliases. */
  index: boolean;
  /** Template-specific data, e.g. { town } or { service }. */
  props: Record<string, unknown>;
}

export type RouteBuilder = (content: Content) => Route[];

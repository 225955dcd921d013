import type { Content } from '../../content/types.ts';
import type { Route } from '../types.ts';
import { parseSitemapName } from './files.ts';
import { document, element } from './xml.ts';
import { absoluteUrl } from '../absolute-url.ts';

/** sitemap.xml / sitemap-index.xml: every sitemap file in the route table (split kinds file by file). */
export function printSitemapIndex(content: Content, routes: Route[], date: string): string {
  const files = routes.filter((route) => route.type === 'sitemap' && parseSitemapName(route.path.replace(/^\/|\.xml$/g, '')) !== null);
  const entries = files.map((route) => `<sitemap>${element('loc', absoluteUrl(content.site.siteUrl, route.path))}${element('lastmod', date)}</sitemap>`);
  return document('sitemapindex', entries);
}

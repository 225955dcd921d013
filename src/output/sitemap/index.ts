import type { Content } from '../../content/types.ts';
import { SITEMAP_TYPES } from '../../routes/table.ts';
import { absoluteUrl, document, element } from './xml.ts';

/** sitemap.xml / sitemap-index.xml: the five typed sitemaps. */
export function printSitemapIndex(content: Content, date: string): string {
  const entries = SITEMAP_TYPES.map(
    (type) => `<sitemap>${element('loc', absoluteUrl(content.site.siteUrl, `/sitemap-${type}.xml`))}${element('lastmod', date)}</sitemap>`,
  );
  return document('sitemapindex', entries);
}

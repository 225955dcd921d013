import type { Content } from '../content/types.ts';
import { NO_IMAGES, type ImageSet } from '../images/types.ts';
import type { Route } from './types.ts';
import { parseSitemapName, sitemapFileEntries } from './sitemap/files.ts';
import { printSitemapIndex } from './sitemap/index.ts';
import { SITEMAP_KINDS } from './sitemap/kinds.ts';
import { PROTOCOL_MAX_BYTES } from './sitemap/split.ts';
import { document } from './sitemap/xml.ts';

/**
 * The XML of sitemap route `name` ("sitemap-main", "sitemap-main-2", …).
 * "sitemap", "sitemap-index" and any unknown name print the index.
 */
export function printSitemap(name: string, content: Content, routes: Route[], date: string, images: ImageSet = NO_IMAGES): string {
  const file = parseSitemapName(name);
  if (!file) return printSitemapIndex(content, routes, date);
  const xml = document('urlset', sitemapFileEntries(file, content, routes, date, images), SITEMAP_KINDS[file.kind].ns);
  const bytes = Buffer.byteLength(xml);
  if (bytes > PROTOCOL_MAX_BYTES)
    throw new Error(`refusing to print ${name}.xml: ${bytes} bytes is over the sitemap protocol's limit of ${PROTOCOL_MAX_BYTES}`);
  return xml;
}

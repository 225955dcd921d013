import type { Content } from '../content/types.ts';
import { NO_IMAGES, type ImageSet } from '../images/types.ts';
import type { Route } from '../routes/types.ts';
import { printImagesSitemap } from './sitemap/images.ts';
import { printSitemapIndex } from './sitemap/index.ts';
import { printMainSitemap } from './sitemap/main.ts';
import { printNewsSitemap } from './sitemap/news.ts';
import { printServicesSitemap } from './sitemap/services.ts';
import { printVideosSitemap } from './sitemap/videos.ts';

/**
 * The XML of sitemap route `name` ("sitemap-main", …). "sitemap",
 * "sitemap-index" and any unknown name print the index (spec §9).
 */
export function printSitemap(name: string, content: Content, routes: Route[], date: string, images: ImageSet = NO_IMAGES): string {
  switch (name) {
    case 'sitemap-main':
      return printMainSitemap(content, routes, date);
    case 'sitemap-services':
      return printServicesSitemap(content, date);
    case 'sitemap-images':
      return printImagesSitemap(content, images);
    case 'sitemap-videos':
      return printVideosSitemap(content, images);
    case 'sitemap-news':
      return printNewsSitemap(content);
    default:
      return printSitemapIndex(content, date);
  }
}

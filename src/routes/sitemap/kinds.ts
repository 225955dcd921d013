import type { Content } from '../../content/types.ts';
import type { ImageSet } from '../../images/types.ts';
import type { Route } from '../types.ts';
import { imageEntries } from './images.ts';
import { mainEntries } from './main.ts';
import { newsEntries } from './news.ts';
import { serviceEntries } from './services.ts';
import { videoEntries } from './videos.ts';
import type { NS } from './xml.ts';

/** The sitemap kinds, in the order the index lists them. */
export const SITEMAP_TYPES = ['main', 'services', 'images', 'videos', 'news'] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

interface SitemapKind {
  /** Extension namespaces the <urlset> declares. */
  ns: (keyof typeof NS)[];
  /** The kind's <url> elements, one string each; only page routes of `routes` are read. */
  entries(content: Content, routes: Route[], date: string, images: ImageSet): string[];
}

export const SITEMAP_KINDS: Record<SitemapType, SitemapKind> = {
  main: { ns: [], entries: (content, routes, date) => mainEntries(content, routes, date) },
  services: { ns: [], entries: (content, routes, date) => serviceEntries(content, routes, date) },
  images: { ns: ['image'], entries: (content, routes, _date, images) => imageEntries(content, routes, images) },
  videos: { ns: ['video'], entries: (content, routes, _date, images) => videoEntries(content, routes, images) },
  news: { ns: ['news'], entries: (content, routes) => newsEntries(content, routes) },
};

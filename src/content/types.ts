// The typed content every later stage reads, inferred from the zod schemas in
// ./schema/ (the one source of the content's shape); the loader guarantees it.
import type { z } from 'zod';
import type { blogPost } from './schema/blog.ts';
import type { navItem } from './schema/common.ts';
import type { faq } from './schema/faqs.ts';
import type { galleryProject } from './schema/gallery.ts';
import type { timelineEntry } from './schema/history.ts';
import type { job } from './schema/jobs.ts';
import type { chromeLabels, navigation } from './schema/navigation.ts';
import type { notFound, redirectRule } from './schema/not-found.ts';
import type { page } from './schema/page.ts';
import type { review, reviewLabels, reviewPanelLabels, reviews } from './schema/reviews.ts';
import type { service } from './schema/service.ts';
import type { site } from './schema/site.ts';
import type { sitemap } from './schema/sitemap.ts';
import type { town } from './schema/towns.ts';
import type { video } from './schema/videos.ts';
import type { zipProfile } from './schema/zips.ts';

type SiteData = z.infer<typeof site>;
/**
 * Where estimate requests go (src/model/form-delivery.ts), plus `simulate`, which
 * only `site dev` and tests set: the schema refuses it in data.
 */
export type FormsSettings = Partial<NonNullable<SiteData['forms']>> & { simulate?: boolean };
export type Site = Omit<SiteData, 'forms'> & { forms?: FormsSettings };
export type Phone = Site['phones']['main'];
export type Hours = Site['hours'][number];

export type NavItem = z.infer<typeof navItem>;
export type Navigation = z.infer<typeof navigation>;
/** Words of the page chrome that are not links (data/navigation.yaml `labels`). */
export type ChromeLabels = z.infer<typeof chromeLabels>;

export type Service = z.infer<typeof service>;

export type Town = z.infer<typeof town>;
export type Region = Town['region'];
export type TownKind = Town['kind'];

export type ZipProfile = z.infer<typeof zipProfile>;

export type Review = z.infer<typeof review>;
export type ReviewLabels = z.infer<typeof reviewLabels>;
/** Wording of the hidden review-import panel (data/reviews.yaml labels.panel). */
export type ReviewPanelLabels = z.infer<typeof reviewPanelLabels>;
export type Reviews = z.infer<typeof reviews>;

export type GalleryProject = z.infer<typeof galleryProject>;
export type BlogPost = z.infer<typeof blogPost>;
export type Job = z.infer<typeof job>;
export type Video = z.infer<typeof video>;
export type TimelineEntry = z.infer<typeof timelineEntry>;
export type Faq = z.infer<typeof faq>;
export type RedirectRule = z.infer<typeof redirectRule>;
export type NotFound = z.infer<typeof notFound>;
export type SitemapConfig = z.infer<typeof sitemap>;
/** Fixed page: a route with its own copy file. */
export type PageEntry = z.infer<typeof page>;

/** Everything in the data folder; one key per entry of ./files.ts. */
export interface Content {
  site: Site;
  navigation: Navigation;
  services: Service[];
  towns: Town[];
  zips: ZipProfile[];
  reviews: Reviews;
  gallery: GalleryProject[];
  blog: BlogPost[];
  jobs: Job[];
  videos: Video[];
  history: TimelineEntry[];
  faqs: Record<string, Faq[]>;
  notFound: NotFound;
  sitemap: SitemapConfig;
  pages: PageEntry[];
  /**
   * The build date (YYYY-MM-DD) the content is published for: set by
   * content/published.ts, which leaves out what is dated after it; absent in
   * content as loaded from the data folder (the schema has no such file).
   */
  date?: string;
}

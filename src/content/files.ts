import type { SchemaName } from './schema/index.ts';
import type { Content } from './types.ts';

/** Where each part of the content lives in the data folder, and its schema. */
export interface ContentFileKind {
  key: keyof Content;
  /** Glob relative to the data folder. */
  pattern: string;
  /** Its schema in src/content/schema/ (also the name of data/schema/<name>.schema.json). */
  schema: SchemaName;
  /** One value per file (collected into a list) instead of one file. */
  many?: boolean;
  /**
   * The list's items may also live one per file, named for their slug (data/towns/{slug}.yaml),
   * with their own schema; they follow the list file's items, in file name order.
   */
  items?: { pattern: string; schema: SchemaName };
}

export const contentFiles: ContentFileKind[] = [
  { key: 'site', pattern: 'site.yaml', schema: 'site' },
  { key: 'navigation', pattern: 'navigation.yaml', schema: 'navigation' },
  { key: 'services', pattern: 'services/*.yaml', schema: 'service', many: true },
  { key: 'towns', pattern: 'towns.yaml', schema: 'towns', items: { pattern: 'towns/*.yaml', schema: 'town' } },
  { key: 'zips', pattern: 'zips.yaml', schema: 'zips' },
  { key: 'reviews', pattern: 'reviews.yaml', schema: 'reviews' },
  { key: 'gallery', pattern: 'gallery.yaml', schema: 'gallery' },
  { key: 'blog', pattern: 'blog.yaml', schema: 'blog' },
  { key: 'jobs', pattern: 'jobs.yaml', schema: 'jobs' },
  { key: 'videos', pattern: 'videos.yaml', schema: 'videos' },
  { key: 'history', pattern: 'history.yaml', schema: 'history' },
  { key: 'faqs', pattern: 'faqs.yaml', schema: 'faqs' },
  { key: 'notFound', pattern: 'not-found.yaml', schema: 'not-found' },
  { key: 'sitemap', pattern: 'sitemap.yaml', schema: 'sitemap' },
  { key: 'pages', pattern: 'pages/*.yaml', schema: 'page', many: true },
];

/** Every glob the loader reads (list files and one-item-per-file folders). */
export const contentPatterns: string[] = contentFiles.flatMap((kind) => (kind.items ? [kind.pattern, kind.items.pattern] : [kind.pattern]));

// The sitemap files of each kind: one file per kind ("sitemap-main.xml"), or
// numbered files ("sitemap-main-1.xml", "sitemap-main-2.xml", …) once a kind
// passes the limits of split.ts. The route table and the printers both ask
// here, so the files the site serves and the files the index lists agree.

import type { Content } from '../../content/types.ts';
import { NO_IMAGES, type ImageSet } from '../../images/types.ts';
import type { Route } from '../types.ts';
import { SITEMAP_KINDS, SITEMAP_TYPES, type SitemapType } from './kinds.ts';
import { partSizes } from './split.ts';

export interface SitemapFile {
  kind: SitemapType;
  /** 1-based part of a split kind; null for a kind in one file. */
  part: number | null;
}

/** The build date as the split measures it: any date prints with this length. */
const MEASURE_DATE = '2000-01-01';

/** Entries per file of `kind`, measured without the image set so the route table can call it. */
function kindPartSizes(content: Content, routes: Route[], kind: SitemapType): number[] {
  return partSizes(SITEMAP_KINDS[kind].entries(content, routes, MEASURE_DATE, NO_IMAGES));
}

export function sitemapFileName({ kind, part }: SitemapFile): string {
  return part === null ? `sitemap-${kind}` : `sitemap-${kind}-${part}`;
}

/**
 * Every sitemap file (without ".xml"), kind by kind in index order; reads only
 * the page routes of `routes`. A kind with no entries has no file (a <urlset>
 * needs one <url>): the news sitemap on a day no post is news.
 */
export function sitemapFileNames(content: Content, routes: Route[]): string[] {
  return SITEMAP_TYPES.flatMap((kind) => {
    const sizes = kindPartSizes(content, routes, kind);
    if (sizes.length === 1 && sizes[0] === 0) return [];
    return sizes.length === 1 ? [sitemapFileName({ kind, part: null })] : sizes.map((_, i) => sitemapFileName({ kind, part: i + 1 }));
  });
}

/** "sitemap-main" → main in one file; "sitemap-main-2" → its second part; anything else (the index names) → null. */
export function parseSitemapName(name: string): SitemapFile | null {
  const match = /^sitemap-([a-z]+)(?:-([1-9]\d*))?$/.exec(name);
  const kind = SITEMAP_TYPES.find((t) => t === match?.[1]);
  if (!match || !kind) return null;
  return { kind, part: match[2] === undefined ? null : Number(match[2]) };
}

/** The <url> entries of one file: all of its kind, or the slice of that part. */
export function sitemapFileEntries(file: SitemapFile, content: Content, routes: Route[], date: string, images: ImageSet = NO_IMAGES): string[] {
  const entries = SITEMAP_KINDS[file.kind].entries(content, routes, date, images);
  if (file.part === null) return entries;
  const sizes = kindPartSizes(content, routes, file.kind);
  const start = sizes.slice(0, file.part - 1).reduce((sum, n) => sum + n, 0);
  return entries.slice(start, start + (sizes[file.part - 1] ?? 0));
}

// Every image the content names, with where it is shown (its slot), its alt
// text and the YAML value that names it (for located messages).

import type { Content } from '../content/types.ts';
import type { SlotName } from './slots.ts';

/** A YAML value: the content key, the list index (or null) and the path inside it (as in Origins.ref). */
export interface ImageOrigin {
  key: keyof Content;
  index: number | null;
  path: (string | number)[];
}

export interface ImageUse {
  /** Root path as written in the content ("/images/gallery/x.jpg"). */
  src: string;
  slot: SlotName;
  /** Alt text from the content; '' for a decorative image next to its own title; undefined when the content gives none. */
  alt: string | undefined;
  origin: ImageOrigin;
  /** Route of the page that shows it. */
  page: string;
}

/** An image a page template's copy names: where in the copy, the root path, where it is shown and its alt text. */
export interface CopyImage {
  /** Path inside the copy (`content:` of data/pages/*.yaml), e.g. ['services', 'cards', 0, 'image']. */
  path: (string | number)[];
  src: string;
  slot: SlotName;
  alt: string | undefined;
}

/**
 * The page templates by id, each saying which images its copy names (the
 * registry, templates/index.ts, declares them: the engine knows no copy's shape).
 */
export type CopyImageSources = Readonly<Record<string, { images?(copy: unknown): CopyImage[] } | undefined>>;

/** Files under this URL prefix come from data/images/. */
export const IMAGE_PREFIX = '/images/';

const RASTER = /\.(jpe?g|png|webp|avif|heic|heif|tiff?)$/i;

/** JPEG, PNG, WebP, AVIF, HEIC, TIFF: processed by the pipeline (anything else, e.g. SVG, is copied as is). */
export function isRaster(src: string): boolean {
  return RASTER.test(src);
}

/** The image uses of the whole site, in content order; `templates` says which images each page's copy names. */
export function imageUses(content: Content, templates: CopyImageSources): ImageUse[] {
  const uses: ImageUse[] = [];
  content.gallery.forEach((p, i) =>
    uses.push({ src: p.image, slot: 'card', alt: p.alt, origin: { key: 'gallery', index: i, path: ['image'] }, page: '/gallery' }),
  );
  content.towns.forEach((t, i) => {
    if (t.heroImage) uses.push({ src: t.heroImage, slot: 'hero', alt: t.heroAlt, origin: { key: 'towns', index: i, path: ['heroImage'] }, page: `/${t.slug}` });
  });
  // video thumbnails sit next to their own title: decorative (alt="")
  content.videos.forEach((v, i) =>
    uses.push({ src: v.thumbnail, slot: 'thumbnail', alt: '', origin: { key: 'videos', index: i, path: ['thumbnail'] }, page: '/videos' }),
  );
  content.pages.forEach((page, i) => {
    for (const image of templates[page.template]?.images?.(page.content) ?? [])
      uses.push({ src: image.src, slot: image.slot, alt: image.alt, origin: { key: 'pages', index: i, path: ['content', ...image.path] }, page: page.path });
  });
  return uses;
}

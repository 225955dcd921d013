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

/** Files under this URL prefix come from data/images/. */
export const IMAGE_PREFIX = '/images/';

const RASTER = /\.(jpe?g|png|webp|avif|heic|heif|tiff?)$/i;

/** JPEG, PNG, WebP, AVIF, HEIC, TIFF: processed by the pipeline (anything else, e.g. SVG, is copied as is). */
export function isRaster(src: string): boolean {
  return RASTER.test(src);
}

/** The image uses of the whole site, in content order. */
export function imageUses(content: Content): ImageUse[] {
  const uses: ImageUse[] = [];
  content.gallery.forEach((p, i) =>
    uses.push({ src: p.image, slot: 'card', alt: p.alt, origin: { key: 'gallery', index: i, path: ['image'] }, page: '/gallery' }),
  );
  content.towns.forEach((t, i) => {
    if (t.heroImage) uses.push({ src: t.heroImage, slot: 'hero', alt: t.heroAlt, origin: { key: 'towns', index: i, path: ['heroImage'] }, page: `/${t.slug}` });
  });
  // video thumbnails and home service cards sit next to their own title: decorative (alt="")
  content.videos.forEach((v, i) =>
    uses.push({ src: v.thumbnail, slot: 'thumbnail', alt: '', origin: { key: 'videos', index: i, path: ['thumbnail'] }, page: '/videos' }),
  );
  content.pages.forEach((page, i) => {
    const cards = (page.content as { services?: { cards?: { image?: unknown }[] } } | undefined)?.services?.cards;
    if (page.template !== 'home' || !Array.isArray(cards)) return;
    cards.forEach((card, j) => {
      if (typeof card.image === 'string')
        uses.push({
          src: card.image,
          slot: 'feature',
          alt: '',
          origin: { key: 'pages', index: i, path: ['content', 'services', 'cards', j, 'image'] },
          page: page.path,
        });
    });
  });
  return uses;
}

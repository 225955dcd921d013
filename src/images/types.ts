import { folderName, RESERVED } from '../host/reserved-paths.ts';
import type { OutputFormat } from './slots.ts';

/** Output folder (and URL prefix) of processed images. */
export const IMAGE_OUT_DIR = folderName(RESERVED.photos);

/** One written file of a picture. */
export interface Variant {
  format: OutputFormat;
  width: number;
  height: number;
  /** Root path of the published file ("/img/cody-hero-800-3f2a9c1b.avif"). */
  url: string;
}

/** A processed raster image: its oriented size (largest output) and every variant. */
export interface ProcessedImage {
  width: number;
  height: number;
  variants: Variant[];
}

/** Processed images by the root path the content names ("/images/gallery/x.jpg"). */
export type ImageSet = ReadonlyMap<string, ProcessedImage>;

export const NO_IMAGES: ImageSet = new Map();

/** The `<img>` fallback format of a picture (the last format written). */
export function fallbackFormat(image: ProcessedImage): OutputFormat {
  return image.variants[image.variants.length - 1].format;
}

/** The URL to publish for an image (sitemaps, og:image): the largest fallback variant, or the path itself when unprocessed. */
export function publishedUrl(images: ImageSet, src: string): string {
  const image = images.get(src);
  if (!image) return src;
  const fallback = fallbackFormat(image);
  return image.variants.filter((v) => v.format === fallback).reduce((a, b) => (b.width > a.width ? b : a)).url;
}

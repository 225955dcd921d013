// The image stage of the build: every raster image the content names is
// processed (or restored from the cache) into <out>/img/, up to one image per
// CPU core at a time.

import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ContentError, ErrorCodes } from '../errors.ts';
import { imageCacheKey, prunePhotos, restoreImage, SourceHashes, storeImage } from './cache.ts';
import { processImage, variantFormats } from './process.ts';
import { IMAGE_PREFIX, isRaster, type ImageUse } from './references.ts';
import { requestedWidths, type SlotName } from './slots.ts';
import type { ImageSet, ProcessedImage } from './types.ts';
import { slugify } from '../text/slug.ts';
import { inParallel } from '../async/in-parallel.ts';
import { fileWriter } from '../files/write.ts';

export interface ImageStageOptions {
  dataDir: string;
  outDir: string;
  cacheDir: string;
  uses: ImageUse[];
  /** Images in flight at once (default: the machine's cores). */
  concurrency?: number;
}

export interface ImageStageResult {
  images: ImageSet;
  /** Sources encoded by this run. */
  processed: number;
  /** Sources restored from the cache. */
  reused: number;
}

/**
 * The file in data/ a content path names, or null when it is not under /images/
 * or would leave data/images/ (content may not reach outside data/).
 */
export function imageFile(dataDir: string, src: string): string | null {
  if (!src.startsWith(IMAGE_PREFIX)) return null;
  const base = path.resolve(dataDir, 'images');
  let decoded: string;
  try {
    decoded = decodeURIComponent(src.slice(IMAGE_PREFIX.length));
  } catch {
    return null;
  }
  const file = path.resolve(base, decoded);
  return file.startsWith(base + path.sep) ? file : null;
}

/** Raster sources by content path with the slots they are shown in (sources outside data/images/ are left out). */
export function rasterSources(dataDir: string, uses: ImageUse[]): Map<string, { file: string; slots: Set<SlotName> }> {
  const sources = new Map<string, { file: string; slots: Set<SlotName> }>();
  for (const use of uses) {
    const file = isRaster(use.src) ? imageFile(dataDir, use.src) : null;
    if (!file) continue;
    const entry = sources.get(use.src) ?? { file, slots: new Set() };
    entry.slots.add(use.slot);
    sources.set(use.src, entry);
  }
  return sources;
}

/** The most files buildImages writes for these uses: each width of each source in every format (a width wider than its source is not written). */
export function photoFileCount(dataDir: string, uses: ImageUse[]): number {
  let files = 0;
  for (const { slots } of rasterSources(dataDir, uses).values()) files += requestedWidths(slots).length * variantFormats(false).length;
  return files;
}

export async function buildImages(options: ImageStageOptions): Promise<ImageStageResult> {
  const sources = [...rasterSources(options.dataDir, options.uses)];
  const hashes = await SourceHashes.open(options.cacheDir);
  const images = new Map<string, ProcessedImage>();
  const used = new Set<string>();
  let processed = 0;
  let reused = 0;
  const write = fileWriter(options.outDir);
  const one = async ([src, { file, slots }]: (typeof sources)[number]) => {
    const stem = stemOf(src);
    const widths = requestedWidths(slots);
    const key = await imageCacheKey(await hashes.hash(file), stem, widths);
    used.add(key);
    const cached = await restoreImage(options.cacheDir, key, options.outDir).catch(() => null);
    if (cached) {
      images.set(src, cached);
      reused++;
      return;
    }
    const result = await processImage(await readFile(file), stem, widths).catch((error: Error) => {
      // e.g. a HEIC photo whose codec this libvips lacks: a content problem, not a crash
      throw new ContentError([
        { code: ErrorCodes.imageUnreadable, message: `image "${src}" could not be processed (${error.message.trim()}); export it as JPEG` },
      ]);
    });
    for (const { file, data } of result.files) write([file, data]);
    await storeImage(options.cacheDir, key, result.image, result.files);
    images.set(src, result.image);
    processed++;
  };
  await inParallel(sources, options.concurrency ?? availableParallelism(), one);
  await hashes.save();
  prunePhotos(options.cacheDir, used);
  // content order, whatever order the workers finished in
  return { images: new Map(sources.flatMap(([src]) => (images.has(src) ? [[src, images.get(src) as ProcessedImage]] : []))), processed, reused };
}

/** "/images/gallery/Frozen Pipe.JPG" → "gallery-frozen-pipe": readable, URL-safe file names. */
function stemOf(src: string): string {
  const withoutExt = src.slice(IMAGE_PREFIX.length).replace(/\.[^./]+$/, '');
  return slugify(withoutExt) || 'image';
}

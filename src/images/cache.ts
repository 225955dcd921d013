// Processed images in node_modules/.cache/site-images (like the client bundles,
// src/islands/client-cache.ts): one folder per source content + output
// settings, so an unchanged photo is never processed twice. A stat index
// (path, size, mtime → content hash) spares re-reading unchanged sources.

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { linkOrCopy } from '../files/write.ts';
import { loadSharp } from './process.ts';
import { ENCODERS } from './slots.ts';
import type { WrittenFile } from './process.ts';
import type { ProcessedImage } from './types.ts';
import { writeFileAtomic, writeFolderAtomic } from '../files/atomic-write.ts';
import { cacheFolder, DAY, pruneCache, touchEntry, type CacheBounds } from '../files/cache.ts';

/** Bump when process.ts changes what it writes. */
const PIPELINE_VERSION = 1;

export function defaultImageCacheDir(root: string): string {
  return cacheFolder(root, 'images');
}

/**
 * Processed photos kept beside those a build uses: the most recently used,
 * up to 1 GiB, none unused for 60 days (photos replaced or renamed, other
 * sites' and the tests' photos).
 */
const PHOTO_BOUNDS: CacheBounds = { bytes: 1024 ** 3, age: 60 * DAY };

/** A photo's folder in the cache: its key (imageCacheKey). */
const PHOTO_ENTRY = /^[0-9a-f]{24}$/;

/** Removes the photos past PHOTO_BOUNDS; those of `used` (keys) stay. */
export function prunePhotos(cacheDir: string, used: ReadonlySet<string>, bounds: CacheBounds = PHOTO_BOUNDS): string[] {
  return pruneCache(cacheDir, bounds, { entry: (name) => PHOTO_ENTRY.test(name), inUse: used });
}

/** The cache key of one source at the given widths: its bytes' hash plus every output setting. */
export async function imageCacheKey(sourceHash: string, stem: string, widths: number[]): Promise<string> {
  const sharp = await loadSharp();
  const settings = JSON.stringify({ v: PIPELINE_VERSION, vips: sharp.versions.vips, sharp: sharp.versions.sharp, ENCODERS, stem, widths });
  return createHash('sha256').update(sourceHash).update('\0').update(settings).digest('hex').slice(0, 24);
}

interface StatEntry {
  size: number;
  mtimeMs: number;
  hash: string;
}

/** Content hashes of source files, reusing the previous build's hash while size and mtime are unchanged. */
export class SourceHashes {
  private constructor(
    private readonly file: string,
    private readonly entries: Record<string, StatEntry>,
  ) {}

  static async open(cacheDir: string): Promise<SourceHashes> {
    const file = path.join(cacheDir, 'sources.json');
    const entries = existsSync(file) ? (JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, StatEntry>) : {};
    return new SourceHashes(file, entries);
  }

  async hash(source: string): Promise<string> {
    const { size, mtimeMs } = await stat(source);
    const known = this.entries[source];
    if (known && known.size === size && known.mtimeMs === mtimeMs) return known.hash;
    const hash = createHash('sha256')
      .update(await readFile(source))
      .digest('hex');
    this.entries[source] = { size, mtimeMs, hash };
    return hash;
  }

  async save(): Promise<void> {
    await mkdir(path.dirname(this.file), { recursive: true });
    await writeFileAtomic(this.file, JSON.stringify(this.entries));
  }
}

/** Puts a cached image's files into outDir; returns its description, or null on a miss. */
export async function restoreImage(cacheDir: string, key: string, outDir: string): Promise<ProcessedImage | null> {
  const dir = path.join(cacheDir, key);
  const meta = path.join(dir, 'image.json');
  if (!existsSync(meta)) return null;
  touchEntry(dir);
  const image = JSON.parse(await readFile(meta, 'utf8')) as ProcessedImage;
  for (const variant of image.variants) await place(path.join(dir, path.basename(variant.url)), path.join(outDir, variant.url));
  return image;
}

/** Stores a freshly processed image for the next build (written aside, then renamed into place). */
export async function storeImage(cacheDir: string, key: string, image: ProcessedImage, files: WrittenFile[]): Promise<void> {
  await writeFolderAtomic(path.join(cacheDir, key), async (staging) => {
    for (const { file, data } of files) await writeFile(path.join(staging, path.basename(file)), data);
    await writeFile(path.join(staging, 'image.json'), JSON.stringify(image));
  });
}

async function place(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  linkOrCopy(from, to);
}

// Whether a source photo can be published: decoded whole, not only its
// header. A JPEG cut short by an interrupted copy has a complete header and
// decodes with `failOn: 'none'` into a half-grey picture, which would be
// published in every variant; decoding with `failOn: 'truncated'` stops at the
// missing data instead. The decode runs at a small size (JPEG shrinks
// on load), so it reads every byte but holds no full-size pixels. What is
// wrong is said in words, with what to do, for someone who copied photos from
// a phone, not for someone who knows libvips.

import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { mkdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../files/atomic-write.ts';
import { loadSharp, PIXEL_LIMIT, sourceOptions } from './process.ts';

export type Inspection = { ok: true; width: number } | { ok: false; problem: string };

/** The formats each raster extension may hold, as sharp names them (AVIF and HEIC are both HEIF: told apart by compression). */
const FORMATS: Record<string, { format: string; compression?: string; name: string }> = {
  jpg: { format: 'jpeg', name: 'JPEG' },
  jpeg: { format: 'jpeg', name: 'JPEG' },
  png: { format: 'png', name: 'PNG' },
  webp: { format: 'webp', name: 'WebP' },
  avif: { format: 'heif', compression: 'av1', name: 'AVIF' },
  heic: { format: 'heif', compression: 'hevc', name: 'HEIC' },
  heif: { format: 'heif', name: 'HEIF' },
  tif: { format: 'tiff', name: 'TIFF' },
  tiff: { format: 'tiff', name: 'TIFF' },
};

/**
 * Inspects each file (inspectImage), several at once. libvips keeps one
 * error buffer for the process: two decodes failing at once mix their
 * messages (one gets both, the other "Unknown error"), so each file that
 * failed is inspected again alone, once the others are done. With a cache
 * folder, a photo that decoded whole before and is unchanged since (size and
 * time, as the source hashes of images/cache.ts) is not decoded again.
 */
export async function inspectImages(files: readonly string[], options: { cacheDir?: string; pixelLimit?: number } = {}): Promise<Map<string, Inspection>> {
  const pixelLimit = options.pixelLimit ?? PIXEL_LIMIT;
  const record = options.cacheDir ? await WholePhotosRecord.open(options.cacheDir, pixelLimit) : undefined;
  const inspect = async (file: string) => (await record?.known(file)) ?? (await inspectImage(file, pixelLimit));
  const found = new Map(await Promise.all(files.map(async (file) => [file, await inspect(file)] as const)));
  for (const [file, inspection] of found) if (!inspection.ok) found.set(file, await inspectImage(file, pixelLimit));
  await record?.save(found);
  return found;
}

interface WholePhotoEntry {
  size: number;
  mtimeMs: number;
  width: number;
}

/**
 * The photos that decoded whole in the last run, with their size and time
 * then (sound-photos.json in the image cache). Only whole photos are
 * recorded, so a damaged one is decoded, and reported, every time; the record
 * holds for the libvips version and pixel limit that made it.
 */
class WholePhotosRecord {
  private constructor(
    private readonly file: string,
    private readonly stamp: string,
    private readonly entries: Record<string, WholePhotoEntry>,
  ) {}

  static async open(cacheDir: string, pixelLimit: number): Promise<WholePhotosRecord> {
    const sharp = await loadSharp();
    const stamp = `${sharp.versions.vips} ${pixelLimit}`;
    const file = path.join(cacheDir, 'sound-photos.json');
    let entries: Record<string, WholePhotoEntry> = {};
    try {
      const record = JSON.parse(await readFile(file, 'utf8')) as { stamp?: string; entries?: Record<string, WholePhotoEntry> };
      if (record.stamp === stamp && record.entries) entries = record.entries;
    } catch {
      // none yet, or unreadable: every photo is decoded
    }
    return new WholePhotosRecord(file, stamp, entries);
  }

  /** The earlier verdict on `file` if it is unchanged since. */
  async known(file: string): Promise<Inspection | undefined> {
    const entry = this.entries[file];
    if (!entry) return undefined;
    const { size, mtimeMs } = await stat(file);
    return size === entry.size && mtimeMs === entry.mtimeMs ? { ok: true, width: entry.width } : undefined;
  }

  /** Records this run's whole photos (a record that cannot be written costs the next run its decodes, nothing else). */
  async save(found: ReadonlyMap<string, Inspection>): Promise<void> {
    const entries: Record<string, WholePhotoEntry> = {};
    for (const [file, inspection] of found) {
      if (!inspection.ok) continue;
      const { size, mtimeMs } = await stat(file);
      entries[file] = { size, mtimeMs, width: inspection.width };
    }
    await mkdir(path.dirname(this.file), { recursive: true })
      .then(() => writeFileAtomic(this.file, JSON.stringify({ stamp: this.stamp, entries })))
      .catch(() => undefined);
  }
}

/**
 * Decodes `file` whole and says whether it can be published: its oriented
 * width, or what is wrong with it ("ends before …; copy it again …"), to
 * follow `photo "/images/x.jpg" `. Alone: see inspectImages.
 */
export async function inspectImage(file: string, pixelLimit = PIXEL_LIMIT): Promise<Inspection> {
  if (isHeic(firstBytes(file))) return { ok: false, problem: HEIC };
  const sharp = await loadSharp();
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(file, { limitInputPixels: false }).metadata();
  } catch (error) {
    return { ok: false, problem: inWords(error, file) };
  }
  const mismatch = formatMismatch(file, meta.format, meta.compression);
  if (mismatch) return { ok: false, problem: mismatch };
  if (meta.width * meta.height > pixelLimit) return { ok: false, problem: tooManyPixels(meta.width, meta.height, pixelLimit) };
  try {
    await sharp(file, sourceOptions(pixelLimit)).resize({ width: 64 }).raw().toBuffer();
  } catch (error) {
    return { ok: false, problem: inWords(error, file) };
  }
  const swap = (meta.orientation ?? 1) >= 5;
  return { ok: true, width: swap ? meta.height : meta.width };
}

/** "is a PNG image named .jpg; …", or null when the content matches the extension. */
function formatMismatch(file: string, format: string | undefined, compression: string | undefined): string | null {
  const extension = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
  const expected = FORMATS[extension];
  if (!expected || (format === expected.format && (!expected.compression || compression === expected.compression))) return null;
  const actual = Object.entries(FORMATS).find(([, f]) => f.format === format && (!f.compression || f.compression === compression));
  if (!actual)
    return `is named .${extension} but holds no ${expected.name} image (libvips reads it as ${format ?? 'nothing it knows'}); export it again as JPEG`;
  return `is a ${actual[1].name} image named .${extension}; rename the file to .${actual[0]} and change its name here to match`;
}

function tooManyPixels(width: number, height: number, limit: number): string {
  const megapixels = (pixels: number) => `${Math.round(pixels / 1e6).toLocaleString('en-US')} megapixels`;
  return (
    `is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels (${megapixels(width * height)}), more than the ` +
    `${megapixels(limit)} the build will decode; scale it down (4,000 pixels on the long side is plenty for any page) and export it again`
  );
}

/**
 * An iPhone's own photo format: only Safari shows it, and the build's image
 * library reads no HEVC, whatever the file is named. The phone sends a JPEG
 * when the photo is shared rather than picked from its Files app.
 */
const HEIC =
  'is an iPhone HEIC photo, which most browsers cannot show and the build cannot read; send it again as a JPEG ' +
  '(on the iPhone, share the photo instead of picking it from Files, or set Settings → Camera → Formats → Most Compatible) and name the .jpg here';

/** The HEIF brands of HEVC-coded pictures (an AVIF file is HEIF too, with the brand `avif`). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);

/** A HEIF file (`ftyp` box first) whose major brand is HEVC's, or the generic `mif1`/`msf1` without `avif` among the compatible brands. */
function isHeic(head: Buffer): boolean {
  if (head.length < 12 || head.toString('latin1', 4, 8) !== 'ftyp') return false;
  const brand = head.toString('latin1', 8, 12);
  if (HEIC_BRANDS.has(brand)) return true;
  if (brand !== 'mif1' && brand !== 'msf1') return false;
  const box = Math.min(head.readUInt32BE(0), head.length);
  const compatible = Array.from({ length: Math.max(0, (box - 16) / 4) }, (_, i) => head.toString('latin1', 16 + i * 4, 20 + i * 4));
  return !compatible.includes('avif') && !compatible.includes('avis');
}

const TRUNCATED = 'ends before its image data is complete (an interrupted copy or download); copy it again from the phone or camera';

/** sharp's error about a source, in words with what to do. */
function inWords(error: unknown, file: string): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/premature end|read error|unexpected end|end of file|truncated|not enough data|bad seek/i.test(message)) return TRUNCATED;
  if (/unsupported image format|corrupt header|unable to parse/i.test(message)) {
    const head = firstBytes(file);
    if (riffTruncated(head, file)) return TRUNCATED;
    const kind = signature(head);
    if (kind) return `starts as a ${kind} image but its data is damaged; copy it again from the original, or export it again as JPEG`;
    return 'is not an image the build can read: its bytes are no JPEG, PNG, WebP, AVIF, HEIC or TIFF (a damaged file, or another kind of file renamed); open the original and export it again as JPEG';
  }
  return `is damaged (the image decoder says "${message.split('\n')[0]?.trim()}"); open the original and export it again as JPEG`;
}

/** The file's first 64 bytes: its signature, and a HEIF file's whole `ftyp` box. */
function firstBytes(file: string): Buffer {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(64);
    return head.subarray(0, readSync(fd, head, 0, 64, 0));
  } finally {
    closeSync(fd);
  }
}

/** A RIFF file (WebP) that declares more bytes than it has. */
function riffTruncated(head: Buffer, file: string): boolean {
  if (head.length < 12 || head.toString('latin1', 0, 4) !== 'RIFF') return false;
  return head.readUInt32LE(4) + 8 > readFileSync(file).length;
}

/** The image format whose signature the bytes start with, if any. */
function signature(head: Buffer): string | null {
  const latin = head.toString('latin1');
  if (head[0] === 0xff && head[1] === 0xd8) return 'JPEG';
  if (latin.startsWith('\x89PNG')) return 'PNG';
  if (latin.startsWith('RIFF') && latin.slice(8, 12) === 'WEBP') return 'WebP';
  if (latin.slice(4, 8) === 'ftyp') return 'HEIF';
  if (latin.startsWith('II*\0') || latin.startsWith('MM\0*')) return 'TIFF';
  return null;
}

// One source image → every variant: EXIF orientation applied, converted to
// sRGB, resized (never enlarged) and encoded as AVIF, WebP and JPEG (PNG when
// the source has transparency). sharp writes no metadata unless asked, so
// GPS, camera serials, owner names, XMP and ICC profiles never reach the output.

import { createHash } from 'node:crypto';
import type { Sharp } from 'sharp';
import { clampWidths, ENCODERS, type OutputFormat } from './slots.ts';
import { IMAGE_OUT_DIR, type ProcessedImage } from './types.ts';

export interface WrittenFile {
  /** Path relative to the output folder. */
  file: string;
  data: Buffer;
}

/** The most pixels the build decodes (sharp's own default, said here so messages can name it). */
export const PIXEL_LIMIT = 0x3fff * 0x3fff;

/**
 * sharp's options for reading a source: data cut short is an error, not a
 * picture padded with grey (images/damage.ts says so in words before the
 * build gets here); so is a source over the pixel limit.
 */
export function sourceOptions(pixelLimit = PIXEL_LIMIT): { failOn: 'truncated'; limitInputPixels: number } {
  return { failOn: 'truncated', limitInputPixels: pixelLimit };
}

/** The oriented size of a source (orientations 5–8 swap width and height). */
export async function sourceSize(input: Buffer | string): Promise<{ width: number; height: number; hasAlpha: boolean }> {
  const sharp = await loadSharp();
  const meta = await sharp(input, sourceOptions()).metadata();
  const swap = (meta.orientation ?? 1) >= 5;
  return { width: swap ? meta.height : meta.width, height: swap ? meta.width : meta.height, hasAlpha: meta.hasAlpha === true };
}

/** Encodes `input` at the `requested` widths (clamped to the oriented source width), files named after `stem`. */
export async function processImage(input: Buffer, stem: string, requested: number[]): Promise<{ image: ProcessedImage; files: WrittenFile[] }> {
  const source = await sourceSize(input);
  const widths = clampWidths(requested, source.width);
  const hasAlpha = source.hasAlpha;
  const formats = variantFormats(hasAlpha);
  // decode, orient and colour-convert once at the largest width; every variant is made from these pixels
  const largest = Math.max(...widths);
  const sharp = await loadSharp();
  const { data, info } = await sharp(input, sourceOptions())
    .autoOrient()
    .resize({ width: largest, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const files: WrittenFile[] = [];
  const variants: ProcessedImage['variants'] = [];
  for (const width of widths) {
    const resized = sharp(data, raw).resize({ width: Math.min(width, info.width) });
    for (const format of formats) {
      const out = await encode(resized.clone(), format).toBuffer({ resolveWithObject: true });
      const file = `${IMAGE_OUT_DIR}/${stem}-${out.info.width}-${createHash('sha256').update(out.data).digest('hex').slice(0, 10)}.${extension(format)}`;
      files.push({ file, data: out.data });
      variants.push({ format, width: out.info.width, height: out.info.height, url: `/${file}` });
    }
  }
  return { image: { width: info.width, height: info.height, variants }, files };
}

/** The formats each width of a photo is written in: AVIF, WebP, and PNG when it has transparency, JPEG otherwise. */
export function variantFormats(hasAlpha: boolean): OutputFormat[] {
  return ['avif', 'webp', hasAlpha ? 'png' : 'jpeg'];
}

/** sharp, loaded on first use: a site without photos never pays for loading libvips (on every command's start). */
export async function loadSharp(): Promise<typeof import('sharp').default> {
  return (await import('sharp')).default;
}

function encode(pipeline: Sharp, format: OutputFormat): Sharp {
  switch (format) {
    case 'avif':
      return pipeline.avif(ENCODERS.avif);
    case 'webp':
      return pipeline.webp(ENCODERS.webp);
    case 'jpeg':
      return pipeline.jpeg(ENCODERS.jpeg);
    case 'png':
      return pipeline.png(ENCODERS.png);
  }
}

function extension(format: OutputFormat): string {
  return format === 'jpeg' ? 'jpg' : format;
}

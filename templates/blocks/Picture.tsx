import { useProcessedImage } from '../../src/images/context.ts';
import { SLOTS, type OutputFormat, type SlotName } from '../../src/images/slots.ts';
import { fallbackFormat, type ProcessedImage } from '../../src/images/types.ts';

/** lazy: below the fold; eager: above it; priority: the page's largest above-the-fold image (fetchpriority="high"). */
export type PictureLoading = 'lazy' | 'eager' | 'priority';

export interface PictureProps {
  /** Content path ("/images/gallery/x.jpg"). */
  src: string;
  alt: string;
  /** Where the image is shown: picks `sizes` (src/images/slots.ts). */
  slot: SlotName;
  /** Size of a drawing that is shown as it is (SVG); a processed photo uses its real size. */
  width: number;
  height: number;
  loading: PictureLoading;
  className?: string;
  /** The processed image when rendered inside an island (no context there); else looked up from the build. */
  image?: ProcessedImage;
}

const TYPES: Record<OutputFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

/** <picture> with AVIF/WebP sources and a JPEG/PNG <img> for a processed photo; a plain <img> for a drawing (SVG). */
export function Picture({ src, alt, slot, width, height, loading, className, image }: PictureProps) {
  const looked = useProcessedImage(src);
  const processed = image ?? looked;
  const attrs = {
    className,
    alt,
    loading: loading === 'lazy' ? ('lazy' as const) : undefined,
    decoding: loading === 'lazy' ? ('async' as const) : undefined,
    fetchPriority: loading === 'priority' ? ('high' as const) : undefined,
  };
  // biome-ignore lint/a11y/useAltText: alt is in attrs (always given; "" for a decorative picture)
  if (!processed) return <img src={src} width={width} height={height} {...attrs} />;
  const { sizes } = SLOTS[slot];
  const fallback = fallbackFormat(processed);
  const srcSet = (format: OutputFormat) =>
    processed.variants
      .filter((v) => v.format === format)
      .map((v) => `${v.url} ${v.width}w`)
      .join(', ');
  const sources = (['avif', 'webp'] as const).filter((format) => format !== fallback && processed.variants.some((v) => v.format === format));
  return (
    <picture>
      {sources.map((format) => (
        <source key={format} type={TYPES[format]} srcSet={srcSet(format)} sizes={sizes} />
      ))}
      {/* biome-ignore lint/a11y/useAltText: alt is in attrs */}
      <img src={defaultVariant(processed, fallback)} srcSet={srcSet(fallback)} sizes={sizes} width={processed.width} height={processed.height} {...attrs} />
    </picture>
  );
}

/** `src` for browsers without srcset: the fallback variant closest to 800 px wide. */
function defaultVariant(image: ProcessedImage, format: OutputFormat): string {
  const candidates = image.variants.filter((v) => v.format === format);
  return candidates.reduce((best, v) => (Math.abs(v.width - 800) < Math.abs(best.width - 800) ? v : best)).url;
}

// Where a picture is shown decides which widths the build makes of it and the
// `sizes` the browser picks from. Widths are CSS-pixel widths at up to 2× density
// for the slot's largest layout width; a source is never enlarged.

export type SlotName = 'card' | 'hero' | 'thumbnail' | 'feature';

export interface Slot {
  /** Output widths, ascending (those wider than the source are dropped). */
  widths: readonly number[];
  /** The `sizes` attribute: the slot's width at each breakpoint of templates/styles. */
  sizes: string;
  /** A source narrower than this looks soft in the slot (`site check` warns). */
  minSourceWidth: number;
}

/** Layout widths follow templates/styles/base.css: a 72rem container, grid-3 from 64rem, grid-2 from 40rem. */
export const SLOTS: Record<SlotName, Slot> = {
  // gallery cards: a third of the container on wide screens, half on tablets
  card: { widths: [480, 800, 1200], sizes: '(min-width: 64rem) 23rem, (min-width: 40rem) 45vw, 100vw', minSourceWidth: 800 },
  // town hero: half of the container beside the town facts, full width on phones
  hero: { widths: [480, 800, 1200, 1600], sizes: '(min-width: 64rem) 35rem, 100vw', minSourceWidth: 1200 },
  // video thumbnails: grid cards like the gallery
  thumbnail: { widths: [480, 800, 1200], sizes: '(min-width: 64rem) 23rem, (min-width: 40rem) 45vw, 100vw', minSourceWidth: 800 },
  // home service cards
  feature: { widths: [480, 800], sizes: '(min-width: 64rem) 23rem, (min-width: 40rem) 45vw, 100vw', minSourceWidth: 480 },
};

/** The widest variant the site publishes of any picture: a wider source only costs bytes. */
export const LARGEST_WIDTH = Math.max(...Object.values(SLOTS).flatMap((slot) => slot.widths));

/** Formats written for every raster picture, best first; the last is the `<img>` fallback. */
export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/** Encoder settings: part of the cache key, so changing one reprocesses every photo. */
export const ENCODERS = {
  avif: { quality: 50, effort: 4 },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 75, mozjpeg: true, progressive: true },
  png: { compressionLevel: 9, palette: false },
} as const;

/** Every width wanted of a picture shown in `slots`, ascending. */
export function requestedWidths(slots: Iterable<SlotName>): number[] {
  return [...new Set([...slots].flatMap((slot) => SLOTS[slot].widths))].sort((a, b) => a - b);
}

/** The widths written of a source `sourceWidth` pixels wide: never enlarged, so wider requests collapse onto the source width. */
export function clampWidths(requested: number[], sourceWidth: number): number[] {
  return [...new Set(requested.map((w) => Math.min(w, sourceWidth)))].sort((a, b) => a - b);
}

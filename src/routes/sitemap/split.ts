// When one sitemap kind needs several files. sitemaps.org allows at most
// 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed per file; Astro's
// @astrojs/sitemap splits at 45,000 entries by default. We split at 45,000
// URLs too, and at 45 MiB of measured entries, which leaves room for what the
// measurement cannot know (published image URLs, the build date's length).

export const MAX_URLS_PER_FILE = 45_000;
export const MAX_BYTES_PER_FILE = 45 * 1024 * 1024;
/** The protocol's own byte limit: a printed file past it is a bug, not a sitemap. */
export const PROTOCOL_MAX_BYTES = 50 * 1024 * 1024;

/** Bytes of the XML declaration and <urlset> with every namespace, rounded up. */
const SHELL_BYTES = 512;

export interface SplitLimits {
  urls: number;
  bytes: number;
}

const LIMITS: SplitLimits = { urls: MAX_URLS_PER_FILE, bytes: MAX_BYTES_PER_FILE };

/**
 * How many entries each file holds when `entries` are cut, in order, into as
 * few files as the limits allow. Always at least one file (an empty kind keeps
 * its file, an empty <urlset>).
 */
export function partSizes(entries: string[], limits: SplitLimits = LIMITS): number[] {
  const sizes: number[] = [];
  let count = 0;
  let bytes = SHELL_BYTES;
  for (const entry of entries) {
    const size = Buffer.byteLength(entry) + 3; // two spaces of indent and a newline
    if (count > 0 && (count >= limits.urls || bytes + size > limits.bytes)) {
      sizes.push(count);
      count = 0;
      bytes = SHELL_BYTES;
    }
    count += 1;
    bytes += size;
  }
  sizes.push(count);
  return sizes;
}

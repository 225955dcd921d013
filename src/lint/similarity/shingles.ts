// A text as the set of its word shingles: every run of `size` consecutive
// words, lower-cased, hashed to 32 bits. Two texts' shingle sets give their
// Jaccard similarity (shared shingles over all shingles), the usual measure
// of near-duplicate documents.

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

export const SHINGLE_WORDS = 5;

export function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** FNV-1a over the UTF-16 code units of a word. */
function hashWord(word: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A 32-bit finalizer (murmur3's): spreads the bits of a combined hash. */
export function mix32(x: number): number {
  let h = x >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * The distinct shingle hashes of a text, sorted ascending. A text shorter
 * than one shingle is one shingle of all its words (or none when empty).
 */
export function shingles(text: string, size = SHINGLE_WORDS): Uint32Array {
  const hashes = words(text).map(hashWord);
  const count = Math.max(hashes.length - size + 1, hashes.length > 0 ? 1 : 0);
  const out = new Uint32Array(count);
  for (let i = 0; i < count; i++) {
    let h = 0x9e3779b9;
    for (let j = i; j < Math.min(i + size, hashes.length); j++) h = mix32(h ^ hashes[j]) + j - i;
    out[i] = mix32(h);
  }
  out.sort();
  return distinct(out);
}

function distinct(sorted: Uint32Array): Uint32Array {
  let n = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[n++] = sorted[i];
  return sorted.subarray(0, n);
}

/** Exact Jaccard similarity of two sorted, distinct shingle sets (two empty sets: 0). */
export function jaccard(a: Uint32Array, b: Uint32Array): number {
  let i = 0;
  let j = 0;
  let shared = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      shared++;
      i++;
      j++;
    } else if (a[i] < b[j]) i++;
    else j++;
  }
  const union = a.length + b.length - shared;
  return union === 0 ? 0 : shared / union;
}

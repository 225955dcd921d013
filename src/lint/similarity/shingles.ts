// A text as the set of its word shingles: every run of `size` consecutive
// words, lower-cased, hashed to 32 bits. Two texts' shingle sets give their
// Jaccard similarity (shared shingles over all shingles), the usual measure
// of near-duplicate documents.

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

export const SHINGLE_WORDS = 5;

export function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const LETTER = /\p{L}/u;

function isLetterOrDigit(code: number): boolean {
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
  return LETTER_OR_DIGIT.test(String.fromCharCode(code));
}

function isLetter(code: number): boolean {
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  return LETTER.test(String.fromCharCode(code));
}

/**
 * The FNV-1a hash of each word of `words(text)`, in order, read in one pass
 * without making the words' strings: a page's shingles are made for every
 * town page of a large site.
 */
export function wordHashes(text: string): number[] {
  const lower = text.toLowerCase();
  const out: number[] = [];
  let h = FNV_OFFSET;
  let inWord = false;
  for (let i = 0; i < lower.length; i++) {
    const code = lower.charCodeAt(i);
    const apostrophe = (code === 39 || code === 0x2019) && inWord && i + 1 < lower.length && isLetter(lower.charCodeAt(i + 1));
    if (apostrophe || isLetterOrDigit(code)) {
      h = Math.imul(h ^ code, FNV_PRIME);
      inWord = true;
    } else if (inWord) {
      out.push(h >>> 0);
      h = FNV_OFFSET;
      inWord = false;
    }
  }
  if (inWord) out.push(h >>> 0);
  return out;
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
  const hashes = wordHashes(text);
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
  return sorted.slice(0, n);
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

// MinHash signatures and locality-sensitive hashing: near-duplicate
// candidates among many documents without comparing every pair. A
// signature keeps, for each of `bands × rows` hash functions, the least hash
// of a document's shingles; two documents agree on one value with a
// probability equal to their Jaccard similarity s, so they share at least one
// band (all `rows` values equal) with probability 1 - (1 - s^rows)^bands.

import { mix32 } from './shingles.ts';

export interface Banding {
  bands: number;
  rows: number;
}

/** Seeds of the hash functions: fixed, so a report is the same on every run. */
function seeds(count: number): Uint32Array {
  const out = new Uint32Array(count);
  for (let i = 0; i < count; i++) out[i] = mix32(0x5bd1e995 + i * 0x9e3779b9);
  return out;
}

export class MinHasher {
  readonly size: number;
  private readonly seeds: Uint32Array;

  constructor(readonly banding: Banding) {
    this.size = banding.bands * banding.rows;
    this.seeds = seeds(this.size);
  }

  /** The signature of a shingle set (all 0xffffffff for an empty set). */
  signature(shingles: Uint32Array): Uint32Array {
    const sig = new Uint32Array(this.size).fill(0xffffffff);
    for (let k = 0; k < this.size; k++) {
      const seed = this.seeds[k];
      let least = 0xffffffff;
      for (let i = 0; i < shingles.length; i++) {
        const h = mix32(shingles[i] ^ seed);
        if (h < least) least = h;
      }
      sig[k] = least;
    }
    return sig;
  }

  /** The key of band `band` of a signature: its rows hashed together. */
  bandKey(signature: Uint32Array, band: number): number {
    const { rows } = this.banding;
    let h = band;
    for (let r = band * rows; r < (band + 1) * rows; r++) h = mix32(h ^ signature[r]) + r;
    return h >>> 0;
  }
}

/** The probability that two documents of similarity `s` share a band. */
export function candidateProbability(s: number, { bands, rows }: Banding): number {
  return 1 - (1 - s ** rows) ** bands;
}

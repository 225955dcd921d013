import type { PagePieces } from './shared.tsx';

/** Room a new encoder starts with: a batch of town pages fits (docs/performance.md). */
const INITIAL_BYTES = 4 << 20;

/**
 * Encodes pages as UTF-8, one after another in one buffer: a render worker
 * hands a batch over in one piece, and the main thread reuses one buffer for
 * every page it writes. A shared part's fragment is copied as the bytes it
 * was encoded to once (render/shared.tsx); the rest is encoded with
 * `encodeInto`, which costs less than half of `encode` for pages with a few
 * non-ASCII characters (©, °, ·) and allocates nothing.
 */
export class BatchEncoder {
  #buffer: Uint8Array;
  #used = 0;
  #ends: number[] = [];
  readonly #utf8 = new TextEncoder();

  /** `buffer`: room to reuse (a buffer an earlier batch was handed over in). */
  constructor(buffer: ArrayBuffer = new ArrayBuffer(INITIAL_BYTES)) {
    this.#buffer = new Uint8Array(buffer);
  }

  /** Appends one page. */
  add(pieces: PagePieces): void {
    for (const piece of pieces) {
      if (typeof piece === 'string') this.#encode(piece);
      else this.#copy(piece.bytes);
    }
    this.#ends.push(this.#used);
  }

  /** The pages' bytes so far (a view of the encoder's buffer). */
  get bytes(): Uint8Array {
    return this.#buffer.subarray(0, this.#used);
  }

  /** Where each page ends in `bytes`. */
  get ends(): readonly number[] {
    return this.#ends;
  }

  /** Starts over in the same buffer. */
  clear(): void {
    this.#used = 0;
    this.#ends = [];
  }

  #encode(text: string): void {
    for (let rest = text; ; ) {
      const { read, written } = this.#utf8.encodeInto(rest, this.#buffer.subarray(this.#used));
      this.#used += written;
      if (read === rest.length) return;
      rest = rest.slice(read);
      this.#grow(rest.length * 3); // a UTF-16 code unit takes at most three bytes
    }
  }

  #copy(bytes: Uint8Array): void {
    if (this.#used + bytes.length > this.#buffer.length) this.#grow(bytes.length);
    this.#buffer.set(bytes, this.#used);
    this.#used += bytes.length;
  }

  #grow(needed: number): void {
    const larger = new Uint8Array(Math.max(this.#buffer.length * 2, this.#used + needed));
    larger.set(this.bytes);
    this.#buffer = larger;
  }
}

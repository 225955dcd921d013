// An 8-bit palette PNG encoder small and fast enough to run per request in
// the Workers runtime (no Node imports, no dependency): the social card's
// pixels are flat colours and a few anti-aliasing levels, so one
// fixed-Huffman deflate block of runs compresses them well at a few
// operations a pixel. A row the caller knows to equal the row above costs a
// handful of tokens and no pass over its bytes (its Adler-32 terms repeat).

/** An image as palette indices, a row after another. */
export interface PaletteImage {
  width: number;
  height: number;
  /** RGB triples, at most 256. */
  palette: Uint8Array;
  pixels: Uint8Array;
  /** Rows known to equal the row above (a hint: a row not marked is encoded all the same). */
  sameAsAbove?: Uint8Array;
  /** An image the pixels equal outside each row's window, as runs: a row is read only in its window. */
  base?: BaseRuns;
}

export interface BaseRuns {
  /** Runs of one index, none across a row's end. */
  values: Uint8Array;
  lengths: Uint16Array;
  /** Each row's first run, and one past the last row's last. */
  start: Uint32Array;
  /** Each row's window [from, to) of pixels that may differ from the runs (empty: from ≥ to). */
  from: Uint16Array;
  to: Uint16Array;
}

const MAX_MATCH = 258;
const ADLER_MOD = 65521;

/** Fixed-Huffman codes, bit-reversed for the LSB-first stream: code in the low bits, length above bit 16. */
const LITERAL = new Uint32Array(286);
/** The length code with its extra bits for each match length 3…258, packed like LITERAL. */
const LENGTH = new Uint32Array(MAX_MATCH + 1);

function reverse(code: number, bits: number): number {
  let out = 0;
  for (let i = 0; i < bits; i++) out |= ((code >> i) & 1) << (bits - 1 - i);
  return out;
}

function fixedCode(symbol: number): [number, number] {
  if (symbol < 144) return [0x30 + symbol, 8];
  if (symbol < 256) return [0x190 + symbol - 144, 9];
  if (symbol < 280) return [symbol - 256, 7];
  return [0xc0 + symbol - 280, 8];
}

for (let s = 0; s < 286; s++) {
  const [code, bits] = fixedCode(s);
  LITERAL[s] = reverse(code, bits) | (bits << 16);
}
const LENGTH_BASE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
for (let i = 0; i < LENGTH_BASE.length; i++) {
  const end = i + 1 < LENGTH_BASE.length ? LENGTH_BASE[i + 1]! : MAX_MATCH + 1;
  for (let length = LENGTH_BASE[i]!; length < end; length++) {
    const code = LITERAL[257 + i]!;
    const bits = code >>> 16;
    LENGTH[length] = (code & 0xffff) | ((length - LENGTH_BASE[i]!) << bits) | ((bits + LENGTH_EXTRA[i]!) << 16);
  }
}
/** Distance 1 (a run of one byte): distance code 0, no extra bits. */
const DISTANCE_ONE = 0;
const DISTANCE_ONE_BITS = 5;

const DISTANCE_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
];

/** The distance code and extra bits for `distance` (≤ 32768), packed like LITERAL. */
function distanceCode(distance: number): number {
  let code = DISTANCE_BASE.length - 1;
  while (DISTANCE_BASE[code]! > distance) code--;
  const extra = code < 4 ? 0 : (code >> 1) - 1;
  return reverse(code, 5) | ((distance - DISTANCE_BASE[code]!) << 5) | ((5 + extra) << 16);
}

/** Writes a deflate bit stream into a growing byte array. */
class BitWriter {
  bytes: Uint8Array;
  length = 0;
  private buffer = 0;
  private count = 0;

  constructor(capacity: number) {
    this.bytes = new Uint8Array(capacity);
  }

  /** `bits` (≤ 24) low bits of `value`. */
  write(value: number, bits: number): void {
    this.buffer |= value << this.count;
    this.count += bits;
    while (this.count >= 8) {
      if (this.length === this.bytes.length) this.grow();
      this.bytes[this.length++] = this.buffer & 0xff;
      this.buffer >>>= 8;
      this.count -= 8;
    }
  }

  /** A packed code (code in the low 16 bits, length above). */
  code(packed: number): void {
    this.write(packed & 0xffff, packed >>> 16);
  }

  /** Pads to a whole byte. */
  flush(): void {
    if (this.count > 0) this.write(0, 8 - this.count);
  }

  private grow(): void {
    const bigger = new Uint8Array(this.bytes.length * 2);
    bigger.set(this.bytes);
    this.bytes = bigger;
  }
}

/** `count` copies of the byte before (count ≥ 1): a literal for a short run, else matches at distance 1. */
function repeat(out: BitWriter, byte: number, count: number): void {
  while (count >= 3) {
    const length = count > MAX_MATCH ? (count - MAX_MATCH < 3 ? count - 3 : MAX_MATCH) : count;
    out.code(LENGTH[length]!);
    out.write(DISTANCE_ONE, DISTANCE_ONE_BITS);
    count -= length;
  }
  for (; count > 0; count--) out.code(LITERAL[byte]!);
}

/** A copy of the `length` bytes `distance` back, in matches of at most 258. */
function copy(out: BitWriter, length: number, distance: number): void {
  const code = distanceCode(distance);
  while (length > 0) {
    const n = length > MAX_MATCH && length - MAX_MATCH < 3 ? length - 3 : Math.min(length, MAX_MATCH);
    out.code(LENGTH[n]!);
    out.code(code);
    length -= n;
  }
}

/** The zlib stream (one fixed-Huffman block) of the PNG's scanlines: filter byte 0, then the row's indices. */
function deflateRows(image: PaletteImage): Uint8Array {
  const { width, height, pixels, sameAsAbove, base } = image;
  const stride = width + 1;
  const out = new BitWriter(64 * 1024);
  out.write(0x78, 8);
  out.write(0x01, 8);
  out.write(1, 1); // final block
  out.write(1, 2); // fixed Huffman
  // Adler-32, a row at a time: a row adds Σ bytes to a, and stride × a + Σ (bytes from each to the row's end) × byte to b
  let a = 1;
  let b = 0;
  let rowSum = 0;
  let rowWeighted = 0;
  /** `n` bytes of `byte` from column x. */
  const run = (byte: number, n: number, x: number) => {
    out.code(LITERAL[byte]!);
    if (n > 1) repeat(out, byte, n - 1);
    const first = width - x;
    rowSum += n * byte;
    rowWeighted += byte * ((n * (2 * first - n + 1)) / 2);
  };
  /** The row's pixels in [from, to), as runs. */
  const scan = (y: number, from: number, to: number) => {
    const row = y * width;
    let x = from;
    while (x < to) {
      const byte = pixels[row + x]!;
      let end = x + 1;
      while (end < to && pixels[row + end] === byte) end++;
      run(byte, end - x, x);
      x = end;
    }
  };
  /** The base's runs of row y clipped to [from, to). */
  const baseRuns = (base: BaseRuns, y: number, from: number, to: number) => {
    let x = 0;
    for (let r = base.start[y]!; r < base.start[y + 1]! && x < to; r++) {
      const end = x + base.lengths[r]!;
      const lo = Math.max(x, from);
      const hi = Math.min(end, to);
      if (hi > lo) run(base.values[r]!, hi - lo, lo);
      x = end;
    }
  };
  for (let y = 0; y < height; y++) {
    if (y > 0 && sameAsAbove?.[y] === 1) {
      copy(out, stride, stride);
    } else {
      out.code(LITERAL[0]!);
      rowSum = 0;
      rowWeighted = 0;
      if (!base) {
        scan(y, 0, width);
      } else if (base.from[y]! >= base.to[y]!) {
        baseRuns(base, y, 0, width);
      } else {
        baseRuns(base, y, 0, base.from[y]!);
        scan(y, base.from[y]!, base.to[y]!);
        baseRuns(base, y, base.to[y]!, width);
      }
      rowSum %= ADLER_MOD;
      rowWeighted %= ADLER_MOD;
    }
    b = (b + stride * a + rowWeighted) % ADLER_MOD;
    a = (a + rowSum) % ADLER_MOD;
  }
  out.code(LITERAL[256]!);
  out.flush();
  for (const byte of [b >>> 8, b & 0xff, a >>> 8, a & 0xff]) out.write(byte, 8);
  return out.bytes.subarray(0, out.length);
}

const CRC_TABLE = new Uint32Array(256);
for (let n = 0; n < 256; n++) {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  CRC_TABLE[n] = c >>> 0;
}

function crc32(bytes: Uint8Array, start: number, end: number): number {
  let c = 0xffffffff;
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The PNG file of `image`. */
export function encodePalettePng(image: PaletteImage): Uint8Array {
  const idat = deflateRows(image);
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, image.width);
  view.setUint32(4, image.height);
  header.set([8, 3, 0, 0, 0], 8); // 8 bits, palette, deflate, adaptive filtering, no interlace
  const chunks: Array<[string, Uint8Array]> = [
    ['IHDR', header],
    ['PLTE', image.palette],
    ['IDAT', idat],
    ['IEND', new Uint8Array(0)],
  ];
  const file = new Uint8Array(SIGNATURE.length + chunks.reduce((n, [, data]) => n + data.length + 12, 0));
  file.set(SIGNATURE);
  const out = new DataView(file.buffer);
  let at = SIGNATURE.length;
  for (const [type, data] of chunks) {
    out.setUint32(at, data.length);
    for (let i = 0; i < 4; i++) file[at + 4 + i] = type.charCodeAt(i);
    file.set(data, at + 8);
    out.setUint32(at + 8 + data.length, crc32(file, at + 4, at + 8 + data.length));
    at += data.length + 12;
  }
  return file;
}

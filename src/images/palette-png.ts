// An 8-bit palette PNG encoder small and fast enough to run per request in
// the Workers runtime (no Node imports, no dependency): the social card's
// pixels are flat colours and a few anti-aliasing levels, so one
// fixed-Huffman deflate block of runs compresses them well at a few
// operations a pixel. A row the caller knows to equal the row above costs a
// handful of tokens and no pass over its bytes (its Adler-32 terms repeat);
// a row the caller gives as runs outside a window is read only in the window.

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
  /** The stream of the first rows, encoded before (deflateStart): those rows must equal the image's. */
  start?: DeflateStart;
}

/** Where the stream stands after the first `rows` rows: the bytes written, the bits pending, the Adler-32 sums. */
export interface DeflateStart {
  rows: number;
  bytes: Uint8Array;
  bits: number;
  count: number;
  a: number;
  b: number;
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
/** A match of each length 3…258 at distance 1 (distance code 0: five zero bits): a run of the byte before. */
const RUN = LENGTH.map((packed) => (packed === 0 ? 0 : (packed & 0xffff) | (((packed >>> 16) + 5) << 16)));

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

/** Bytes a row costs at most: a 9-bit literal a pixel and the filter byte, rounded up. */
const worstCase = (width: number, height: number) => Math.ceil(((width + 1) * 9) / 8 + 1) * height + 64;

/**
 * The stream is written into one buffer kept between images (the file is a
 * copy): allocating the worst case afresh for each card, close to a megabyte,
 * has the garbage collector run every few cards, a cost a cold isolate pays.
 */
let scratch = new Uint8Array(0);

function streamBuffer(bytes: number): Uint8Array {
  if (scratch.length < bytes) scratch = new Uint8Array(bytes);
  return scratch;
}

/**
 * The zlib stream (one fixed-Huffman block) of the PNG's scanlines: filter
 * byte 0, then the row's indices as runs (a literal, then matches at distance
 * 1).
 */
function deflateRows(image: PaletteImage, stop: number): DeflateStart {
  const { width, pixels, sameAsAbove, base, start } = image;
  const stride = width + 1;
  const out = streamBuffer(worstCase(width, stop));
  let at = 0;
  let bits = 0;
  let count = 0;
  // Adler-32, a row at a time: a row adds Σ bytes to a, and stride × a + Σ (bytes from each to the row's end) × byte to b
  let a = 1;
  let b = 0;
  if (start) {
    out.set(start.bytes);
    at = start.bytes.length;
    ({ bits, count, a, b } = start);
  } else {
    out[at++] = 0x78;
    out[at++] = 0x01;
    bits = 1 | (1 << 1); // final block, fixed Huffman
    count = 3;
  }
  /** One packed code (its bits in the low 16, their count above) onto the stream. */
  const put = (packed: number) => {
    bits |= (packed & 0xffff) << count;
    count += packed >>> 16;
    while (count >= 8) {
      out[at++] = bits & 0xff;
      bits >>>= 8;
      count -= 8;
    }
  };
  const rowCopy = distanceCode(stride);
  let rowSum = 0;
  let rowWeighted = 0;
  /** Row y as runs: the filter byte, then the base's runs outside the row's window and the pixels' within it. */
  const encodeRow = (y: number) => {
    put(LITERAL[0]!); // the filter byte
    rowSum = 0;
    rowWeighted = 0;
    const row = y * width;
    // the pixels are read in [from, to); elsewhere the row is the base's runs
    const from = base ? base.from[y]! : 0;
    const to = base ? base.to[y]! : width;
    let r = base ? base.start[y]! : 0;
    let runEnd = base ? base.lengths[r]! : width;
    let x = 0;
    while (x < width) {
      let byte: number;
      let end: number;
      if (x < from || x >= to) {
        while (runEnd <= x) runEnd += base!.lengths[++r]!;
        byte = base!.values[r]!;
        end = x < from && runEnd > from ? from : runEnd;
      } else {
        byte = pixels[row + x]!;
        end = x + 1;
        while (end < to && pixels[row + end] === byte) end++;
      }
      const n = end - x;
      put(LITERAL[byte]!);
      for (let left = n - 1; left > 0; ) {
        if (left < 3) {
          put(LITERAL[byte]!);
          left--;
        } else {
          const m = left > MAX_MATCH && left - MAX_MATCH < 3 ? left - 3 : Math.min(left, MAX_MATCH);
          put(RUN[m]!);
          left -= m;
        }
      }
      // bytes at row positions x…end-1 (after the filter byte) weigh width - x down to width - end + 1
      const first = width - x;
      rowSum += n * byte;
      rowWeighted += byte * ((n * (2 * first - n + 1)) / 2);
      x = end;
    }
  };
  for (let y = start?.rows ?? 0; y < stop; y++) {
    if (y > 0 && sameAsAbove !== undefined && sameAsAbove[y] === 1) {
      // the whole row again, stride bytes back
      for (let left = stride; left > 0; ) {
        const n = left > MAX_MATCH && left - MAX_MATCH < 3 ? left - 3 : Math.min(left, MAX_MATCH);
        put(LENGTH[n]!);
        put(rowCopy);
        left -= n;
      }
    } else {
      encodeRow(y);
      rowSum %= ADLER_MOD;
      rowWeighted %= ADLER_MOD;
    }
    b = (b + stride * a + rowWeighted) % ADLER_MOD;
    a = (a + rowSum) % ADLER_MOD;
  }
  return { rows: stop, bytes: out.subarray(0, at), bits, count, a, b };
}

/** The stream of the image's first `rows` rows, to start other images whose first rows are the same (PaletteImage.start). */
export function deflateStart(image: PaletteImage, rows: number): DeflateStart {
  const state = deflateRows(image, rows);
  return { ...state, bytes: state.bytes.slice() };
}

/** The whole zlib stream: the rows, the end of the block, the Adler-32. */
function deflateImage(image: PaletteImage): Uint8Array {
  const { bytes, bits, count, a, b } = deflateRows(image, image.height);
  const end = LITERAL[256]!;
  const out = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length + 8);
  let at = bytes.length;
  let pending = bits | ((end & 0xffff) << count);
  for (let left = count + (end >>> 16); left > 0; left -= 8) {
    out[at++] = pending & 0xff;
    pending >>>= 8;
  }
  for (const byte of [b >>> 8, b & 0xff, a >>> 8, a & 0xff]) out[at++] = byte;
  return out.subarray(0, at);
}

const CRC_TABLE = new Uint32Array(256);
for (let n = 0; n < 256; n++) {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  CRC_TABLE[n] = c >>> 0;
}

/** The CRC-32 of bytes [start, end), a kilobyte at a time: crcUpdate is called often enough for the JIT to compile it early. */
function crc32(bytes: Uint8Array, start: number, end: number): number {
  let c = 0xffffffff;
  for (let from = start; from < end; from += 1024) c = crcUpdate(c, bytes, from, Math.min(from + 1024, end));
  return (c ^ 0xffffffff) >>> 0;
}

function crcUpdate(c: number, bytes: Uint8Array, start: number, end: number): number {
  for (let i = start; i < end; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return c;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The PNG file of `image`. */
export function encodePalettePng(image: PaletteImage): Uint8Array {
  const idat = deflateImage(image);
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

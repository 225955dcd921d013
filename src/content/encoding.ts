// Data files must be UTF-8. A file saved in another encoding (Windows-1252
// "café") would otherwise turn into U+FFFD on the published pages, so the
// first byte that is not UTF-8 is reported at its line and column.

import { ErrorCodes, type ContentProblem } from '../errors.ts';
import { codeFrame, type SourceFile } from './source.ts';

const strict = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder('utf-8');

/** The file's text (a leading byte-order mark removed), or an E-ENCODING problem at the first invalid byte. */
export function decodeUtf8(path: string, bytes: Uint8Array): { file: SourceFile; problem?: ContentProblem } {
  try {
    return { file: { path, text: strict.decode(bytes) } };
  } catch {
    const file = { path, text: lenient.decode(bytes) };
    const offset = firstInvalidByte(bytes);
    const lineStart = bytes.lastIndexOf(0x0a, offset - 1) + 1;
    const line = bytes.subarray(0, lineStart).filter((b) => b === 0x0a).length + 1;
    const column = [...strict.decode(bytes.subarray(lineStart, offset))].length + 1;
    const location = { file: path, line, column };
    const byte = bytes[offset]!.toString(16).toUpperCase().padStart(2, '0');
    const message = `the byte 0x${byte} is not UTF-8; save the file as UTF-8 (in most editors: "Save with encoding" → UTF-8)`;
    return { file, problem: { code: ErrorCodes.encoding, message, location, frame: codeFrame(file, location) } };
  }
}

/** Offset of the first byte that does not start or continue a well-formed UTF-8 sequence (RFC 3629), or -1. */
export function firstInvalidByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    if (lead < 0x80) {
      i += 1;
      continue;
    }
    const length = lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
    if (length === 0 || i + length > bytes.length) return i;
    const second = bytes[i + 1]!;
    // No overlong forms, no UTF-16 surrogates, nothing above U+10FFFF.
    const [low, high] =
      lead === 0xe0 ? [0xa0, 0xbf] : lead === 0xed ? [0x80, 0x9f] : lead === 0xf0 ? [0x90, 0xbf] : lead === 0xf4 ? [0x80, 0x8f] : [0x80, 0xbf];
    if (second < low || second > high) return i;
    for (let k = 2; k < length; k++) if ((bytes[i + k]! & 0xc0) !== 0x80) return i;
    i += length;
  }
  return -1;
}

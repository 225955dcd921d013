// Pages encoded one after another into one buffer (src/render/batch-encoder.ts),
// which grows as needed: each page's bytes are exactly its UTF-8 encoding.
import { describe, expect, it } from 'vitest';
import { BatchEncoder } from '../../../src/render/batch-encoder.ts';
import { joinPieces, type PagePieces } from '../../../src/render/shared.tsx';

const utf8 = new TextEncoder();
const fragment = (html: string) => ({ html, bytes: utf8.encode(html), islands: [] });

/** The pages as the encoder lays them out. */
function pagesOf(encoder: BatchEncoder): string[] {
  const decoder = new TextDecoder();
  return encoder.ends.map((end, i) => decoder.decode(encoder.bytes.subarray(i === 0 ? 0 : encoder.ends[i - 1], end)));
}

describe('BatchEncoder', () => {
  const pages: PagePieces[] = [
    ['<p>© 2026 · 12° outside</p>'],
    ['<head>', fragment('<header>Plumbing — Cody</header>'), '<main>🔧 pipes</main>', fragment('<footer>©</footer>'), ''],
    [`<main>${'x'.repeat(50)}😀${'é'.repeat(30)}</main>`],
  ];

  it('lays out each page as its UTF-8 bytes, growing a buffer too small for them mid-character', () => {
    // 7 bytes: every page outgrows it, some in the middle of a two- or four-byte character
    const encoder = new BatchEncoder(new ArrayBuffer(7));
    for (const page of pages) encoder.add(page);
    expect(pagesOf(encoder)).toEqual(pages.map(joinPieces));
    expect(encoder.bytes).toEqual(utf8.encode(pages.map(joinPieces).join('')));
  });

  it('starts over in the same buffer when cleared', () => {
    const encoder = new BatchEncoder();
    encoder.add(pages[0]!);
    const buffer = encoder.bytes.buffer;
    encoder.clear();
    encoder.add(pages[1]!);
    expect(pagesOf(encoder)).toEqual([joinPieces(pages[1]!)]);
    expect(encoder.bytes.buffer).toBe(buffer);
  });
});

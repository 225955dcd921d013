// Where in the content a piece of page text comes from: a whitespace- and
// case-insensitive search of the data files (YAML comments skipped), the
// page's own file first, then the shared files, then the templates.

import type { SourceFile } from '../content/source.ts';
import type { FindingLocation } from './types.ts';

const MAX_PER_FILE = 5;
const MAX_FILES = 3;

interface IndexedFile {
  path: string;
  /** Lower-cased text with whitespace runs collapsed to one space. */
  flat: string;
  /** Offset in the original text of each character of `flat`. */
  offsets: number[];
  lineStarts: number[];
}

/** Blanks YAML comments (whole-line ones, and " # …" after a plain value) so they never match. */
function withoutComments(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const trimmed = line.trimStart();
      if (trimmed.startsWith('#')) return ' '.repeat(line.length);
      const hash = line.search(/\s#/);
      if (hash !== -1 && !/["']/.test(line.slice(0, hash))) return line.slice(0, hash) + ' '.repeat(line.length - hash);
      return line;
    })
    .join('\n');
}

function indexFile(file: SourceFile): IndexedFile {
  const text = /\.ya?ml$/i.test(file.path) ? withoutComments(file.text) : file.text;
  const chars: string[] = [];
  const offsets: number[] = [];
  let space = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    const code = text.charCodeAt(i);
    if (code === 32 || code === 10 || code === 13 || code === 9 || code === 160) {
      if (!space && chars.length > 0) {
        chars.push(' ');
        offsets.push(i);
      }
      space = true;
      continue;
    }
    space = false;
    chars.push(ch);
    offsets.push(i);
  }
  // Lower-casing keeps the length for the text we search (ASCII and Latin-1 copy).
  const flat = chars.join('').toLowerCase();
  const lineStarts = [0];
  for (let i = 0; i < file.text.length; i++) if (file.text[i] === '\n') lineStarts.push(i + 1);
  return { path: file.path, flat, offsets, lineStarts };
}

export function normalizeNeedle(needle: string): string {
  return needle.replace(/\s+/g, ' ').trim().toLowerCase();
}

export class SourceIndex {
  private readonly sources = new Map<string, SourceFile>();
  private readonly files = new Map<string, IndexedFile>();
  private readonly cache = new Map<string, FindingLocation[]>();

  constructor(files: SourceFile[]) {
    for (const file of files) if (!this.sources.has(file.path)) this.sources.set(file.path, file);
  }

  /** Indexed on first use: most searches stop at the page's own file. */
  private indexed(path: string): IndexedFile | undefined {
    let file = this.files.get(path);
    const source = this.sources.get(path);
    if (!file && source) this.files.set(path, (file = indexFile(source)));
    return file;
  }

  /** Every occurrence of `needle` in one file (up to a few). */
  find(path: string, needle: string): FindingLocation[] {
    const key = `${path}\u0000${needle}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const file = this.indexed(path);
    const wanted = normalizeNeedle(needle);
    const found: FindingLocation[] = [];
    if (file && wanted.length >= 2) {
      let from = 0;
      while (found.length < MAX_PER_FILE) {
        const at = file.flat.indexOf(wanted, from);
        if (at === -1) break;
        found.push(toLocation(file, file.offsets[at]));
        from = at + wanted.length;
      }
    }
    this.cache.set(key, found);
    return found;
  }
}

function toLocation(file: IndexedFile, offset: number): FindingLocation {
  let lo = 0;
  let hi = file.lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (file.lineStarts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return { file: file.path, line: lo + 1, column: offset - file.lineStarts[lo] + 1 };
}

export interface LocatorFiles {
  /** Data files shown on many pages (site, navigation, reviews …), searched right after the page's own. */
  shared: string[];
  /** The other data files. */
  data: string[];
  /** Template sources, searched last. */
  templates: string[];
  /** The data file(s) a route is built from. */
  own: (route: string) => string[];
}

export class Locator {
  constructor(
    private readonly index: SourceIndex,
    private readonly files: LocatorFiles,
  ) {}

  /** Locations of the first needle found (most specific first): the route's own files, the shared files, the other data files, then templates. */
  locate(route: string, needles: string[]): FindingLocation[] {
    const own = this.files.own(route);
    for (const needle of needles) {
      for (const tier of [own, this.files.shared, this.files.data, this.files.templates]) {
        const hits: FindingLocation[] = [];
        let filesHit = 0;
        for (const path of tier) {
          const found = this.index.find(path, needle);
          if (found.length === 0) continue;
          hits.push(...found);
          if (++filesHit >= MAX_FILES) break;
        }
        if (hits.length > 0) return hits;
      }
    }
    return [];
  }

  /** The first file a route is built from, as an approximate location. */
  fallback(route: string): FindingLocation[] {
    const file = this.files.own(route)[0];
    return file ? [{ file, line: 1, column: 1, approximate: true }] : [];
  }
}

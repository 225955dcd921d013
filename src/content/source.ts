import { createRequire } from 'node:module';
import type { Document, LineCounter } from 'yaml';
import type { SourceLocation } from '../errors.ts';

// `yaml` (positions in a document) and @babel/code-frame are needed only to
// locate and show a problem: loaded on first use, they cost a command that
// finds none nothing, at every start and in every render worker.
const require = createRequire(import.meta.url);
let yaml: typeof import('yaml') | undefined;
let frames: typeof import('@babel/code-frame') | undefined;
const yamlLibrary = () => (yaml ??= require('yaml') as typeof import('yaml'));
const frameLibrary = () => (frames ??= require('@babel/code-frame') as typeof import('@babel/code-frame'));

/** One data file as read from disk. `path` is relative to the cwd for messages. */
export interface SourceFile {
  path: string;
  text: string;
}

/** A parsed YAML document that can map a JSON path back to a line and column. */
export interface LocatedDocument {
  doc: Document;
  lines: LineCounter;
}

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export function parseLocated(file: SourceFile): LocatedDocument {
  const { LineCounter, parseDocument } = yamlLibrary();
  const lines = new LineCounter();
  const doc = parseDocument(stripBom(file.text), { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  return { doc, lines };
}

export function offsetToLocation(file: SourceFile, lines: LineCounter, offset: number): SourceLocation {
  const pos = lines.linePos(offset);
  return { file: file.path, line: pos.line, column: pos.col };
}

/**
 * Position of the value at `path` (keys / indices). When `key` is true the
 * position of the map key is returned (for "unknown property" errors).
 * Falls back to the deepest existing ancestor.
 */
export function locatePath(file: SourceFile, located: LocatedDocument, path: (string | number)[], key = false): SourceLocation {
  const { isNode, isSeq } = yamlLibrary();
  let node: unknown = located.doc.contents;
  let best = located.doc.contents?.range?.[0] ?? 0;
  for (const segment of path) {
    if (!isNode(node) || !('items' in node)) break;
    const items = (node as { items: unknown[] }).items;
    const index = isSeq(node) ? Number(segment) : NaN;
    const pair = Number.isInteger(index) ? items[index] : items.find((item) => isPairWithKey(item, String(segment)));
    if (pair === undefined) break;
    if (Number.isInteger(index)) {
      node = pair;
    } else {
      const p = pair as { key: { range?: number[] }; value: unknown };
      node = key && segment === path[path.length - 1] ? p.key : (p.value ?? p.key);
    }
    const range = (node as { range?: number[] } | null)?.range;
    if (range) best = range[0];
  }
  return offsetToLocation(file, located.lines, best);
}

function isPairWithKey(item: unknown, key: string): boolean {
  const k = (item as { key?: { value?: unknown } })?.key;
  return k !== undefined && String(k?.value) === key;
}

export function codeFrame(file: SourceFile, location: SourceLocation): string {
  return frameLibrary().codeFrameColumns(
    stripBom(file.text),
    { start: { line: location.line, column: location.column } },
    { linesAbove: 2, linesBelow: 1, highlightCode: false },
  );
}

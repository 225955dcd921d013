// Parsed YAML kept on disk between runs (node_modules/.cache/site-parse), so a
// build, a lint or a `site dev` start does not parse an unchanged large file
// again. At 10,000 towns the one 13 MB towns.yaml takes js-yaml 0.9-1.8 s and
// its parsed value is restored in 0.1-0.2 s (v8.deserialize).
//
// Only files past SMALL_FILE are kept: small files parse in less time than
// hashing and reading a cache entry takes. Only successful parses are kept
// (a failed parse is re-parsed for its located errors). Entries are keyed by
// the text's hash and the parser's version, so an edit or a parser upgrade
// misses; v8.serialize keeps what YAML can produce and JSON cannot (.nan,
// .inf, -0). Any trouble with the cache falls back to parsing.

import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import { parseYaml, type ParseResult } from './parse.ts';
import type { SourceFile } from './source.ts';

/** Files below this many characters are parsed every time. */
export const SMALL_FILE = 256 * 1024;

/** Entries kept: the most recently used ones (a site has a few large files; tests and the bench add more). */
const KEEP = 16;

export function defaultParseCacheDir(root: string): string {
  return path.join(root, 'node_modules/.cache/site-parse');
}

/** `parse` (parseYaml), answering large unchanged files from `cacheDir`. */
export function cachedParse(cacheDir: string, parse: (file: SourceFile) => ParseResult = parseYaml): (file: SourceFile) => ParseResult {
  return (file) => {
    if (file.text.length < SMALL_FILE) return parse(file);
    const entry = path.join(cacheDir, `${createHash('sha256').update(PARSER).update('\0').update(file.text).digest('hex').slice(0, 32)}.v8`);
    const hit = readEntry(entry);
    if (hit) return { ok: true, value: hit.value };
    const result = parse(file);
    if (result.ok) writeEntry(cacheDir, entry, result.value);
    return result;
  };
}

/** The parser and its version, part of every key. */
const PARSER = `js-yaml ${(createRequire(import.meta.url)('js-yaml/package.json') as { version: string }).version}; node ${process.versions.v8}`;

function readEntry(entry: string): { value: unknown } | null {
  try {
    const value = v8.deserialize(readFileSync(entry)) as unknown;
    const now = new Date();
    utimesSync(entry, now, now); // most recently used: kept by the pruning below
    return { value };
  } catch {
    return null; // missing, unreadable or damaged: parse
  }
}

function writeEntry(cacheDir: string, entry: string, value: unknown): void {
  try {
    mkdirSync(cacheDir, { recursive: true });
    const temp = `${entry}.tmp-${process.pid}`;
    writeFileSync(temp, v8.serialize(value));
    renameSync(temp, entry); // whole or absent: a concurrent reader never sees half an entry
    prune(cacheDir);
  } catch {
    // a cache that cannot be written only costs the next run a parse
  }
}

function prune(cacheDir: string): void {
  const entries = readdirSync(cacheDir)
    .filter((name) => name.endsWith('.v8'))
    .map((name) => ({ file: path.join(cacheDir, name), used: statSync(path.join(cacheDir, name)).mtimeMs }))
    .sort((a, b) => b.used - a.used);
  for (const old of entries.slice(KEEP)) rmSync(old.file, { force: true });
}

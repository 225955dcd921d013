// Parsed YAML kept on disk between runs (node_modules/.cache/site-parse), so a
// build, a lint or a `site dev` start does not parse an unchanged file again.
//
// A large file (a 10,000-town towns.yaml, 13 MB: js-yaml 0.9-1.8 s, restored
// in 0.1-0.2 s with v8.deserialize) is one entry keyed by its text's hash.
// Small files are kept together, one entry per folder (data/towns/ with
// 10,000 town files: parsed in 0.5-0.75 s, restored in about 0.15 s), each
// file's value under its text's hash; an entry holds only the files of the
// last run, so an edit re-parses one file and rewrites its folder's entry.
//
// Only successful parses are kept (a failed parse is re-parsed for its
// located errors). Keys include the parser's version, so an edit or a parser
// upgrade misses; v8.serialize keeps what YAML can produce and JSON cannot
// (.nan, .inf, -0). Any trouble with the cache falls back to parsing.

import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import { parseYaml, type ParseResult } from './parse.ts';
import type { SourceFile } from './source.ts';

/** Files below this many characters are kept with the other small files of their folder. */
export const SMALL_FILE = 256 * 1024;

/** Entries kept: the most recently used ones (a site has a few large files; tests and the bench add more). */
const KEEP = 16;

export function defaultParseCacheDir(root: string): string {
  return path.join(root, 'node_modules/.cache/site-parse');
}

/** `parse` (parseYaml) answering from the cache; `save()` keeps this run's small files for the next. */
export type CachedParse = ((file: SourceFile) => ParseResult) & { save(): void };

export function cachedParse(cacheDir: string, parse: (file: SourceFile) => ParseResult = parseYaml): CachedParse {
  const folders = new Map<string, FolderEntry>();
  const folderOf = (file: SourceFile) => {
    const entry = path.join(cacheDir, `folder-${key(path.resolve(path.dirname(file.path)))}.v8`);
    let folder = folders.get(entry);
    if (!folder) folders.set(entry, (folder = new FolderEntry(entry)));
    return folder;
  };
  const cached = (file: SourceFile): ParseResult => {
    if (file.text.length < SMALL_FILE) return folderOf(file).parse(file, parse);
    const entry = path.join(cacheDir, `${key(file.text)}.v8`);
    const hit = readEntry(entry);
    if (hit) return { ok: true, value: hit.value };
    const result = parse(file);
    if (result.ok) writeEntry(cacheDir, entry, v8.serialize(result.value));
    return result;
  };
  return Object.assign(cached, {
    save() {
      for (const folder of folders.values()) folder.save(cacheDir);
    },
  });
}

/**
 * The small files of one folder: each file's serialized value by its text's
 * hash. Values are kept serialized, so what the caller later does to a parsed
 * value never reaches the cache, and a text met twice gets two objects.
 */
class FolderEntry {
  private stored: Map<string, Buffer> | null = null;
  private readonly used = new Map<string, Buffer>();
  private changed = false;

  constructor(private readonly entry: string) {}

  parse(file: SourceFile, parse: (file: SourceFile) => ParseResult): ParseResult {
    this.stored ??= readFolderEntry(this.entry);
    const textKey = key(file.text);
    const hit = this.used.get(textKey) ?? this.stored.get(textKey);
    const value = hit && restore(hit);
    if (hit && value) {
      this.used.set(textKey, hit);
      return { ok: true, value: value.value };
    }
    const result = parse(file);
    if (result.ok) {
      this.used.set(textKey, v8.serialize(result.value));
      this.changed = true;
    }
    return result;
  }

  /** Writes the entry when this run met a file it did not hold or left one of its files unread. */
  save(cacheDir: string): void {
    const stale = this.stored !== null && [...this.stored.keys()].some((k) => !this.used.has(k));
    if (this.changed || stale) writeEntry(cacheDir, this.entry, v8.serialize(this.used));
  }
}

/** A serialized value, or null when the bytes are damaged (then the file is parsed). */
function restore(bytes: Buffer): { value: unknown } | null {
  try {
    return { value: v8.deserialize(bytes) as unknown };
  } catch {
    return null;
  }
}

function readFolderEntry(entry: string): Map<string, Buffer> {
  const hit = readEntry(entry);
  return hit?.value instanceof Map ? (hit.value as Map<string, Buffer>) : new Map();
}

/** A cache key: the parser and its version, then `text`. */
function key(text: string): string {
  return createHash('sha256').update(PARSER).update('\0').update(text).digest('hex').slice(0, 32);
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

function writeEntry(cacheDir: string, entry: string, bytes: Buffer): void {
  try {
    mkdirSync(cacheDir, { recursive: true });
    const temp = `${entry}.tmp-${process.pid}`;
    writeFileSync(temp, bytes);
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

// Parsed YAML kept on disk between runs (node_modules/.cache/site-parse), so a
// build, a lint or a `site dev` start does not parse an unchanged file again.
//
// A large file (a towns.yaml of thousands of towns, which v8.deserialize
// restores several times faster than js-yaml parses it) is one entry keyed by
// its text's hash. Small files are kept together, one entry per folder
// (data/towns/ with a file per town), each
// file's value under its text's hash; an entry holds only the files of the
// last run, so an edit re-parses one file and rewrites its folder's entry.
//
// A small file also keeps its signature (size, times, inode) from when it was
// read: while that is unchanged the file is not even read again (its text is
// read only for a message that quotes it). And once a load succeeded, its
// files are marked as having passed their own checks under that version of
// the code (src/code-version.ts), so the loader skips those checks (schema,
// slug against file name, page copy) for a file that has not changed since.
//
// Only successful parses are kept (a failed parse is re-parsed for its
// located errors). Keys include the parser's version, so an edit or a parser
// upgrade misses; v8.serialize keeps what YAML can produce and JSON cannot
// (.nan, .inf, -0). Any trouble with the cache falls back to parsing.

import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import { cacheFolder, pruneCache, touchEntry } from '../files/cache.ts';
import { parseYaml, type ParseResult } from './parse.ts';
import { readSource, unreadSource, type ReadSource } from './load.ts';
import type { SourceFile } from './source.ts';
import { writeFileAtomicSync } from '../files/atomic-write.ts';

/** Files below this many characters are kept with the other small files of their folder. */
export const SMALL_FILE = 256 * 1024;

/** Entries kept: the most recently used ones (a site has a few large files; tests and the bench add more). */
const KEEP = 16;

export function defaultParseCacheDir(root: string): string {
  return cacheFolder(root, 'parse');
}

/** A successful parse. */
type ParsedValue = ParseResult & { ok: true };

/** What a load asks of the cache: `read` and `parse` for loadSite, then `save` once the load succeeded. */
export interface ParseCache {
  /** readDataFolder's reader: a small file unchanged since the last run that saved its folder is not read (its text is read only if a message quotes it). */
  read(file: string): Promise<ReadSource>;
  /** parseYaml answering from the cache; `checked` when the value passed this file's checks under the same code. */
  parse(file: SourceFile): ParseResult;
  /** Keeps this run's small files for the next; `checked`: every file passed its checks (the load succeeded) under `options.checks`. */
  save(checked?: boolean): void;
}

export interface ParseCacheOptions {
  /** The parser (parseYaml; tests count its calls). */
  parse?: (file: SourceFile) => ParseResult;
  /** Reads a file that has to be read (readSource; tests count its calls). */
  read?: (file: string) => Promise<ReadSource>;
  /** A version of the code that checks files (src/code-version.ts); without it no file is taken as checked. */
  checks?: string;
  /**
   * Whether a freshly parsed value is replaced by its restored copy (compact
   * says why: memory); default true. A build of a site that is not large
   * (heap-growth.ts) keeps the parser's own values: V8 allocates a restored
   * value young, so restoring each town and collecting both copies costs a
   * sizeable part of a cold load (the `10000 towns` line of `npm run bench`).
   */
  compact?: boolean;
}

export function openParseCache(cacheDir: string, options: ParseCacheOptions = {}): ParseCache {
  const { parse = parseYaml, read = readSource, checks } = options;
  const fresh = options.compact === false ? (result: ParsedValue) => result : compact;
  const folders = new Map<string, FolderEntry>();
  const blocks = new ValueBlocks();
  /** By the folder as the file names it (asked twice for each town file: resolving and hashing each time is a measurable part of a large load). */
  const named = new Map<string, FolderEntry>();
  const folderOf = (file: string) => {
    const dir = path.dirname(file);
    let folder = named.get(dir);
    if (folder) return folder;
    const entry = path.join(cacheDir, `folder-${key(path.resolve(dir))}.v8`);
    folder = folders.get(entry) ?? new FolderEntry(entry, checks, blocks, fresh);
    folders.set(entry, folder);
    named.set(dir, folder);
    return folder;
  };
  /** Files read this run, with their signature as they were about to be read. */
  const signatures = new WeakMap<SourceFile, string>();
  return {
    async read(file) {
      let stats: Stats;
      try {
        stats = statSync(file);
      } catch {
        return read(file); // reading reports what is wrong
      }
      const folder = folderOf(file);
      const unread = folder.unchanged(file, signature(stats));
      if (unread) return { file: unread };
      const source = await read(file);
      signatures.set(source.file, signature(stats));
      return source;
    },
    parse(file) {
      const folder = folderOf(file.path);
      if (folder.knows(file)) return folder.parse(file, parse);
      if (file.text.length < SMALL_FILE) return folder.parse(file, parse, signatures.get(file));
      const source = key(file.text);
      const entry = path.join(cacheDir, `${source}.v8`);
      const hit = readEntry(entry);
      if (hit) return { ok: true, value: hit.value, source };
      const result = parse(file);
      if (!result.ok) return result;
      const bytes = v8.serialize(result.value);
      writeEntry(cacheDir, entry, bytes);
      return { ...fresh(result, bytes), source };
    },
    save(checked = false) {
      for (const folder of folders.values()) folder.save(cacheDir, checked);
    },
  };
}

/** A file's size, modification and change times and inode: what a write changes (the change time even when a tool restores the modification time). */
function signature(stats: Stats): string {
  return `${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}:${stats.ino}`;
}

/** What a folder's entry holds. */
interface StoredFolder {
  /** Each small file's serialized value, by its text's hash. */
  values: Map<string, Buffer>;
  /** By file name: its signature when it was last read, and its text's hash. */
  files: Map<string, { signature: string; text: string }>;
  /** Files that passed their checks: `checks version, name, text hash`. */
  checked: Set<string>;
}

/**
 * The small files of one folder: each file's serialized value by its text's
 * hash, and what each file's signature was when read. Values are kept
 * serialized, so what the caller later does to a parsed value never reaches
 * the cache, and a text met twice gets two objects.
 */
class FolderEntry {
  private stored: StoredFolder | null = null;
  private readonly used: StoredFolder = { values: new Map(), files: new Map(), checked: new Set() };
  /** Files answered from their signature, with their text's hash. */
  private readonly unread = new WeakMap<SourceFile, string>();
  private changed = false;

  constructor(
    private readonly entry: string,
    private readonly checks: string | undefined,
    private readonly blocks: ValueBlocks,
    private readonly fresh: (result: ParsedValue, bytes: Buffer) => ParsedValue,
  ) {}

  private load(): StoredFolder {
    return (this.stored ??= readFolderEntry(this.entry));
  }

  /** The file as a source whose text is read on demand, when its signature is the one recorded with a value. */
  unchanged(file: string, signature: string): SourceFile | undefined {
    const name = path.basename(file);
    const known = this.load().files.get(name);
    if (known?.signature !== signature || !this.stored!.values.has(known.text)) return undefined;
    const source = unreadSource(file);
    this.unread.set(source, known.text);
    this.used.files.set(name, known);
    return source;
  }

  knows(file: SourceFile): boolean {
    return this.unread.has(file);
  }

  parse(file: SourceFile, parse: (file: SourceFile) => ParseResult, signature?: string): ParseResult {
    const stored = this.load();
    const name = path.basename(file.path);
    const textKey = this.unread.get(file) ?? key(file.text);
    const hit = this.used.values.get(textKey) ?? stored.values.get(textKey);
    const value = hit && restore(hit);
    if (hit && value) {
      this.used.values.set(textKey, hit);
      if (signature) this.record(name, { signature, text: textKey });
      const checked = this.checks !== undefined && stored.checked.has(this.checkKey(name, textKey));
      return { ok: true, value: value.value, source: textKey, ...(checked && { checked }) };
    }
    const result = parse(file);
    if (!result.ok) return result;
    const bytes = this.blocks.keep(v8.serialize(result.value));
    this.used.values.set(textKey, bytes);
    if (signature) this.record(name, { signature, text: textKey });
    this.changed = true;
    return { ...this.fresh(result, bytes), source: textKey };
  }

  private record(name: string, file: { signature: string; text: string }): void {
    this.used.files.set(name, file);
    if (this.stored!.files.get(name)?.signature !== file.signature) this.changed = true;
  }

  private checkKey(name: string, textKey: string): string {
    return `${this.checks}\0${name}\0${textKey}`;
  }

  /**
   * Writes the entry when this run met a file it did not hold, left one of
   * its files unread, or saw files pass their checks for the first time. A
   * mark stays while its file's text does (a run without a code version, such
   * as a lint, keeps the build's marks).
   */
  save(cacheDir: string, checked: boolean): void {
    if (this.stored === null) return;
    const files = new Set([...this.used.files].map(([name, file]) => `\0${name}\0${file.text}`));
    for (const mark of this.stored.checked) {
      const current = this.checks === undefined || mark.startsWith(`${this.checks}\0`);
      if (current && files.has(mark.slice(mark.indexOf('\0')))) this.used.checked.add(mark);
    }
    if (checked && this.checks !== undefined) for (const file of files) this.used.checked.add(`${this.checks}${file}`);
    const stale = [...this.stored.values.keys()].some((k) => !this.used.values.has(k)) || this.stored.files.size !== this.used.files.size;
    const marks = this.used.checked.size !== this.stored.checked.size || [...this.used.checked].some((k) => !this.stored!.checked.has(k));
    if (this.changed || stale || marks) writeEntry(cacheDir, this.entry, v8.serialize(this.used));
  }
}

/**
 * A fresh parse's value as the cache will restore it. The parser's own value
 * holds slices of the file's text, which keep the whole text alive: a third
 * more memory for town files, which a build whose cache was cold would hold
 * all the way through rendering.
 */
function compact(result: ParsedValue, bytes: Buffer): ParsedValue {
  return { ...result, value: v8.deserialize(bytes) as unknown };
}

/**
 * Serialized values of freshly parsed files, packed into large blocks. Each
 * v8.serialize result is a native buffer of its own, often twice the size of
 * its bytes: kept until the load ends, tens of thousands of town files hold
 * hundreds of megabytes that way, and freeing so many small pieces leaves that
 * memory with the process (glibc keeps it) to the end of the build. Blocks of
 * 32 MB are mapped and unmapped whole, and only the pages written become
 * resident.
 */
class ValueBlocks {
  private block = Buffer.alloc(0);
  private used = 0;

  /** A copy of `bytes` in the current block; `bytes` itself can be freed at once. */
  keep(bytes: Buffer): Buffer {
    if (this.used + bytes.length > this.block.length) {
      this.block = Buffer.allocUnsafeSlow(Math.max(BLOCK, bytes.length));
      this.used = 0;
    }
    const copy = this.block.subarray(this.used, this.used + bytes.length);
    bytes.copy(copy);
    this.used += bytes.length;
    return copy;
  }
}

/** glibc maps every allocation of 32 MB or more (its largest mmap threshold on 64-bit systems). */
const BLOCK = 32 * 1024 * 1024;

/** A serialized value, or null when the bytes are damaged (then the file is parsed). */
function restore(bytes: Buffer): { value: unknown } | null {
  try {
    return { value: v8.deserialize(bytes) as unknown };
  } catch {
    return null;
  }
}

function readFolderEntry(entry: string): StoredFolder {
  const value = readEntry(entry)?.value as Partial<StoredFolder> | undefined;
  const valid = value?.values instanceof Map && value.files instanceof Map && value.checked instanceof Set;
  return valid ? (value as StoredFolder) : { values: new Map(), files: new Map(), checked: new Set() };
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
    touchEntry(entry); // most recently used: kept by the pruning below
    return { value };
  } catch {
    return null; // missing, unreadable or damaged: parse
  }
}

function writeEntry(cacheDir: string, entry: string, bytes: Buffer): void {
  try {
    mkdirSync(cacheDir, { recursive: true });
    writeFileAtomicSync(entry, bytes); // whole or absent: a concurrent reader never sees half an entry
    pruneCache(cacheDir, { entries: KEEP }, { entry: (name) => name.endsWith('.v8') });
  } catch {
    // a cache that cannot be written only costs the next run a parse
  }
}

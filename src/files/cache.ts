// The tool's caches: one folder each, node_modules/.cache/site-<name> under
// the project root (docs/caches.md lists them with their bounds). A cache only
// ever saves work: each is bounded, and pruning it costs the next run some
// work, never a wrong result.

import { readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';

/** The caches this module places (the TypeScript hooks place theirs themselves: they run before any TypeScript). */
export type CacheName = 'parse' | 'pages' | 'images' | 'client' | 'dev-vite';

/** The folder of the cache `name` under the project root `root`. */
export function cacheFolder(root: string, name: CacheName): string {
  return path.join(root, 'node_modules/.cache', `site-${name}`);
}

export const DAY = 24 * 60 * 60 * 1000;

/** How much a cache keeps; entries past any bound go, the least recently used first. */
export interface CacheBounds {
  /** Most entries kept. */
  entries?: number;
  /** Most bytes kept (an entry's bytes are its file's, or the files directly in its folder). */
  bytes?: number;
  /** Entries not used for this many milliseconds go. */
  age?: number;
}

export interface PruneOptions {
  /** Which names in the folder are entries (default: all). */
  entry?: (name: string) => boolean;
  /** Entries in use by the current run: kept whatever the bounds, and not counted against them. */
  inUse?: ReadonlySet<string>;
  /** The time to measure ages from (default: now). */
  now?: number;
}

/** Marks an entry (a file or folder) as used now: pruning keeps the most recently used. */
export function touchEntry(entry: string): void {
  const now = new Date();
  try {
    utimesSync(entry, now, now);
  } catch {
    // gone meanwhile (another process pruned it): the next run makes it again
  }
}

/**
 * Removes the entries of the cache folder `dir` past `bounds`, the least
 * recently used first (by modification time: writing an entry or touchEntry
 * sets it). Other processes may use and prune the same folder at once: an
 * entry removed meanwhile is skipped. Returns the names removed.
 */
export function pruneCache(dir: string, bounds: CacheBounds, options: PruneOptions = {}): string[] {
  const entries = listEntries(dir, options);
  const now = options.now ?? Date.now();
  entries.sort((a, b) => b.time - a.time);
  const removed: string[] = [];
  let count = 0;
  let bytes = 0;
  for (const entry of entries) {
    count += 1;
    bytes += entry.bytes;
    const past =
      (bounds.entries !== undefined && count > bounds.entries) ||
      (bounds.bytes !== undefined && bytes > bounds.bytes) ||
      (bounds.age !== undefined && now - entry.time > bounds.age);
    if (!past) continue;
    rmSync(path.join(dir, entry.name), { recursive: true, force: true });
    removed.push(entry.name);
  }
  return removed;
}

interface Entry {
  name: string;
  time: number;
  bytes: number;
}

/** The entries of `dir` that pruning may remove, with their times and sizes. */
function listEntries(dir: string, options: PruneOptions): Entry[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return []; // no cache yet
  }
  const entries: Entry[] = [];
  for (const name of names) {
    if (options.inUse?.has(name) || (options.entry && !options.entry(name))) continue;
    const found = measure(path.join(dir, name));
    if (found) entries.push({ name, ...found });
  }
  return entries;
}

function measure(entry: string): { time: number; bytes: number } | null {
  try {
    const stats = statSync(entry);
    if (!stats.isDirectory()) return { time: stats.mtimeMs, bytes: stats.size };
    const bytes = readdirSync(entry).reduce((sum, name) => sum + fileSize(path.join(entry, name)), 0);
    return { time: stats.mtimeMs, bytes };
  } catch {
    return null; // removed meanwhile
  }
}

function fileSize(file: string): number {
  try {
    const stats = statSync(file);
    return stats.isFile() ? stats.size : 0;
  } catch {
    return 0;
  }
}

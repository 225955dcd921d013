// The manifest each build writes into its output folder (.site-build.json):
// every file and folder the build wrote, and the folder's totals. It is the
// proof that a folder is a previous build (output/guard.ts), and what a build
// publishing in place starts from (output/update.ts).

import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RESERVED } from '../host/reserved-paths.ts';
import { writeFileAtomicSync } from '../files/atomic-write.ts';

export const BUILD_MANIFEST = RESERVED.manifest.file;

const GENERATOR = 'site';

/** How many files writeManifest adds to a folder: the manifest. */
export const MANIFEST_FILE_COUNT = [BUILD_MANIFEST].length;

/** How many files an output folder holds and their bytes, its manifest included. */
export interface FolderTotals {
  files: number;
  bytes: number;
}

export interface BuildManifest {
  /** Every file and folder below the output folder but the manifest, by path from it. */
  names: Set<string>;
  /** The folder's files and bytes but the manifest's (absent from a manifest of an earlier version). */
  totals?: FolderTotals;
}

/** The manifest in `dir`, or null when `dir` has none (not a build of this tool). */
export function readBuildManifest(dir: string): BuildManifest | null {
  try {
    const value = JSON.parse(readFileSync(path.join(dir, BUILD_MANIFEST), 'utf8')) as { generator?: unknown; files?: unknown; totals?: FolderTotals };
    if (value.generator !== GENERATOR || !Array.isArray(value.files)) return null;
    const totals = Number.isSafeInteger(value.totals?.files) && Number.isSafeInteger(value.totals?.bytes) ? value.totals : undefined;
    return { names: new Set(value.files.filter((f): f is string => typeof f === 'string')), totals };
  } catch {
    return null;
  }
}

/** Writes the manifest of the finished build folder `dir` from a walk of it; returns its totals (the build's summary). */
export function writeBuildManifest(dir: string): FolderTotals {
  const entries = folderEntries(dir).filter((entry) => entry.name !== BUILD_MANIFEST);
  const totals = { files: 0, bytes: 0 };
  for (const entry of entries) {
    if (entry.folder) continue;
    totals.files++;
    totals.bytes += lstatSync(path.join(dir, entry.name)).size;
  }
  return writeManifest(
    dir,
    entries.map((entry) => entry.name),
    totals,
  );
}

/** Writes `dir`'s manifest, whole or not at all; returns the folder's totals with the manifest counted. */
export function writeManifest(dir: string, names: string[], totals?: FolderTotals): FolderTotals {
  const text = `${JSON.stringify({ generator: GENERATOR, totals, files: names }, null, 1)}\n`;
  const file = path.join(dir, BUILD_MANIFEST);
  writeFileAtomicSync(file, text);
  return { files: (totals?.files ?? 0) + MANIFEST_FILE_COUNT, bytes: (totals?.bytes ?? 0) + Buffer.byteLength(text) };
}

/**
 * The files, folders and links below `dir`, by path from `dir`, sorted; links
 * are not followed. A walk of its own, several times faster than fast-glob or
 * readdir's own recursion on a folder of tens of thousands of files (the
 * `rebuild, no change` lines of `npm run bench`).
 */
export function folderEntries(dir: string): Array<{ name: string; folder: boolean }> {
  const entries: Array<{ name: string; folder: boolean }> = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const name = relative === '' ? entry.name : `${relative}/${entry.name}`;
      entries.push({ name, folder: entry.isDirectory() });
      if (entry.isDirectory()) walk(name);
    }
  };
  walk('');
  return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

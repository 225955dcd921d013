import { cp, rename, rm } from 'node:fs/promises';
import { copyFileSync, existsSync, linkSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pauseForTest } from '../test-pause.ts';

export type OutputFiles = Map<string, string | Uint8Array>;

/**
 * Writes files into `dir` one after another, synchronously, creating each
 * folder once. Two threads writing at once (or many promise-based writes in
 * flight) spend about twice the system time for the same wall time, time the
 * rendering threads need, and a promise-based write costs the thread about
 * twice the CPU of a synchronous one (the `10000 towns` line of `npm run bench`
 * shows the whole).
 */
export function fileWriter(dir: string): (file: [name: string, data: string | Uint8Array]) => void {
  const made = new Set<string>();
  return ([name, data]) => {
    const target = path.join(dir, name);
    const folder = path.dirname(target);
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    writeFileSync(target, data);
  };
}

/**
 * Puts a cached file (a processed photo, a social card) into the output as a
 * hard link: no bytes copied, which matters for a 10,000-town site's 10,000
 * cards. Safe because neither a build nor the cache ever modifies a file it
 * wrote: both only add files and rename new ones into place. Copies where
 * links are not possible (another disk, a filesystem without them).
 * Synchronous on purpose: tens of thousands of links are made faster this
 * way than as promises.
 */
export function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/**
 * Copies a folder's files, those `keep` accepts; links are copied as the files they name
 * (the loader refuses links leading outside the data folder).
 */
export async function copyFolder(from: string, to: string, keep: (file: string) => boolean = () => true): Promise<void> {
  if (existsSync(from)) await cp(from, to, { recursive: true, dereference: true, filter: keep });
}

/**
 * Replaces outDir with the finished staging folder; the old output survives
 * until then. Resolves once the new output is in place, to the removal of the
 * previous one (renamed aside), which the caller awaits while it does other
 * work: at 30,000 files the removal takes about a second.
 */
export async function publishStaging(staging: string, outDir: string): Promise<{ removal: Promise<void> }> {
  const target = path.resolve(outDir);
  const old = `${staging}-old`;
  if (existsSync(target)) await rename(target, old);
  pauseForTest('publishing'); // between the renames: no output folder, the previous one aside
  try {
    await rename(staging, target);
  } catch (error) {
    if (existsSync(old)) await rename(old, target);
    throw error;
  }
  return { removal: rm(old, { recursive: true, force: true }) };
}

// Writing files: many into a folder, or links to cached ones.

import { copyFileSync, existsSync, linkSync, mkdirSync, writeFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes files into `dir` one after another, synchronously, creating each
 * folder once. Two threads writing at once (or many promise-based writes in
 * flight) spend more system time for the same wall time, time the rendering
 * threads need, and a promise-based write costs the thread more CPU than a
 * synchronous one (docs/performance.md).
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
 * hard link: no bytes copied, which matters for a site of many towns, a card
 * each. Safe because neither a build nor the cache ever modifies a file it
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

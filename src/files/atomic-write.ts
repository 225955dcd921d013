// Files and folders that appear whole or not at all: written aside, then
// renamed into place (a rename within one folder is atomic), so a reader (a
// concurrent build, the next run after a crash) sees the old version or the
// new one, never half of one.

import { readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

let written = 0;

/** A hidden name beside `target` that no other writer uses, in this process or another. */
function tempName(target: string): string {
  written += 1;
  return path.join(path.dirname(target), `.${path.basename(target)}.tmp-${process.pid}-${written}`);
}

/** The temporary files that process `pid` left beside `target` (it was killed while writing it). */
export function leftTempFiles(target: string, pid: number): string[] {
  const prefix = `.${path.basename(target)}.tmp-${pid}-`;
  return readdirSync(path.dirname(target))
    .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
    .map((name) => path.join(path.dirname(target), name));
}

/** The permissions a replacement keeps: those of the file it replaces (a data file the owner made read-only for others stays so). */
const DEFAULT_MODE = 0o644;

/** Writes `data` to `file` whole or not at all. */
export function writeFileAtomicSync(file: string, data: string | NodeJS.ArrayBufferView): void {
  const temp = tempName(file);
  let mode = DEFAULT_MODE;
  try {
    mode = statSync(file).mode & 0o777;
  } catch {
    // a new file
  }
  try {
    writeFileSync(temp, data, { mode, flag: 'wx' });
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/** Writes `data` to `file` whole or not at all. */
export async function writeFileAtomic(file: string, data: string | NodeJS.ArrayBufferView): Promise<void> {
  const temp = tempName(file);
  const mode = await stat(file).then(
    (s) => s.mode & 0o777,
    () => DEFAULT_MODE,
  );
  try {
    await writeFile(temp, data, { mode, flag: 'wx' });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * Fills a folder aside with `fill`, then puts it in place as `dir` (replacing
 * an older one). When another process put its own copy there first, that copy
 * stays and this one is discarded: both hold the same entry of a cache.
 */
export async function writeFolderAtomic(dir: string, fill: (staging: string) => Promise<void>): Promise<void> {
  const staging = tempName(dir);
  try {
    await mkdir(staging, { recursive: true });
    await fill(staging);
    await rm(dir, { recursive: true, force: true });
    await rename(staging, dir).catch(() => undefined); // another process's copy came first: it stays
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

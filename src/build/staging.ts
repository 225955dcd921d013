// A build's staging folder: the new output is written there, beside the
// output folder (so publishing is a rename on one disk), and replaces it only
// once complete. A build killed before it publishes leaves its staging folder
// (and, killed while publishing, the previous output renamed aside), each a
// full copy of the site. Their names say which output folder and which
// process they belong to (".dist.site-staging-<pid>-<random>", "…-old"), so
// the next build into that folder, holding its lock (build/lock.ts), removes
// the ones whose process is gone, and never anything else. Ctrl-C removes
// the staging folder before the process ends (abandonBuilds).

import { existsSync, lstatSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { chmod, mkdtemp } from 'node:fs/promises';
import path from 'node:path';

/** The start of the names of `outDir`'s staging folders: ".dist.site-staging-". */
function stagingPrefix(outDir: string): string {
  return `.${path.basename(path.resolve(outDir))}.site-staging-`;
}

/** The process that made a staging folder (or its "-old" companion) of `outDir`, from its name; null for any other name. */
function stagingOwner(name: string, outDir: string): number | null {
  const prefix = stagingPrefix(outDir);
  if (!name.startsWith(prefix)) return null;
  const match = /^(\d+)-[A-Za-z0-9]{6}(-old)?$/.exec(name.slice(prefix.length));
  return match ? Number(match[1]) : null;
}

/** A new staging folder for `outDir`, named for it and this process; Ctrl-C removes it (abandonBuilds). */
export async function createStaging(outDir: string): Promise<string> {
  const target = path.resolve(outDir);
  const dir = await mkdtemp(path.join(path.dirname(target), `${stagingPrefix(outDir)}${process.pid}-`));
  await chmod(dir, 0o755); // mkdtemp creates 0700; the published folder must be readable
  abandoned.set(dir, () => abandon(dir, target));
  return dir;
}

/** Removes what is left of a staging folder (and its "-old" companion) once its build has ended, published or failed. */
export function discardStaging(staging: string): void {
  abandoned.delete(staging);
  rmSync(staging, { recursive: true, force: true });
  rmSync(`${staging}-old`, { recursive: true, force: true });
}

/**
 * Removes the staging folders of `outDir` left by builds whose process is
 * gone (killed, or the machine stopped); returns their names. The caller
 * holds the folder's lock, so no live build of this folder is writing one.
 */
export function removeLeftovers(outDir: string): string[] {
  const parent = path.dirname(path.resolve(outDir));
  const left = readdirSync(parent).filter((name) => {
    const pid = stagingOwner(name, outDir);
    return pid !== null && pid !== process.pid && !isRunning(pid) && lstatSync(path.join(parent, name), { throwIfNoEntry: false })?.isDirectory();
  });
  for (const name of left) rmSync(path.join(parent, name), { recursive: true, force: true });
  return left;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** What each running build of this process must undo when it is interrupted, by staging folder. */
const abandoned = new Map<string, () => void>();

/**
 * Undoes every build of this process that is under way, synchronously (the
 * process ends right after): the output folder as the last complete build
 * left it, no staging folder beside it. Called on Ctrl-C (src/cli/build.ts).
 */
export function abandonBuilds(): void {
  for (const undo of abandoned.values()) undo();
  abandoned.clear();
}

/**
 * One build's undo. Interrupted between publishing's two renames, the output
 * folder is missing and the previous output is aside: it is put back. In
 * every other moment the output folder is a complete build (the previous one,
 * or this one once published) and only the staging folders go.
 */
function abandon(staging: string, target: string): void {
  const aside = `${staging}-old`;
  if (!existsSync(target) && existsSync(staging) && existsSync(aside)) renameSync(aside, target);
  rmSync(staging, { recursive: true, force: true });
  rmSync(aside, { recursive: true, force: true });
}

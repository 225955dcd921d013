// A build's staging folder: the new output is written there, beside the
// output folder (so publishing is a rename on one disk), and replaces it only
// once complete. A build killed before it publishes leaves its staging folder
// (and, killed while publishing, the previous output renamed aside, or a
// publish in place half done with its journal: output/publish-journal.ts).
// Their names say which output folder and which process they belong to
// (".dist.site-staging-<pid>-<random>", "…-old"), so the next build into that
// folder, holding its lock (build/lock.ts), settles the ones whose process is
// gone (a publish begun is finished, a swap cut in two undone) and removes
// them, and never anything else. Ctrl-C does the same for its own build
// before the process ends (abandonBuilds). Each says what it did.

import { chmodSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { leftTempFiles } from '../files/atomic-write.ts';
import { BUILD_MANIFEST } from '../output/manifest.ts';
import { finishPublish, readJournal } from '../output/publish-journal.ts';

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
export function createStaging(outDir: string): string {
  const target = path.resolve(outDir);
  // Registered first: from the moment the folder exists, Ctrl-C finds it by its name.
  abandoned.set(target, { published: false, settle: () => settleOwnedBy(target, (pid) => pid === process.pid) });
  // Synchronous: Ctrl-C comes before the folder exists or after, never while it is being made.
  const dir = mkdtempSync(path.join(path.dirname(target), `${stagingPrefix(outDir)}${process.pid}-`));
  chmodSync(dir, 0o755); // mkdtemp creates 0700; the published folder must be readable
  return dir;
}

/** Notes that the build into `outDir` is published: Ctrl-C from now on leaves it there. */
export function markPublished(outDir: string): void {
  const build = abandoned.get(path.resolve(outDir));
  if (build) build.published = true;
}

/** Removes what is left of a staging folder (and its "-old" companion) once its build has ended, published or failed. */
export function discardStaging(outDir: string, staging: string | undefined): void {
  abandoned.delete(path.resolve(outDir));
  if (!staging) return;
  rmSync(staging, { recursive: true, force: true });
  rmSync(`${staging}-old`, { recursive: true, force: true });
}

/**
 * Deals with what builds of `outDir` whose process is gone (killed, or the
 * machine stopped) left beside it; returns one line per thing done, for the
 * terminal. A publish that began is finished (see `settle`); then their
 * staging folders go. The caller holds the folder's lock, so no live build
 * of this folder is writing one.
 */
export function settleLeftovers(outDir: string): string[] {
  return settleOwnedBy(outDir, (pid) => pid !== process.pid && !isRunning(pid));
}

/** Settles the staging folders of `outDir` whose owner `owned` accepts (see `settle`). */
function settleOwnedBy(outDir: string, owned: (pid: number) => boolean): string[] {
  const target = path.resolve(outDir);
  const parent = path.dirname(target);
  const left = readdirSync(parent).filter((name) => {
    const pid = stagingOwner(name, outDir);
    return pid !== null && owned(pid);
  });
  const stagings = new Set(left.map((name) => path.join(parent, name.replace(/-old$/, ''))));
  return [...stagings].flatMap((staging) => settle(staging, target));
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Each running build of this process, by output folder: whether it has published, and how to settle what it leaves. */
const abandoned = new Map<string, { published: boolean; settle: () => string[] }>();

/**
 * Undoes every build of this process that is under way, synchronously (the
 * process ends right after): the output folder holds a complete build (the
 * previous one, or this one if it was published), and no staging folder is
 * beside it. Returns one line per thing done or not done, for the terminal.
 * Called on Ctrl-C (src/cli/build.ts).
 */
export function abandonBuilds(): string[] {
  const lines = [...abandoned.entries()].flatMap(([outDir, build]) => [
    build.published
      ? `"${path.basename(outDir)}" holds this build, published before the interruption`
      : `"${path.basename(outDir)}" holds the last complete build`,
    ...build.settle(),
  ]);
  abandoned.clear();
  return lines;
}

/**
 * What is left of one build, settled: a publish in place that began is
 * finished (output/publish-journal.ts); a whole publish stopped between its
 * two renames (no output folder, the previous one aside) puts the previous
 * output back; then the staging folder and its "-old" companion go. Each
 * line says what was done, or what could not be removed and why.
 */
function settle(staging: string, target: string): string[] {
  const aside = `${staging}-old`;
  const name = (dir: string) => path.basename(dir);
  const lines: string[] = [];
  const plan = readJournal(aside);
  try {
    if (plan) {
      finishPublish(staging, target, plan);
      lines.push(`finished publishing the build that ${name(staging)} held into "${name(target)}"`);
    } else if (!existsSync(target) && existsSync(aside)) {
      renameSync(aside, target);
      lines.push(`put the previous build back in "${name(target)}"`);
    }
  } catch (error) {
    // both folders stay: the next build tries again with them
    return [`could not settle ${name(staging)} into "${name(target)}" (${(error as Error).message}); it is left for the next build`];
  }
  // a manifest the build was writing into the output folder when it was killed
  const owner = stagingOwner(name(staging), target);
  const temps = owner !== null && existsSync(target) ? leftTempFiles(path.join(target, BUILD_MANIFEST), owner) : [];
  for (const dir of [staging, aside, ...temps]) {
    if (!existsSync(dir)) continue;
    try {
      rmSync(dir, { recursive: true, force: true });
      lines.push(`removed ${name(dir)}`);
    } catch (error) {
      lines.push(`could not remove ${dir} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); remove it by hand`);
    }
  }
  return lines;
}

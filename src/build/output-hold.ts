// A build's hold on its output folder, and the one place it is guarded
// (output/guard.ts): guarded first (a fast refusal, before the content is
// loaded), then locked for the rest of the run (build/lock.ts), once the
// content is known to be good, so a build that fails on its content writes
// nothing, not even a lock. If another build published into the folder
// meanwhile, the folder is guarded again: what the first guard found is
// stale. What killed builds left is settled under the lock, before that
// second guard (build/staging.ts). A build that replaces the folder whole
// guards it once more just before.

import { statSync } from 'node:fs';
import path from 'node:path';
import { guardOutputFolder } from '../output/guard.ts';
import { BUILD_MANIFEST } from '../output/manifest.ts';
import { lockOutput } from './lock.ts';
import { settleLeftovers } from './staging.ts';
import type { BuildOptions } from './types.ts';

/** What the first guard found in the output folder, and a stamp of its manifest to tell whether a build published since. */
export interface OutputAtStart {
  /** The previous build's files (output/guard.ts), or null. */
  files: ReadonlySet<string> | null;
  stamp: string;
}

export interface OutputHold {
  /** The previous build's files as they are now that the folder is locked. */
  files: ReadonlySet<string> | null;
  /** Guards the folder again right before the build replaces it whole: it may have changed while the site was built. */
  guardBeforeReplacing(): void;
  /** Ends the hold (the lock file goes). */
  release(): void;
}

/** Refuses an output folder the build must not replace (output/guard.ts); returns its files when it holds a previous build. */
function guardOutput(options: BuildOptions): ReadonlySet<string> | null {
  return guardOutputFolder(options.outDir, {
    dataDir: options.dataDir,
    projectRoots: [options.root, process.cwd()],
    force: options.force,
    label: options.outLabel,
  });
}

/** Guards the output folder and notes how its manifest looks. */
export function guardOutputAtStart(options: BuildOptions): OutputAtStart {
  return { files: guardOutput(options), stamp: manifestStamp(options.outDir) };
}

/** Locks the output folder, settles what killed builds left, guards it again if a build published there since `atStart`. */
export async function holdOutput(options: BuildOptions, atStart: OutputAtStart): Promise<OutputHold> {
  const lock = await lockOutput(options.outDir, { label: options.outLabel, note: options.note });
  try {
    // first what stopped builds left (a publish they began is finished), then the folder as it now is
    for (const line of settleLeftovers(options.outDir)) options.note?.(`site build: ${line} (left by a build that was stopped)`);
    const files = manifestStamp(options.outDir) === atStart.stamp ? atStart.files : guardOutput(options);
    return { files, guardBeforeReplacing: () => void guardOutput(options), release: lock.release };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** The manifest's identity and time (a publish replaces it), or "none". */
function manifestStamp(outDir: string): string {
  try {
    const stat = statSync(path.join(outDir, BUILD_MANIFEST));
    return `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'none';
  }
}

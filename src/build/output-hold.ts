// A build's hold on its output folder: the folder is guarded first (a fast
// refusal, before the content is loaded), then locked for the rest of the run
// (build/lock.ts), once the content is known to be good, so a build that
// fails on its content writes nothing, not even a lock. If another build
// published into the folder meanwhile, the folder is guarded again: what the
// first look found is stale. What killed builds left is settled under the
// lock, before that second look (build/staging.ts).

import { statSync } from 'node:fs';
import path from 'node:path';
import { BUILD_MANIFEST } from '../output/manifest.ts';
import { lockOutput } from './lock.ts';
import { guardOutput } from './publish.ts';
import { settleLeftovers } from './staging.ts';
import type { BuildOptions } from './types.ts';

/** What the guard found in the output folder, and a stamp of its manifest to tell whether a build published since. */
export interface OutputLook {
  /** The previous build's files (output/guard.ts), or null. */
  files: ReadonlySet<string> | null;
  stamp: string;
}

export interface OutputHold {
  /** The previous build's files as they are now that the folder is locked. */
  files: ReadonlySet<string> | null;
  /** Ends the hold (the lock file goes). */
  release(): void;
}

/** Guards the output folder (output/guard.ts) and notes how its manifest looks. */
export function lookAtOutput(options: BuildOptions): OutputLook {
  return { files: guardOutput(options), stamp: manifestStamp(options.outDir) };
}

/** Locks the output folder, guards it again if a build published there since `look`, removes killed builds' leftovers. */
export async function holdOutput(options: BuildOptions, look: OutputLook): Promise<OutputHold> {
  const lock = await lockOutput(options.outDir, { label: options.outLabel, note: options.note });
  try {
    // first what stopped builds left (a publish they began is finished), then the folder as it now is
    for (const line of settleLeftovers(options.outDir)) options.note?.(`site build: ${line} (left by a build that was stopped)`);
    const files = manifestStamp(options.outDir) === look.stamp ? look.files : guardOutput(options);
    return { files, release: lock.release };
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

// Incremental builds: a page whose inputs hash as they did in the last build
// into the same folder is carried over rather than rendered
// (output/incremental.ts keeps the records and hashes the inputs).

import { carryOver, keepsFile, readPageHashes, type PageHashes } from '../output/incremental.ts';
import type { BuildOptions } from './types.ts';

/** What this build keeps of the previous output. */
export interface KeptPages {
  /** The unchanged pages this build does not render. */
  carried: Set<string>;
  /** When the build publishes in place: which other files (social cards) of the last build it may keep. */
  keepInPlace?: (file: string, hash: string | undefined) => boolean;
}

/**
 * The pages this build carries over from the last one into `staging`;
 * `previousFiles` are the output folder's files as the guard found them
 * (null: no previous build found); `hashPages` gives the pages' hashes. A
 * build that renders every page needs the hashes only for its records, so it
 * does not ask for them here and its workers start on the pages without
 * waiting for them.
 */
export async function keptPages(
  options: BuildOptions,
  staging: string,
  previousFiles: ReadonlySet<string> | null,
  hashPages: () => PageHashes,
): Promise<KeptPages> {
  if (rendersEverything(options, previousFiles)) return { carried: new Set() };
  return previousOutput(options, staging, hashPages(), previousFiles);
}

/**
 * Whether the build renders every page: --clean, or the guard found no
 * previous build in the output folder (`previousFiles`). With --force the
 * guard does not look, and the last build's records still say which pages to
 * keep (previousOutput carries them over).
 */
export function rendersEverything(options: BuildOptions, previousFiles: ReadonlySet<string> | null): boolean {
  return options.clean === true || (!previousFiles && !options.force);
}

/**
 * When the folder is the last build's (`present`: its files as the guard
 * found them), with records of its files, the build writes only what changed
 * and publishes it in place (output/update.ts): `carried` are the unchanged
 * pages it keeps, `keepInPlace` says which other files (social cards) it may keep.
 * Otherwise there is no `keepInPlace`: the unchanged pages are carried over as
 * links into the staging folder that replaces the output whole.
 */
async function previousOutput(options: BuildOptions, staging: string, hashes: PageHashes, present: ReadonlySet<string> | null): Promise<KeptPages> {
  const previous = await readPageHashes(options.root, options.outDir);
  if (previous.size === 0 || !present) return { carried: carryOver(options.outDir, staging, hashes, previous) };
  // a file removed from the folder since the guard listed it is missing there, and the next build renders it
  const keepInPlace = keepsFile(previous, present);
  return { carried: new Set([...hashes.keys()].filter((file) => keepInPlace(file, hashes.get(file)))), keepInPlace };
}

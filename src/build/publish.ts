// The output folder's two ends of a build: guarded before anything is built,
// replaced (or updated in place) only once everything is.

import type { RestoredCards } from '../images/social-cards.ts';
import { guardOutputFolder } from '../output/guard.ts';
import { writePageHashes, type PageHashes } from '../output/incremental.ts';
import { writeBuildManifest, type FolderTotals } from '../output/manifest.ts';
import { publishInPlace } from '../output/update.ts';
import { publishStaging } from '../output/write.ts';
import type { KeptPages } from './incremental.ts';
import { markPublished } from './staging.ts';
import type { BuildOptions } from './types.ts';

/** Refuses an output folder the build must not replace (output/guard.ts); returns its files when it holds a previous build. */
export function guardOutput(options: BuildOptions): ReadonlySet<string> | null {
  return guardOutputFolder(options.outDir, {
    dataDir: options.dataDir,
    projectRoots: [options.root, process.cwd()],
    force: options.force,
    label: options.outLabel,
  });
}

/**
 * Publishes the staging folder: in place when the build keeps files of the
 * last one (output/update.ts), else as the whole new output; then records the
 * hashes of its pages and cards for the next build.
 */
export async function publish(
  options: BuildOptions,
  staging: string,
  kept: KeptPages,
  made: { cards: RestoredCards; hashes: PageHashes },
): Promise<FolderTotals> {
  // again: the folder may have changed while the site was built (publishing in place checks what it would replace itself)
  if (!kept.keeps) guardOutput(options);
  const { removal, ...totals } = kept.keeps
    ? await publishInPlace(staging, options.outDir, new Set([...kept.carried, ...made.cards.kept]))
    : await publishWhole(staging, options.outDir);
  markPublished(options.outDir); // before anything else is awaited: no Ctrl-C comes in between
  await Promise.all([
    // Without the records the next build renders every page: slower, never wrong, so a cache that cannot be written is no failure.
    writePageHashes(options.root, options.outDir, new Map([...made.hashes, ...made.cards.keys])).catch(() => undefined),
    removal,
  ]);
  return totals;
}

/** Publishes the staging folder as the whole new output (output/write.ts), with its manifest. */
async function publishWhole(staging: string, outDir: string): Promise<FolderTotals & { removal: Promise<void> }> {
  const totals = writeBuildManifest(staging);
  return { ...totals, ...publishStaging(staging, outDir) };
}

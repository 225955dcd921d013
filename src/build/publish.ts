// The end of a build: the output folder replaced (or updated in place) only
// once everything is built, and the records the next build starts from.

import type { RestoredCards } from '../images/social-cards.ts';
import { writePageHashes, type PageHashes } from '../output/incremental.ts';
import { writeBuildManifest, type FolderTotals } from '../output/manifest.ts';
import { publishInPlace } from '../output/update.ts';
import { publishStaging } from '../output/write.ts';
import type { KeptPages } from './incremental.ts';
import { markPublished } from './staging.ts';
import type { OutputHold } from './output-hold.ts';
import type { BuildOptions } from './types.ts';

/**
 * Publishes the staging folder: in place when the build keeps files of the
 * last one (output/update.ts), else as the whole new output; then records the
 * hashes of its pages and cards for the next build.
 */
export async function publish(
  options: BuildOptions,
  staging: string,
  hold: OutputHold,
  kept: KeptPages,
  records: { cards: RestoredCards; hashes: PageHashes },
): Promise<FolderTotals> {
  // publishing in place checks what it would replace itself
  if (!kept.keepInPlace) hold.guardBeforeReplacing();
  const { removal, ...totals } = kept.keepInPlace
    ? await publishInPlace(staging, options.outDir, new Set([...kept.carried, ...records.cards.kept]))
    : await publishWhole(staging, options.outDir);
  markPublished(options.outDir); // before anything else is awaited: no Ctrl-C comes in between
  await Promise.all([
    // Without the records the next build renders every page: slower, never wrong, so a cache that cannot be written is no failure.
    writePageHashes(options.root, options.outDir, new Map([...records.hashes, ...records.cards.keys])).catch(() => undefined),
    removal,
  ]);
  return totals;
}

/** Publishes the staging folder as the whole new output (output/write.ts), with its manifest. */
async function publishWhole(staging: string, outDir: string): Promise<FolderTotals & { removal: Promise<void> }> {
  const totals = writeBuildManifest(staging);
  return { ...totals, ...publishStaging(staging, outDir) };
}

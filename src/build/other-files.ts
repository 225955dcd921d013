// Every file of the output but the pages, written by the main thread while
// the render workers render the pages (build/rendering.ts), and the social
// cards drawn after them.

import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Content } from '../content/types.ts';
import { copyDrawings } from '../images/drawings.ts';
import { restoreSocialCards, type CardProgress, type RestoredCards } from '../images/social-cards.ts';
import type { ImageSet } from '../images/types.ts';
import type { ClientManifest } from '../islands/bundle.ts';
import { writeAdmin } from '../cms/publish.ts';
import { fileWriter } from '../files/write.ts';
import { renderFiles } from '../render/site.ts';
import type { Route } from '../routes/types.ts';
import type { BuildOptions } from './types.ts';

/** What writeOtherFiles needs. */
export interface OtherFilesInput {
  content: Content;
  routes: Route[];
  manifest: ClientManifest;
  images: ImageSet;
  staging: string;
  cacheDir: string;
  /** When the build publishes in place: which social cards of the last build it may keep (build/incremental.ts). */
  keepInPlace?: (file: string, hash: string | undefined) => boolean;
}

/** The progress bar's step while the cards the cache lacks are drawn, after the pages. */
export function cardProgress(options: BuildOptions): CardProgress {
  return { drawing: (count) => options.progress?.start(count, 'social cards'), drawn: () => options.progress?.tick() };
}

/**
 * Writes every file but the pages and the social cards the cache lacks: the
 * sitemaps and host files, the cached social cards (links), the drawings of
 * data/images, /admin/; returns the cards still to draw (after the pages,
 * with the progress bar). The main thread does this once the render workers
 * have their first pages, before it takes pages itself: after the pages, this
 * work would keep one core busy and leave the others idle.
 */
export async function writeOtherFiles(options: BuildOptions, input: OtherFilesInput): Promise<RestoredCards> {
  const { content, routes, manifest, images, staging } = input;
  const pageFiles = new Set(routes.filter((r) => r.type === 'page').map((p) => p.file));
  const write = fileWriter(staging);
  for (const file of renderFiles(content, routes, manifest, options.date, options.templates, images, pageFiles, options.notReady)) {
    write(file);
    await nextTurn(); // the workers' finished pages are written between files
  }
  const cards = await restoreSocialCards(content, staging, input.cacheDir, input.keepInPlace);
  await copyDrawings(options.dataDir, staging);
  await writeAdmin(staging, { root: options.root, dataDir: options.dataDir, content, templates: options.templates.pages, notReady: options.notReady });
  return cards;
}

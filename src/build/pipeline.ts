// `site build`: guard → load → routes → host limits → hold → bundle → images
// → pages kept → rendering (other files and page hashes meanwhile) → rendered
// sizes → social cards → publish → the Worker's data (worker-data.ts, for
// `site build`), one call each, in the order they run. Each
// optimisation is one call below and lives in its own module, which says
// what it saves: memory tuning (heap-growth.ts), the worker pool
// (rendering.ts), incremental builds (incremental.ts), the main thread's
// share while the workers render (rendering.ts, other-files.ts). The output
// folder is guarded and held by one build at a time (output-hold.ts) and the
// host's limits checked before and after the pages (host-limits.ts).

import { codeVersion } from '../code-version.ts';
import { defaultImageCacheDir } from '../images/cache.ts';
import { buildImages } from '../images/pipeline.ts';
import { imageUses } from '../images/references.ts';
import { drawSocialCards } from '../images/social-cards.ts';
import { bundleClient, islandNames } from '../islands/bundle.ts';
import { pageHashes, type PageHashes } from '../output/incremental.ts';
import type { RenderWorkers } from '../render/pool.ts';
import { buildRoutes } from '../routes/table.ts';
import { pauseForTest } from '../test-pause.ts';
import { loadContent } from './content.ts';
import { loadWithMemoryTuning } from './heap-growth.ts';
import { keptPages } from './incremental.ts';
import { cardProgress, writeOtherFiles } from './other-files.ts';
import { guardOutputAtStart, holdOutput, type OutputHold } from './output-hold.ts';
import { publish } from './publish.ts';
import { checkHostLimits, checkRenderedFiles } from './host-limits.ts';
import { earlyWorkers, startRendering } from './rendering.ts';
import { createStaging, discardStaging } from './staging.ts';
import type { BuildOptions, BuildSummary } from './types.ts';
import { writeWorkerData } from './worker-data.ts';

export async function buildSite(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const outputAtStart = guardOutputAtStart(options);
  const code = await codeVersion(options.root);
  const { content, held, changes, warnings, sources, hostLocator } = await loadWithMemoryTuning(options.dataDir, (compact) =>
    loadContent(options, code, compact),
  );
  let workers: RenderWorkers | undefined;
  let hold: OutputHold | undefined;
  let toDiscard: string | undefined;
  try {
    workers = earlyWorkers(options, content, outputAtStart.files);
    const routes = buildRoutes(content);
    const host = await checkHostLimits(options, content, routes, hostLocator);
    hold = await holdOutput(options, outputAtStart);
    pauseForTest('staging');
    const staging = createStaging(options.outDir);
    toDiscard = staging;
    const manifest = await bundleClient(options.root, staging, await islandNames(options.root));
    const cacheDir = options.imageCacheDir ?? defaultImageCacheDir(options.root);
    const photos = await buildImages({ dataDir: options.dataDir, outDir: staging, cacheDir, uses: imageUses(content, options.templates.pages) });
    const { images } = photos;
    const pages = routes.filter((r) => r.type === 'page');
    // the one place the pages are hashed, when first asked: to decide which pages to keep, else while the workers render
    let hashes: PageHashes | undefined;
    const hashPages = () => (hashes ??= pageHashes({ code, content, sources, manifest, images, date: options.date, templates: options.templates }, pages));
    const kept = await keptPages(options, staging, hold.files, hashPages);
    const rendering = startRendering(options, { content, manifest, images, outDir: staging }, pages, kept.carried, workers);
    const cards = await rendering.meanwhile(() =>
      writeOtherFiles(options, { content, routes, manifest, images, staging, cacheDir, keepInPlace: kept.keepInPlace }),
    );
    const recorded = await rendering.meanwhile(hashPages);
    const threads = await rendering.finish();
    await checkRenderedFiles(content, routes, staging, hostLocator);
    await drawSocialCards(cards, cardProgress(options));
    const totals = await publish(options, staging, hold, kept, { cards, hashes: recorded });
    if (options.workerData) await writeWorkerData(options.root, { site: content.site, routes, changes });
    return {
      pages: pages.length,
      ...totals,
      seconds: (performance.now() - started) / 1000,
      warnings: [...warnings, ...host.warnings],
      host: host.line,
      images: { processed: photos.processed, reused: photos.reused },
      rendered: pages.length - kept.carried.size,
      threads,
      held,
    };
  } finally {
    discardStaging(options.outDir, toDiscard); // what is left of it: all of it when the build failed
    hold?.release();
    options.progress?.stop();
    await workers?.stop(); // when the build failed before its pages
  }
}

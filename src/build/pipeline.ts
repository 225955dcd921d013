// `site build`: guard → load → routes → bundle → images → render → write →
// publish, reading in order. Each optimisation is one call below and lives
// in its own module, which says what it saves: memory tuning
// (heap-growth.ts), the worker pool (workers.ts), incremental builds
// (incremental.ts), the main thread's share while the workers render
// (main-thread.ts). The output folder is held by one build at a time
// (output-hold.ts) and the host's limits checked before and after the pages
// (host-limits.ts).

import { codeVersion } from '../code-version.ts';
import { defaultImageCacheDir } from '../images/cache.ts';
import { buildImages } from '../images/pipeline.ts';
import { imageUses } from '../images/references.ts';
import { drawSocialCards } from '../images/social-cards.ts';
import { bundleClient, islandNames } from '../islands/bundle.ts';
import { pageHashes } from '../output/incremental.ts';
import { buildRoutes } from '../routes/table.ts';
import { pauseForTest } from '../test-pause.ts';
import { loadContent } from './content.ts';
import { loadWithMemoryTuning } from './heap-growth.ts';
import { keptPages } from './incremental.ts';
import { cardProgress, mainThreadWork } from './main-thread.ts';
import { holdOutput, lookAtOutput, type OutputHold } from './output-hold.ts';
import { publish } from './publish.ts';
import { checkHostLimits, checkRenderedFiles } from './host-limits.ts';
import { createStaging, discardStaging } from './staging.ts';
import type { BuildOptions, BuildSummary } from './types.ts';
import { earlyWorkers, writePages } from './workers.ts';

export async function buildSite(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const look = lookAtOutput(options);
  const code = await codeVersion(options.root);
  const { content, held, warnings, sources, hostAt } = await loadWithMemoryTuning(options.dataDir, (compact) => loadContent(options, code, compact));
  const workers = earlyWorkers(options, content, look.files);
  const routes = buildRoutes(content);
  let hold: OutputHold | undefined;
  let staging: string | undefined;
  try {
    const host = await checkHostLimits(options, content, routes, hostAt);
    hold = await holdOutput(options, look);
    pauseForTest('staging');
    staging = createStaging(options.outDir);
    const manifest = await bundleClient(options.root, staging, await islandNames(options.root));
    const cacheDir = options.imageCacheDir ?? defaultImageCacheDir(options.root);
    const photos = await buildImages({ dataDir: options.dataDir, outDir: staging, cacheDir, uses: imageUses(content, options.templates.pages) });
    const { images } = photos;
    const pages = routes.filter((r) => r.type === 'page');
    const hash = () => pageHashes({ code, content, sources, manifest, images, date: options.date, templates: options.templates }, pages);
    const kept = await keptPages(options, staging, hold.files, hash);
    const alongside = mainThreadWork(options, { content, routes, manifest, images, staging, cacheDir, keeps: kept.keeps }, () => kept.hashes ?? hash());
    const input = { content, manifest, images, outDir: staging };
    const threads = await writePages(options, input, pages, kept.carried, workers, async () => void (await alongside()));
    await checkRenderedFiles(content, routes, staging, hostAt);
    const made = await alongside();
    await drawSocialCards(made.cards, cardProgress(options));
    const totals = await publish(options, staging, kept, made);
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
    discardStaging(options.outDir, staging); // what is left of it: all of it when the build failed
    hold?.release();
    options.progress?.stop();
    await workers?.stop(); // when the build failed before its pages
  }
}

// The worker pool: pages render across threads when the site is large enough
// to pay (render/pool.ts).

import type { Content } from '../content/types.ts';
import type { RenderInput } from '../render/page-batch.ts';
import { defaultThreads, renderPages, RenderWorkers } from '../render/pool.ts';
import type { PageRoute } from '../routes/types.ts';
import { rendersEverything } from './incremental.ts';
import { pauseForTest } from '../test-pause.ts';
import type { BuildOptions } from './types.ts';

/**
 * Render workers started as soon as the content is loaded, when the build
 * will render every page (no previous build to keep pages of, or --clean):
 * each imports the templates and gets its copy of the content while this thread builds the route table and bundles the
 * client; it hashes the pages while they render. A build into the previous
 * build's folder usually renders a few pages, and renderPages starts workers
 * only if they are many.
 */
export function earlyWorkers(options: BuildOptions, content: Content, previousFiles: ReadonlySet<string> | null): RenderWorkers | undefined {
  if (!options.templatesModule || !rendersEverything(options, previousFiles)) return undefined;
  // a page per town at least: enough to tell a large site before the route table counts its pages
  const threads = options.threads ?? defaultThreads(content.towns.length);
  return threads > 1 ? new RenderWorkers(content, options.templatesModule, threads - 1) : undefined;
}

/**
 * Renders and writes the page routes not carried over from the previous
 * build; returns how many threads rendered. `mainThreadFirst` is what the main
 * thread does before it takes pages itself.
 */
export async function writePages(
  options: BuildOptions,
  input: RenderInput,
  pages: PageRoute[],
  carried: ReadonlySet<string>,
  workers: RenderWorkers | undefined,
  mainThreadFirst?: () => Promise<void>,
): Promise<number> {
  const changed = pages.filter((page) => !carried.has(page.file));
  options.progress?.start(changed.length);
  return renderPages({
    input,
    templates: options.templates,
    pages: changed,
    threads: options.threads ?? defaultThreads(changed.length),
    templatesModule: options.templatesModule,
    workers,
    mainThreadFirst,
    onPages(count) {
      pauseForTest('rendering');
      for (let i = 0; i < count; i++) options.progress?.tick();
    },
  });
}

// The worker pool: pages render across threads when the site is large enough
// to pay (render/pool.ts).

import type { Content } from '../content/types.ts';
import type { RenderInput } from '../render/page-batch.ts';
import { defaultThreads, renderPages, RenderWorkers } from '../render/pool.ts';
import type { Templates } from '../render/templates.ts';
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
 * thread does before it takes pages itself. Pages that show every town grow
 * with the site (the service-area map of a 50,000-town site is tens of
 * megabytes of HTML, and a few hundred while it renders): they are rendered last, on
 * the main thread, once the workers and their copies of the content are gone,
 * so that moment never adds to the workers' memory.
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
  const sized = changed.filter((page) => showsEveryTown(page, input.content, options.templates));
  options.progress?.start(changed.length);
  const render = (subset: PageRoute[], threads: number, started?: RenderWorkers, first?: () => Promise<void>) =>
    renderPages({
      input,
      templates: options.templates,
      pages: subset,
      threads,
      templatesModule: options.templatesModule,
      workers: started,
      mainThreadFirst: first,
      onPages(count) {
        pauseForTest('rendering');
        for (let i = 0; i < count; i++) options.progress?.tick();
      },
    });
  const rest = changed.filter((page) => !sized.includes(page));
  const threads = await render(rest, options.threads ?? defaultThreads(rest.length), workers, mainThreadFirst);
  await render(sized, 1);
  return threads;
}

/** Whether the page's template declares that it shows every town of a site with more than one. */
export function showsEveryTown(page: PageRoute, content: Content, templates: Templates): boolean {
  const towns = templates.pages[page.template]?.towns;
  return content.towns.length > 1 && towns !== undefined && towns(page, content).length === content.towns.length;
}

// The pages' rendering: across threads when the site is large enough to pay
// (render/pool.ts), the main thread doing the build's other work first while
// the workers take the first pages.

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
 * each imports the templates and gets its copy of the content while this
 * thread builds the route table and bundles the client. A build into the
 * previous build's folder usually renders a few pages, and the rendering
 * starts workers only if they are many.
 */
export function earlyWorkers(options: BuildOptions, content: Content, previousFiles: ReadonlySet<string> | null): RenderWorkers | undefined {
  if (!options.templatesModule || !rendersEverything(options, previousFiles)) return undefined;
  // a page per town at least: enough to tell a large site before the route table counts its pages
  const threads = options.threads ?? defaultThreads(content.towns.length);
  return threads > 1 ? new RenderWorkers(content, options.templatesModule, threads - 1) : undefined;
}

/** Pages being rendered and written: the workers have their first pages, the main thread has not joined them yet. */
export interface Rendering {
  /**
   * Runs `step` on the main thread while the workers render. When it fails,
   * the rendering stops (every page rendered is written first) and the
   * step's failure is thrown.
   */
  meanwhile<T>(step: () => T | Promise<T>): Promise<T>;
  /** The main thread renders too; resolves with how many threads rendered once every page is written. */
  finish(): Promise<number>;
}

/** Starts rendering and writing the page routes not carried over from the previous build. */
export function startRendering(
  options: BuildOptions,
  input: RenderInput,
  pages: PageRoute[],
  carried: ReadonlySet<string>,
  workers: RenderWorkers | undefined,
): Rendering {
  const changed = pages.filter((page) => !carried.has(page.file));
  options.progress?.start(changed.length);
  let join!: () => void;
  let fail!: (error: unknown) => void;
  const mainThreadJoins = new Promise<void>((resolve, reject) => {
    join = resolve;
    fail = reject;
  });
  const done = renderPages({
    input,
    templates: options.templates,
    pages: changed,
    threads: options.threads ?? defaultThreads(changed.length),
    templatesModule: options.templatesModule,
    workers,
    mainThreadJoins,
    onPages(count) {
      pauseForTest('rendering');
      for (let i = 0; i < count; i++) options.progress?.tick();
    },
  });
  done.catch(() => undefined); // its failure is thrown by finish, or gives way to the main thread's
  return {
    async meanwhile(step) {
      try {
        return await step();
      } catch (error) {
        fail(error);
        await done.catch(() => undefined);
        throw error;
      }
    },
    finish() {
      join();
      return done;
    },
  };
}

// Renders page routes across threads: the main thread and `threads - 1`
// workers (render/worker.ts) take batches from one queue until it is empty.
// Each renderer writes its own pages, so no page's HTML crosses threads and
// only a few batches of HTML exist at any moment, whatever the site's size.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PageRoute } from '../routes/types.ts';
import { pageRenderer, type PageRenderer, type RenderInput } from './page-batch.ts';
import { routeSender } from './route-transfer.ts';
import type { Templates } from './templates.ts';
import type { WorkerData, WorkerReply, WorkerRequest } from './worker.ts';

/** Pages per batch: large enough that messages cost little, small enough that memory stays flat. */
const BATCH = 64;

/** A worker pays only past this many pages (starting one, with the templates and a copy of the content, costs about that much rendering). */
const PAGES_PER_WORKER = 400;

export interface RenderPagesOptions {
  input: RenderInput;
  templates: Templates;
  /** The page routes to render (of buildRoutes(input.content)). */
  pages: PageRoute[];
  /** Threads to render on, the main thread included (1: the main thread only). */
  threads: number;
  /** URL of the module exporting `siteTemplates`, which workers import; without it the main thread renders alone. */
  templatesModule?: string;
  /** Only the workers render; the main thread hands out batches (a test's proof that workers write what the main thread writes). */
  workersOnly?: boolean;
  /** Called in the main thread with the number of pages of each batch written. */
  onPages(count: number): void;
}

/** The thread count for `pages` pages: SITE_THREADS when set, else one per core as far as the pages keep them busy. */
export function defaultThreads(pages: number, env: NodeJS.ProcessEnv = process.env): number {
  const given = Number(env.SITE_THREADS);
  if (Number.isInteger(given) && given > 0) return given;
  return Math.max(1, Math.min(availableParallelism(), 1 + Math.floor(pages / PAGES_PER_WORKER)));
}

/** Renders and writes the pages; returns how many threads rendered (the main thread unless workersOnly, and the workers started). */
export async function renderPages(options: RenderPagesOptions): Promise<number> {
  const batches: PageRoute[][] = [];
  for (let i = 0; i < options.pages.length; i += BATCH) batches.push(options.pages.slice(i, i + BATCH));
  const workerCount = options.templatesModule ? Math.max(0, Math.min(options.threads - 1, batches.length - 1)) : 0;
  const send = routeSender(options.input.content);
  const workers = Array.from({ length: workerCount }, () => startWorker(options.input, options.templatesModule!, send));
  // Two batches in flight per worker, so a worker never waits for the main thread to hand it the next one.
  const main = options.workersOnly && workers.length > 0 ? [] : [pageRenderer(options.input, options.templates)];
  const renderers: PageRenderer[] = [...main, ...workers.flatMap((w) => [w, w])];
  let failed = false;
  const drain = async (renderer: PageRenderer) => {
    try {
      while (!failed && batches.length > 0) options.onPages(await renderer.renderBatch(batches.shift()!));
    } catch (error) {
      failed = true; // the other renderers finish the batch they hold and stop
      throw error;
    }
  };
  // Every renderer has stopped writing before this returns or throws, so a
  // failed build can remove its staging folder without a write racing it.
  const outcomes = await Promise.allSettled(renderers.map(drain));
  await Promise.all(workers.map((w) => w.terminate()));
  const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (failure) throw failure.reason;
  return main.length + workers.length;
}

interface WorkerRenderer extends PageRenderer {
  terminate(): Promise<unknown>;
}

/**
 * Starts a render worker. Workers run the TypeScript sources like the main
 * thread: a small bootstrap imports bin/typescript-hooks.js (module hooks
 * hold for the thread that registers them) before render/worker.ts.
 */
function startWorker(input: RenderInput, templatesModule: string, send: ReturnType<typeof routeSender>): WorkerRenderer {
  const data: WorkerData & { hooks: string; entry: string } = {
    input,
    templatesModule,
    hooks: new URL('../../bin/typescript-hooks.js', import.meta.url).href,
    entry: new URL('./worker.ts', import.meta.url).href,
  };
  const bootstrap = `const { workerData } = require('node:worker_threads');
import(workerData.hooks).then(() => import(workerData.entry));`;
  const worker = new Worker(bootstrap, { eval: true, workerData: data });
  const pending = new Map<number, { resolve(count: number): void; reject(error: Error): void }>();
  let next = 0;
  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  worker.on('message', (reply: WorkerReply) => {
    const p = pending.get(reply.id);
    pending.delete(reply.id);
    if ('error' in reply) p?.reject(Object.assign(new Error(reply.error.message), { stack: reply.error.stack }));
    else p?.resolve(reply.results);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`a render worker stopped (exit code ${code})`)));
  return {
    renderBatch(routes) {
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, routes: routes.map(send) } satisfies WorkerRequest);
      });
    },
    terminate: () => worker.terminate(),
  };
}

// Renders page routes across threads: the main thread and `threads - 1`
// workers (render/worker.ts) take batches from one queue until it is empty.
// Workers hand their pages back as bytes; the main thread writes every page,
// one at a time (files/write.ts's fileWriter says why), and between writes
// renders pages of its own, one per turn of the event loop. Only a few
// batches of HTML exist at any moment, whatever the site's size.
import { availableParallelism } from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { Content } from '../content/types.ts';
import type { PageRoute } from '../routes/types.ts';
import { fileWriter } from '../files/write.ts';
import { receivedError } from '../sent-error.ts';
import { BatchEncoder } from './batch-encoder.ts';
import { pageRenderer, type RenderAssets, type RenderInput } from './page-batch.ts';
import { routeSender, type SentRoute } from './route-transfer.ts';
import type { Templates } from './templates.ts';
import type { WorkerAssets, WorkerData, WorkerReply, WorkerRequest } from './worker.ts';

type WorkerPages = Extract<WorkerReply, { files: string[] }>;

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
  /** Only the workers render; the main thread hands out batches and writes (a test's proof that workers render what the main thread renders). */
  workersOnly?: boolean;
  /** Called in the main thread with the number of pages of each batch written. */
  onPages(count: number): void;
  /** Workers started ahead for `input.content` (build/rendering.ts), used before any other is started; renderPages stops them all. */
  workers?: RenderWorkers;
  /**
   * A scheduling hint: the main thread takes batches once this settles, the
   * workers meanwhile (the build's other work on the main thread,
   * build/rendering.ts); when it rejects, the rendering fails with it.
   */
  mainThreadJoins?: Promise<unknown>;
}

/** The thread count for `pages` pages: SITE_THREADS when set, else one per core as far as the pages keep them busy. */
export function defaultThreads(pages: number, env: NodeJS.ProcessEnv = process.env): number {
  const given = Number(env.SITE_THREADS);
  if (Number.isInteger(given) && given > 0) return given;
  return Math.max(1, Math.min(availableParallelism(), 1 + Math.floor(pages / PAGES_PER_WORKER)));
}

/** Something that renders a batch of page routes and hands each page (file, UTF-8 HTML) to `write`. */
interface Renderer {
  renderBatch(routes: PageRoute[], write: (page: [file: string, html: Uint8Array]) => void): Promise<void>;
}

/** Renders and writes the pages; returns how many threads rendered (the main thread unless workersOnly, and the workers started). */
export async function renderPages(options: RenderPagesOptions): Promise<number> {
  const batches: PageRoute[][] = [];
  for (let i = 0; i < options.pages.length; i += BATCH) batches.push(options.pages.slice(i, i + BATCH));
  const templatesModule = options.workers?.templatesModule ?? options.templatesModule;
  const workerCount = templatesModule ? Math.max(0, Math.min(options.threads - 1, batches.length - 1)) : 0;
  const pool = options.workers ?? new RenderWorkers(options.input.content, templatesModule);
  const workers = pool.use(workerCount, options.input);
  // Two batches in flight per worker, so a worker never waits for the main thread to hand it the next one.
  const main = options.workersOnly && workers.length > 0 ? [] : [mainThreadRenderer(options.input, options.templates)];
  const renderers: Renderer[] = [...main, ...workers.flatMap((w) => [w, w])];
  const write = fileWriter(options.input.outDir);
  let failed = false;
  const drain = async (renderer: Renderer, joins?: Promise<unknown>) => {
    try {
      await joins;
      while (!failed && batches.length > 0) {
        const batch = batches.shift()!;
        await renderer.renderBatch(batch, write);
        options.onPages(batch.length);
      }
    } catch (error) {
      failed = true; // the other renderers finish the batch they hold and stop
      throw error;
    }
  };
  // Every batch rendered has been written before this returns or throws, so a
  // failed build can remove its staging folder without a write racing it.
  const outcomes = await Promise.allSettled(renderers.map((renderer, i) => drain(renderer, i === 0 ? options.mainThreadJoins : undefined)));
  await pool.stop();
  const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (failure) throw failure.reason;
  return main.length + workers.length;
}

/**
 * Renders on the main thread a page per turn of the event loop, so that a
 * batch a worker has finished is written first: when writing is slow, the
 * main thread spends its time writing and renders little. Each page is
 * written as soon as it is rendered, so that its HTML dies young, before the
 * collector has to copy it.
 */
function mainThreadRenderer(input: RenderInput, templates: Templates): Renderer {
  const render = pageRenderer(input, templates);
  const encoder = new BatchEncoder();
  return {
    async renderBatch(routes, write) {
      for (const route of routes) {
        await nextTurn();
        const [file, html] = render(route);
        encoder.add(html);
        write([file, encoder.bytes]);
        encoder.clear();
      }
    },
  };
}

/**
 * Render workers for one content, which may start before their pages are
 * known: each imports the templates and gets its copy of the content while
 * the build does other work (build/rendering.ts).
 */
export class RenderWorkers {
  readonly #started: WorkerRenderer[] = [];
  readonly #send: (route: PageRoute) => SentRoute;

  /** Starts `count` workers for `content` (the content the routes were built from), which import the module `templatesModule` (none without it). */
  constructor(
    readonly content: Content,
    readonly templatesModule: string | undefined,
    count = 0,
  ) {
    this.#send = routeSender(content);
    this.#start(count);
  }

  /** `count` workers, sent the assets every page needs: those started, and more if they are too few; the others stop. */
  use(count: number, assets: RenderAssets): WorkerRenderer[] {
    this.#start(count - this.#started.length);
    for (const extra of this.#started.splice(count)) void extra.terminate();
    for (const worker of this.#started) worker.prepare(assets);
    return [...this.#started];
  }

  async stop(): Promise<void> {
    await Promise.all(this.#started.splice(0).map((worker) => worker.terminate()));
  }

  #start(count: number): void {
    if (count > 0 && !this.templatesModule) throw new Error('render workers need the module of the site templates');
    for (let i = 0; i < count; i++) this.#started.push(startWorker(this.content, this.templatesModule!, this.#send));
  }
}

interface WorkerRenderer extends Renderer {
  /** Sends what every page needs besides the content; before the first batch. */
  prepare(assets: RenderAssets): void;
  terminate(): Promise<unknown>;
}

/**
 * Starts a render worker. Workers run the TypeScript sources like the main
 * thread: a small bootstrap imports src/typescript-hooks.js (module hooks
 * hold for the thread that registers them) before render/worker.ts.
 */
function startWorker(content: Content, templatesModule: string, send: (route: PageRoute) => SentRoute): WorkerRenderer {
  const data: WorkerData & { hooks: string; entry: string } = {
    content,
    templatesModule,
    hooks: new URL('../typescript-hooks.js', import.meta.url).href,
    entry: new URL('./worker.ts', import.meta.url).href,
  };
  const bootstrap = `const { workerData } = require('node:worker_threads');
import(workerData.hooks).then(() => import(workerData.entry));`;
  const worker = new Worker(bootstrap, { eval: true, workerData: data });
  const pending = new Map<number, { resolve(reply: WorkerPages): void; reject(error: Error): void }>();
  let next = 0;
  let failure: Error | undefined; // once the worker has failed or stopped, every batch fails with it
  const written: ArrayBuffer[] = []; // buffers batches came in, handed back to be reused
  const failAll = (error: Error) => {
    failure ??= error;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  worker.on('message', (reply: WorkerReply) => {
    const p = pending.get(reply.id);
    pending.delete(reply.id);
    if ('error' in reply) p?.reject(receivedError(reply.error));
    else p?.resolve(reply);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`a render worker stopped (exit code ${code})`)));
  return {
    prepare({ manifest, images }) {
      // only these: the caller's object may be a whole RenderInput, whose content the worker has (cloning it again would copy a large site's whole content)
      worker.postMessage({ assets: { manifest, images } } satisfies WorkerAssets);
    },
    async renderBatch(routes, write) {
      const id = next++;
      const { files, ends, bytes } = await new Promise<WorkerPages>((resolve, reject) => {
        if (failure) return reject(failure);
        pending.set(id, { resolve, reject });
        const buffer = written.pop();
        worker.postMessage({ id, routes: routes.map(send), buffer } satisfies WorkerRequest, buffer ? [buffer] : []);
      });
      files.forEach((file, i) => write([file, bytes.subarray(i === 0 ? 0 : ends[i - 1], ends[i])]));
      written.push(bytes.buffer as ArrayBuffer);
    },
    terminate: () => worker.terminate(),
  };
}

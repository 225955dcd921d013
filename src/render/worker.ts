// A render worker (render/pool.ts starts it): imports the site's templates,
// receives the content once, then renders and writes the batches it is sent.
import { parentPort, workerData } from 'node:worker_threads';
import { pageRenderer, type RenderInput } from './page-batch.ts';
import type { Templates } from './templates.ts';

export interface WorkerData {
  input: RenderInput;
  /** URL of the module exporting `siteTemplates` (src/cli/templates.ts). */
  templatesModule: string;
}

/** main → worker: a batch to render. */
export interface WorkerRequest {
  id: number;
  indices: number[];
}

/** worker → main: how many pages it wrote, or its error. */
export type WorkerReply = { id: number; results: number } | { id: number; error: { message: string; stack?: string } };

const data = workerData as WorkerData;
const { siteTemplates } = (await import(data.templatesModule)) as { siteTemplates: Templates };
const renderer = pageRenderer(data.input, siteTemplates);
parentPort!.on('message', async ({ id, indices }: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = { id, results: await renderer.renderBatch(indices) };
  } catch (error) {
    const e = error as Error;
    reply = { id, error: { message: e.message, stack: e.stack } };
  }
  parentPort!.postMessage(reply);
});

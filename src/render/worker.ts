// A render worker (render/pool.ts starts it): imports the site's templates,
// receives the content once, then renders and writes the batches of page
// routes it is sent (render/route-transfer.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { pageRenderer, type RenderInput } from './page-batch.ts';
import { routeReceiver, type SentRoute } from './route-transfer.ts';
import type { Templates } from './templates.ts';

export interface WorkerData {
  input: RenderInput;
  /** URL of the module exporting `siteTemplates` (src/cli/templates.ts). */
  templatesModule: string;
}

/** main → worker: a batch to render. */
export interface WorkerRequest {
  id: number;
  routes: SentRoute[];
}

/** worker → main: how many pages it wrote, or its error. */
export type WorkerReply = { id: number; results: number } | { id: number; error: { message: string; stack?: string } };

const data = workerData as WorkerData;
const { siteTemplates } = (await import(data.templatesModule)) as { siteTemplates: Templates };
const renderer = pageRenderer(data.input, siteTemplates);
const received = routeReceiver(data.input.content);
parentPort!.on('message', async ({ id, routes }: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = { id, results: await renderer.renderBatch(routes.map(received)) };
  } catch (error) {
    const e = error as Error;
    reply = { id, error: { message: e.message, stack: e.stack } };
  }
  parentPort!.postMessage(reply);
});

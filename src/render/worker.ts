// A render worker (render/pool.ts starts it): imports the site's templates,
// receives the content once, then renders the batches of page routes it is
// sent (render/route-transfer.ts) and hands back each page as UTF-8 bytes,
// moved to the main thread without a copy, which writes them.
import { parentPort, workerData } from 'node:worker_threads';
import { sentError, type SentError } from '../sent-error.ts';
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

/** worker → main: the batch's pages (file, UTF-8 HTML), or its error. */
export type WorkerReply = { id: number; pages: Array<[string, Uint8Array]> } | { id: number; error: SentError };

const data = workerData as WorkerData;
const { siteTemplates } = (await import(data.templatesModule)) as { siteTemplates: Templates };
const render = pageRenderer(data.input, siteTemplates);
const received = routeReceiver(data.input.content);
const utf8 = new TextEncoder();
parentPort!.on('message', ({ id, routes }: WorkerRequest) => {
  try {
    // encoded here, each into its own buffer, so the main thread only writes
    const pages = routes.map((route): [string, Uint8Array] => {
      const [file, html] = render(received(route));
      return [file, utf8.encode(html)];
    });
    parentPort!.postMessage(
      { id, pages } satisfies WorkerReply,
      pages.map(([, bytes]) => bytes.buffer as ArrayBuffer),
    );
  } catch (error) {
    parentPort!.postMessage({ id, error: sentError(error) } satisfies WorkerReply);
  }
});

// A render worker (render/pool.ts starts it): receives the content as it
// starts, imports the site's templates, receives the client manifest and the
// image set once, then renders the batches of page routes it is
// sent (render/route-transfer.ts) and hands back each batch as UTF-8 bytes in
// one buffer, moved to the main thread without a copy, which writes them and
// hands the buffer back with a later batch.
import { parentPort, workerData } from 'node:worker_threads';
import { sentError, type SentError } from '../sent-error.ts';
import { BatchEncoder } from './batch-encoder.ts';
import type { Content } from '../content/types.ts';
import { pageRenderer, type RenderAssets } from './page-batch.ts';
import { routeReceiver, type SentRoute } from './route-transfer.ts';
import type { Templates } from './templates.ts';

export interface WorkerData {
  /** The content, cloned into the worker as it starts. */
  content: Content;
  /** URL of the module exporting `siteTemplates` (src/site-templates.ts). */
  templatesModule: string;
}

/** main → worker: what every page needs besides the content, sent once before the first batch. */
export interface WorkerAssets {
  assets: RenderAssets;
}

/** main → worker: a batch to render, and a buffer an earlier batch came in, to reuse. */
export interface WorkerRequest {
  id: number;
  routes: SentRoute[];
  buffer?: ArrayBuffer;
}

/** worker → main: the batch's files and their UTF-8 HTML one after another (file i ends at ends[i]), or its error. */
export type WorkerReply = { id: number; files: string[]; ends: number[]; bytes: Uint8Array } | { id: number; error: SentError };

const { content, templatesModule } = workerData as WorkerData;
const { siteTemplates } = (await import(templatesModule)) as { siteTemplates: Templates };
const received = routeReceiver(content);
let render: ReturnType<typeof pageRenderer> | undefined;
parentPort!.on('message', (message: WorkerAssets | WorkerRequest) => {
  if ('assets' in message) {
    render = pageRenderer({ ...message.assets, content }, siteTemplates);
    return;
  }
  const { id, routes, buffer } = message;
  try {
    if (!render) throw new Error('a render worker was sent pages before their assets');
    // encoded here so that the main thread only writes
    const encoder = new BatchEncoder(buffer);
    const files = routes.map((route) => {
      const [file, html] = render!(received(route));
      encoder.add(html);
      return file;
    });
    const { bytes, ends } = encoder;
    parentPort!.postMessage({ id, files, ends: [...ends], bytes } satisfies WorkerReply, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort!.postMessage({ id, error: sentError(error) } satisfies WorkerReply);
  }
});

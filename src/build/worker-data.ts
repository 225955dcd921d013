// What the Worker's bundle takes from the build, beside the Worker's code and
// not in the published folder (the report's facts hold the owner's
// addresses): .worker/ under the project root, which src/edge/worker.ts
// imports and wrangler bundles at deploy.
//   report-site.json   the facts of the site the report e-mail needs (conversions/report-site.ts)
//   publish-days.json  the days a rebuild publishes dated content (content/published.ts dateChanges)

import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { reportSite } from '../conversions/report-site.ts';
import type { Site } from '../content/types.ts';
import { writeFileAtomic } from '../files/atomic-write.ts';
import type { Route } from '../routes/types.ts';

/** Under the project root; gitignored (scripts/worker-data-default.js writes stand-ins before a first build). */
export const WORKER_DATA_DIR = '.worker';

export interface WorkerData {
  site: Site;
  routes: Route[];
  /** The days from the build date on when the published site changes by date alone. */
  changes: string[];
}

/** Writes the Worker's data files, each only when it changed (wrangler dev rebuilds the Worker when one does). */
export async function writeWorkerData(root: string, data: WorkerData): Promise<void> {
  const dir = path.join(root, WORKER_DATA_DIR);
  await mkdir(dir, { recursive: true });
  await Promise.all([
    writeChanged(path.join(dir, 'report-site.json'), reportSite(data.site, data.routes)),
    writeChanged(path.join(dir, 'publish-days.json'), data.changes),
  ]);
}

async function writeChanged(file: string, value: unknown): Promise<void> {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  if ((await readFile(file, 'utf8').catch(() => null)) === text) return;
  await writeFileAtomic(file, text);
}

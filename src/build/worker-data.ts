// What the Worker's bundle takes from the build: the facts of the site the
// report e-mail needs (conversions/report-site.ts), the owner's addresses
// among them. So the file goes beside the Worker's code, not into the
// published folder: .worker/report-site.json under the project root, which
// src/edge/worker.ts imports and wrangler bundles at deploy.

import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ReportSite, reportSite } from '../conversions/report-site.ts';
import type { Site } from '../content/types.ts';
import { writeFileAtomic } from '../files/atomic-write.ts';
import type { Route } from '../routes/types.ts';

/** Under the project root; gitignored (scripts/worker-data-default.js writes a default before a first build). */
export const REPORT_SITE_FILE = '.worker/report-site.json';

/** The file's text: stable, so an unchanged site leaves it untouched (wrangler dev rebuilds the Worker when it changes). */
function reportSiteJson(site: ReportSite): string {
  return `${JSON.stringify(site, null, 2)}\n`;
}

/** Writes the report's facts of the site for the Worker, when they changed. */
export async function writeWorkerData(root: string, site: Site, routes: Route[]): Promise<void> {
  const file = path.join(root, REPORT_SITE_FILE);
  const text = reportSiteJson(reportSite(site, routes));
  if ((await readFile(file, 'utf8').catch(() => null)) === text) return;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomic(file, text);
}

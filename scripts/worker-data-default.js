// wrangler.jsonc's build step, run before wrangler bundles the Worker: the
// Worker imports .worker/report-site.json and .worker/publish-days.json,
// which `site build` writes (src/build/worker-data.ts). Before a first
// build, this writes stand-ins (no report recipient, no publish day), so the
// scheduled handler does nothing and `wrangler dev` / `wrangler deploy` still
// bundle. It never replaces the build's files.

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.resolve(import.meta.dirname, '../.worker');
const standIns = {
  'report-site.json': {
    company: '',
    siteUrl: 'https://example.com',
    to: [],
    schedule: 'monthly',
    timeZone: 'America/Denver',
    geo: { center: { lat: 0, lng: 0 }, radiusMeters: 0 },
    pages: [],
  },
  'publish-days.json': [],
};
mkdirSync(dir, { recursive: true });
for (const [name, value] of Object.entries(standIns)) {
  const file = path.join(dir, name);
  if (!existsSync(file)) writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

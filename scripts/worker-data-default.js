// wrangler.jsonc's build step, run before wrangler bundles the Worker: the
// Worker imports .worker/report-site.json, which `site build` writes
// (src/build/worker-data.ts). Before a first build, this writes a stand-in
// that names no recipient, so the scheduled report sends nothing and
// `wrangler dev` / `wrangler deploy` still bundle. It never replaces the
// build's file.

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const file = path.resolve(import.meta.dirname, '../.worker/report-site.json');
if (!existsSync(file)) {
  const site = {
    company: '',
    siteUrl: 'https://example.com',
    to: [],
    schedule: 'monthly',
    timeZone: 'America/Denver',
    geo: { center: { lat: 0, lng: 0 }, radiusMeters: 0 },
    pages: [],
  };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(site, null, 2)}\n`);
}

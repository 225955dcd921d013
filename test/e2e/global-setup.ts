// Builds the site once into .e2e-dist/ and starts `site serve` on a free port.
// The returned function is Playwright's global teardown: it stops the server.

import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildSite, serveSite } from '../support/site-serve.ts';
import { BASE_URL_ENV, BUILD_DATE, OUT_DIR, ROOT } from './paths.ts';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // The folder is the tests' own; a copy from before build manifests existed would be refused by the output guard.
  rmSync(OUT_DIR, { recursive: true, force: true });
  console.log(`[e2e] site build --out ${path.relative(ROOT, OUT_DIR)} --date ${BUILD_DATE}`);
  buildSite(OUT_DIR, BUILD_DATE);
  const server = await serveSite(OUT_DIR);
  console.log(`[e2e] site serve at ${server.url}`);
  process.env[BASE_URL_ENV] = server.url;
  return () => server.stop();
}

// The plain baseline `npm run bench` compares the build with, in the same run
// (wall times vary from run to run more than the ratio of the two does): the
// same pages rendered one after another on the main thread and written with
// synchronous writes; no client bundle, no sitemaps, no photos, no staging
// folder. Loading and validating the content are not timed. Prints JSON.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteTemplates } from '../src/site-templates.ts';
import { loadSite } from '../src/load-site.ts';
import { renderPage } from '../src/render/page.tsx';
import { buildRoutes } from '../src/routes/table.ts';

const [dataDir, outDir] = process.argv.slice(2);
const { content } = await loadSite(dataDir, siteTemplates);
const pages = buildRoutes(content).filter((route) => route.type === 'page');
const started = performance.now();
for (const route of pages) {
  const file = path.join(outDir, route.file);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, renderPage(route, content, null, siteTemplates));
}
const seconds = (performance.now() - started) / 1000;
process.stdout.write(JSON.stringify({ pages: pages.length, seconds, maxRssMb: process.resourceUsage().maxRSS / 1024 }));

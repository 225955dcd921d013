// Runs one build in its own process and prints its figures as JSON.
// Launched with NODE_ENV=production (see run.ts), like bin/site.js.
import { buildSite } from '../src/build/pipeline.ts';
import { manageHeapGrowth } from '../src/build/heap-growth.ts';
import { projectRoot } from '../src/cli/root.ts';
import { siteTemplates, siteTemplatesModule } from '../src/site-templates.ts';

const [dataDir, outDir] = process.argv.slice(2);
manageHeapGrowth(); // as site build does
// SITE_IMAGE_CACHE: a separate photo cache (the bench's cold and cached photo figures)
const summary = await buildSite({
  root: projectRoot,
  dataDir,
  outDir,
  date: '2026-01-15',
  templates: siteTemplates,
  templatesModule: siteTemplatesModule,
  imageCacheDir: process.env.SITE_IMAGE_CACHE || undefined,
});
const usage = process.resourceUsage();
const cpuSeconds = (usage.userCPUTime + usage.systemCPUTime) / 1e6;
process.stdout.write(JSON.stringify({ ...summary, warnings: summary.warnings.length, maxRssMb: usage.maxRSS / 1024, cpuSeconds }));

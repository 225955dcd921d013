// Runs one build in its own process and prints its figures as JSON.
// Launched with NODE_ENV=production (see run.ts), like bin/site.js.
import { buildSite } from '../src/build.ts';
import { projectRoot } from '../src/cli/root.ts';
import { siteTemplates } from '../templates/index.ts';

const [dataDir, outDir] = process.argv.slice(2);
const summary = await buildSite({ root: projectRoot, dataDir, outDir, date: '2026-01-15', templates: siteTemplates });
const maxRssMb = process.resourceUsage().maxRSS / 1024;
process.stdout.write(JSON.stringify({ ...summary, maxRssMb }));

// seo/doorway-risk on one generated site, in its own process; prints its figures as JSON.
// The town, ZIP and service pages are rendered one at a time and only their text kept
// (the whole site's HTML at 50,000 towns would not fit beside it); the rule is timed alone.
import { projectRoot } from '../src/cli/root.ts';
import { siteTemplates } from '../src/site-templates.ts';
import { openParseCache, defaultParseCacheDir } from '../src/content/parse-cache.ts';
import { loadSite } from '../src/load-site.ts';
import { extractPageText, type PageText } from '../src/lint/html-text.ts';
import { seoDoorwayRisk } from '../src/lint/rules/seo-doorway-risk.ts';
import type { LintContext } from '../src/lint/types.ts';
import { renderRoute } from '../src/render/site.ts';
import { buildRoutes } from '../src/routes/table.ts';

const [dataDir] = process.argv.slice(2);
const cache = openParseCache(defaultParseCacheDir(projectRoot));
const { content } = await loadSite(dataDir, siteTemplates, cache);
const routes = buildRoutes(content);
const audited = routes.filter((r) => r.type === 'page' && (r.kind === 'town' || r.kind === 'zip' || r.kind === 'service') && r.index);
const renderStart = performance.now();
// only <main> is kept: the rule reads nothing else
const pages: PageText[] = audited.map((r) => {
  const { main } = extractPageText(r.path, r.file, renderRoute(r, content, routes, null, '2026-01-15', siteTemplates));
  return { route: r.path, file: r.file, main, body: '', title: '', description: '', keywords: '', links: [], jsonLd: [] };
});
const renderSeconds = (performance.now() - renderStart) / 1000;

global.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const context = { content, routes, pages, locate: () => [] } as unknown as LintContext;
const started = performance.now();
const cpuStarted = process.cpuUsage();
const findings = seoDoorwayRisk.check(context);
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuStarted);
global.gc?.();
const heapAfter = process.memoryUsage().heapUsed; // what the findings keep

const clusters = new Map<string, { pages: number; severity: string }>();
for (const f of findings)
  if (f.message.includes('near-duplicates')) clusters.set(f.message, { pages: (clusters.get(f.message)?.pages ?? 0) + 1, severity: f.severity ?? 'warning' });
const largest = [...clusters.values()].sort((a, b) => b.pages - a.pages)[0];
process.stdout.write(
  JSON.stringify({
    pages: pages.length,
    towns: content.towns.length,
    renderSeconds,
    seconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    heapGrowthMb: (heapAfter - heapBefore) / 2 ** 20,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    clusters: clusters.size,
    largest,
  }),
);

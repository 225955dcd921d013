// Pairwise similarity of the town pages of a site: the visible text of each
// indexable town page's <main>, 5-word shingles, exact Jaccard over every pair.
// `npx tsx bench/town-similarity.ts [DATA_DIR]` prints the median, the maximum
// and the pairs above a few thresholds (the figures of docs/town-pages.md).
import path from 'node:path';
import { renderSite } from '../src/render/site.ts';
import { projectRoot } from '../src/cli/root.ts';
import { siteTemplates } from '../src/site-templates.ts';
import { loadSite } from '../src/load-site.ts';
import { extractPageText } from '../src/lint/html-text.ts';
import { jaccard, shingles } from '../src/lint/similarity/shingles.ts';
import { buildRoutes } from '../src/routes/table.ts';

const dataDir = path.resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? path.join(projectRoot, 'data'));
const { content } = await loadSite(dataDir, siteTemplates);
const routes = buildRoutes(content).filter((r) => r.type === 'page' && r.kind === 'town' && r.index && r.canonical === r.path);
const files = renderSite(content, routes, null, '2026-01-15', siteTemplates);
const towns = routes.map((r) => ({ route: r.path, set: shingles(extractPageText(r.path, r.file, files.get(r.file) as string).main) }));

const pairs: { a: string; b: string; similarity: number }[] = [];
for (let i = 0; i < towns.length; i++)
  for (let j = i + 1; j < towns.length; j++) pairs.push({ a: towns[i].route, b: towns[j].route, similarity: jaccard(towns[i].set, towns[j].set) });
pairs.sort((x, y) => x.similarity - y.similarity);
const median = pairs.length % 2 ? pairs[(pairs.length - 1) / 2].similarity : (pairs[pairs.length / 2 - 1].similarity + pairs[pairs.length / 2].similarity) / 2;
const max = pairs.at(-1)!;
console.log(`${towns.length} town pages, ${pairs.length} pairs`);
console.log(`median ${median.toFixed(2)}, max ${max.similarity.toFixed(2)} (${max.a} and ${max.b})`);
for (const t of [0.4, 0.5, 0.6, 0.7]) console.log(`pairs above ${t}: ${pairs.filter((p) => p.similarity > t).length}`);
if (process.argv.includes('--pairs')) for (const p of pairs) console.log(`${p.similarity.toFixed(3)} ${p.a} ${p.b}`);

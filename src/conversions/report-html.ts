// `site report --format html`: one self-contained page an owner opens from
// disk (no network): the totals, a daily chart (uPlot, inlined), the top pages
// as bars, the towns on the service-area map shaded by what they brought, the
// rankings and the pages with none. Everything but the daily chart is drawn
// here as SVG, so it shows even with scripts off.

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { escapeHtml } from '../text/escape-html.ts';
import { REPORT_GENERATOR } from './report-generator.ts';
import { type Counts, type MappedTown, type Ranked, type Report, total } from './report.ts';

const COLORS = { calls: '#c2410c', emails: '#0b4f6c', estimates: '#15803d', reviews: '#7c3aed' } as const;
const LABELS = { calls: 'Calls', emails: 'E-mails', estimates: 'Estimate requests', reviews: 'Review link visits' } as const;
const KINDS = ['calls', 'emails', 'estimates', 'reviews'] as const;
const TOP_PAGES = 15;
/** Up to this many towns, the map names them all. */
const MAX_NAMED_TOWNS = 60;

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

async function uplotAssets(): Promise<{ js: string; css: string }> {
  const require = createRequire(import.meta.url);
  const dir = require.resolve('uplot/package.json').replace(/package\.json$/, 'dist/');
  const [js, css] = await Promise.all([readFile(`${dir}uPlot.iife.min.js`, 'utf8'), readFile(`${dir}uPlot.min.css`, 'utf8')]);
  // An inline script ends at the first "</script": keep the library's text from closing it early.
  return { js: js.replace(/<\/script/gi, '<\\/script'), css };
}

export async function formatReportHtml(report: Report, company: string): Promise<string> {
  const uplot = await uplotAssets();
  const period = report.since ?? report.days[0]?.date;
  const title = `Calls, e-mails and estimate requests${period ? ` since ${period}` : ''}`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="${REPORT_GENERATOR}">
<title>${escapeHtml(`${title} | ${company}`)}</title>
<style>${uplot.css}</style>
<style>${STYLES}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p class="lead">${escapeHtml(company)}: what visitors did on the website, counted without cookies and without anything about them.</p>
${totalsCards(report.totals)}
<section aria-labelledby="daily"><h2 id="daily">Per day</h2>
${report.days.length ? `<div id="daily-chart" class="chart" role="img" aria-label="Calls, e-mails and estimate requests per day"></div>${dayTable(report)}` : '<p>Nothing counted yet.</p>'}
</section>
<section aria-labelledby="top"><h2 id="top">Top pages</h2>
${topPages(report)}
</section>
${placeTable(report)}
<section aria-labelledby="map"><h2 id="map">Towns on the service-area map</h2>
<p>Each town where it lies, shaded by its page's calls, e-mails and estimate requests.</p>
${townMap(report)}
</section>
<section aria-labelledby="ranks"><h2 id="ranks">Towns and services, ranked</h2>
<div class="columns">${rankTable('Town', report.towns)}${rankTable('Service', report.services)}</div>
</section>
<section aria-labelledby="none"><h2 id="none">Pages with none (${report.none.length})</h2>
${report.none.length ? `<details><summary>Show the ${report.none.length} pages</summary><ul class="paths">${report.none.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul></details>` : '<p>Every page brought something.</p>'}
</section>
</main>
<script type="application/json" id="report-data">${scriptJson({ days: report.days, colors: COLORS, labels: LABELS })}</script>
<script>${uplot.js}</script>
<script>${DAILY_CHART}</script>
</body>
</html>
`;
}

function totalsCards(totals: Counts): string {
  return `<ul class="totals">${KINDS.map((k) => `<li style="border-color:${COLORS[k]}"><strong>${totals[k]}</strong> ${LABELS[k].toLowerCase()}</li>`).join('')}</ul>`;
}

function countCells(c: Counts): string {
  return KINDS.map((k) => `<td>${c[k]}</td>`).join('');
}

function dayTable(report: Report): string {
  const active = report.days.filter((d) => total(d) > 0);
  if (active.length === 0) return '<p>No day with a call, e-mail or estimate request.</p>';
  const rows = active.map((d) => `<tr><th scope="row">${d.date}</th>${countCells(d)}</tr>`).join('');
  return `<details><summary>The days as a table</summary><table><thead><tr><th scope="col">Date</th>${KINDS.map((k) => `<th scope="col">${LABELS[k]}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table></details>`;
}

/** Stacked horizontal bars, one per page with any count. */
function topPages(report: Report): string {
  const pages = report.pages.filter((p) => total(p) > 0).slice(0, TOP_PAGES);
  if (pages.length === 0) return '<p>No page has brought a call, e-mail or estimate request yet.</p>';
  const max = Math.max(...pages.map(total));
  const row = 30;
  const label = 260;
  const width = 720;
  const scale = (width - label - 50) / max;
  const bars = pages.map((p, i) => {
    let x = label;
    const y = i * row;
    const parts = KINDS.filter((k) => p[k] > 0).map((k) => {
      const w = p[k] * scale;
      const rect = `<rect class="bar" x="${x.toFixed(1)}" y="${y + 6}" width="${w.toFixed(1)}" height="${row - 12}" fill="${COLORS[k]}"><title>${escapeHtml(`${p.path}: ${p[k]} ${LABELS[k].toLowerCase()}`)}</title></rect>`;
      x += w;
      return rect;
    });
    return `<text x="${label - 8}" y="${y + row / 2}" text-anchor="end" dominant-baseline="middle">${escapeHtml(p.path)}</text>${parts.join('')}<text x="${(x + 6).toFixed(1)}" y="${y + row / 2}" dominant-baseline="middle">${total(p)}</text>`;
  });
  const legend = KINDS.map((k) => `<span><i style="background:${COLORS[k]}"></i>${LABELS[k]}</span>`).join('');
  return `<svg id="top-pages" class="chart" viewBox="0 0 ${width} ${pages.length * row}" role="img" aria-label="The pages with the most calls, e-mails and estimate requests">${bars.join('')}</svg><p class="legend">${legend}</p>`;
}

const METERS_PER_DEGREE = 111_320;

/** The towns as dots on a plain projection (degrees of longitude shrunk by the latitude's cosine), framed to the area served. */
function townMap(report: Report): string {
  const { towns, center, radiusMeters } = report.map;
  if (towns.length === 0) return '<p>The site has no town pages.</p>';
  const cos = Math.cos((center.lat * Math.PI) / 180);
  const radiusDeg = radiusMeters / METERS_PER_DEGREE;
  const project = (lat: number, lng: number) => ({ x: (lng - center.lng) * cos, y: center.lat - lat });
  const points = towns.map((t) => ({ town: t, ...project(t.lat, t.lng) }));
  const xs = [...points.map((p) => p.x), -radiusDeg, radiusDeg];
  const ys = [...points.map((p) => p.y), -radiusDeg, radiusDeg];
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const width = 720;
  const pad = 40;
  const scale = (width - 2 * pad) / Math.max(maxX - minX, maxY - minY, 1e-6);
  const height = Math.round((maxY - minY) * scale + 2 * pad);
  const sx = (x: number) => (pad + (x - minX) * scale).toFixed(1);
  const sy = (y: number) => (pad + (y - minY) * scale).toFixed(1);
  const max = Math.max(1, ...towns.map((t) => t.total));
  // Every name fits on a small service area; on a large one only the towns that brought something are named.
  const named = towns.length <= MAX_NAMED_TOWNS;
  const dots = points.map(({ town, x, y }) => townDot(town, sx(x), sy(y), town.total / max, named || town.total > 0));
  const legend = `<p class="legend"><span><i style="background:${shade(0)}"></i>none</span><span><i style="background:${shade(0.5)}"></i>some</span><span><i style="background:${shade(1)}"></i>most (${max})</span></p>`;
  return `<svg id="town-map" class="chart" viewBox="0 0 ${width} ${height}" role="img" aria-label="Service-area towns shaded by calls, e-mails and estimate requests">${dots.join('')}</svg>${legend}`;
}

function townDot(town: MappedTown, x: string, y: string, share: number, named: boolean): string {
  const label = town.total > 0 ? `${town.name} ${town.total}` : town.name;
  const tip = `${town.name} (${town.path}): ${town.calls} calls, ${town.emails} e-mails, ${town.estimates} estimate requests`;
  return `<g class="town${town.total > 0 ? ' town--some' : ''}"><circle cx="${x}" cy="${y}" r="8" fill="${shade(town.total > 0 ? Math.max(share, 0.15) : 0)}"><title>${escapeHtml(tip)}</title></circle>${named ? `<text x="${x}" y="${Number(y) - 12}" text-anchor="middle">${escapeHtml(label)}</text>` : ''}</g>`;
}

/** Light grey for none, then from a pale to the brand's dark blue. */
function shade(share: number): string {
  if (share <= 0) return '#d4d4d8';
  const from = [204, 228, 240];
  const to = [11, 79, 108];
  const mix = from.map((f, i) => Math.round(f + (to[i] - f) * Math.min(1, share)));
  return `rgb(${mix.join(' ')})`;
}

const PLACE_LABELS = { header: 'Header', drawer: 'Menu (small screens)', hero: 'Top of the page', footer: 'Footer', body: 'Page content' } as const;

function placeTable(report: Report): string {
  const placed = report.places.filter((p) => total(p) > 0);
  if (placed.length === 0) return '';
  const rows = placed.map((p) => `<tr><th scope="row">${PLACE_LABELS[p.place]}</th>${countCells(p)}</tr>`).join('');
  return `<section aria-labelledby="places"><h2 id="places">Where on the page</h2><table><thead><tr><th scope="col">Place</th>${KINDS.map((k) => `<th scope="col">${LABELS[k]}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table></section>`;
}

function rankTable(noun: string, entries: Ranked[]): string {
  const some = entries.filter((e) => e.total > 0);
  if (some.length === 0) return `<div><h3>${noun}s</h3><p>No ${noun.toLowerCase()} page has brought anything yet.</p></div>`;
  const rows = some.map((e, i) => `<tr><td>${i + 1}</td><th scope="row">${escapeHtml(e.name)}</th>${countCells(e)}</tr>`).join('');
  return `<div><h3>${noun}s</h3><table><thead><tr><th scope="col">#</th><th scope="col">${noun}</th>${KINDS.map((k) => `<th scope="col">${LABELS[k]}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table><p>${entries.length - some.length} of ${entries.length} with none.</p></div>`;
}

const STYLES = `
:root { color-scheme: light; font-family: system-ui, sans-serif; color: #18181b; background: #fafafa; }
main { max-width: 60rem; margin: 0 auto; padding: 1.5rem; }
h1 { font-size: 1.6rem; margin: 0 0 0.25rem; }
.lead { color: #52525b; margin-top: 0; }
section { background: #fff; border: 1px solid #e4e4e7; border-radius: 8px; padding: 1rem 1.25rem; margin: 1.25rem 0; }
h2 { font-size: 1.2rem; margin: 0 0 0.75rem; }
.totals { display: flex; flex-wrap: wrap; gap: 0.75rem; list-style: none; padding: 0; margin: 1rem 0; }
.totals li { border-left: 6px solid; background: #fff; padding: 0.6rem 1rem; border-radius: 6px; box-shadow: 0 1px 2px rgb(0 0 0 / 0.08); }
.totals strong { font-size: 1.5rem; display: block; }
.chart { width: 100%; height: auto; }
#daily-chart { min-height: 300px; }
svg text { font-size: 13px; fill: #27272a; }
svg .town circle { stroke: #27272a; stroke-width: 1; }
svg .town text { font-size: 12px; }
svg .town--some text { font-weight: 700; }
.legend { display: flex; gap: 1rem; flex-wrap: wrap; font-size: 0.9rem; }
.legend i { display: inline-block; width: 0.9rem; height: 0.9rem; margin-right: 0.35rem; vertical-align: -0.1rem; border-radius: 2px; }
table { border-collapse: collapse; width: 100%; font-size: 0.95rem; }
th, td { text-align: right; padding: 0.3rem 0.5rem; border-bottom: 1px solid #e4e4e7; }
th[scope="row"], thead th:nth-child(-n+2) { text-align: left; }
.columns { display: grid; gap: 1.5rem; grid-template-columns: repeat(auto-fit, minmax(20rem, 1fr)); }
.paths { columns: 18rem; font-family: ui-monospace, monospace; font-size: 0.9rem; }
`;

/** The daily chart: reads the embedded days and draws them with uPlot (no network, no storage). */
const DAILY_CHART = `(() => {
  const el = document.getElementById('daily-chart');
  if (!el) return;
  const data = JSON.parse(document.getElementById('report-data').textContent);
  const day = 86400;
  const xs = data.days.map((d) => Date.parse(d.date + 'T00:00:00Z') / 1000);
  const kinds = ['calls', 'emails', 'estimates', 'reviews'];
  const ys = kinds.map((k) => data.days.map((d) => d[k]));
  const top = Math.max(1, ...ys.flat());
  const options = (width) => ({
    width,
    height: 300,
    padding: [12, 48, 0, 0], // room for the last date label
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    scales: {
      x: { time: true, range: (u, min, max) => (min === max ? [min - day, max + day] : [min, max]) },
      y: { range: () => [0, Math.ceil(top * 1.15)] },
    },
    axes: [
      { incrs: [day, 2 * day, 7 * day, 14 * day, 28 * day, 91 * day, 182 * day, 364 * day], values: (u, vals) => vals.map((v) => new Date(v * 1000).toISOString().slice(0, 10)) },
      { incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000], values: (u, vals) => vals.map(String) },
    ],
    series: [{ label: 'Date', value: (u, ts) => (ts == null ? '' : new Date(ts * 1000).toISOString().slice(0, 10)) }].concat(
      kinds.map((k) => ({ label: data.labels[k], stroke: data.colors[k], width: 2, points: { show: true, size: 6 } })),
    ),
  });
  const chart = new uPlot(options(el.clientWidth || 720), [xs].concat(ys), el);
  window.addEventListener('resize', () => chart.setSize({ width: el.clientWidth || 720, height: 300 }));
})();`;

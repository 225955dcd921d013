// One-off generator of the social share images (1200×630 PNG) in
// data/images/social/: one per town (named by the lowercased, hyphenated town
// name, as src/routes/meta.ts socialImage expects) plus big-horn-basin.png.
// Renders a small HTML card per image with headless Chromium.
//   npx tsx scripts/social-images.ts [path-to-chromium]
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';

const root = path.resolve(import.meta.dirname, '..');
const chromium = process.argv[2] ?? '/usr/bin/chromium';
const outDir = path.join(root, 'data/images/social');
const towns = parse(readFileSync(path.join(root, 'data/towns.yaml'), 'utf8')) as { name: string; county: string }[];
const site = parse(readFileSync(path.join(root, 'data/site.yaml'), 'utf8')) as { company: string; tagline: string };

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const fileName = (name: string) => `${name.toLowerCase().replace(/\s+/g, '-')}.png`;

function card(title: string, subtitle: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  html,body{margin:0;width:1200px;height:630px;overflow:hidden}
  body{font-family:Arial,Helvetica,sans-serif;background:#0b4f6c;color:#fff;position:relative}
  .m{position:absolute;left:0;right:0;bottom:0;height:230px}
  h1{position:absolute;left:80px;top:150px;margin:0;font-size:88px;line-height:1.05}
  p{position:absolute;left:80px;margin:0}
  .s{top:270px;font-size:36px;color:#dfe8ee}
  .c{top:70px;font-size:30px;font-weight:bold;letter-spacing:2px;color:#ffd166}
  </style></head><body>
  <p class="c">${escape(site.company.toUpperCase())}</p>
  <h1>${escape(title)}</h1>
  <p class="s">${escape(subtitle)}</p>
  <svg class="m" viewBox="0 0 1200 230" preserveAspectRatio="none"><path d="M0 230 L0 150 L160 60 L300 140 L450 30 L620 150 L780 70 L950 160 L1080 90 L1200 140 L1200 230 Z" fill="#083a50"/><path d="M0 230 L0 190 L220 130 L420 200 L640 120 L860 190 L1050 140 L1200 180 L1200 230 Z" fill="#0a2a3a"/></svg>
  </body></html>`;
}

mkdirSync(outDir, { recursive: true });
const work = mkdtempSync(path.join(tmpdir(), 'social-'));
try {
  const jobs = [
    ...towns.map((t) => ({ file: fileName(t.name), title: `${t.name}, Wyoming`, subtitle: `Plumbing, heating & HVAC · ${t.county} County` })),
    { file: 'big-horn-basin.png', title: 'Big Horn Basin, Wyoming', subtitle: site.tagline },
  ];
  for (const job of jobs) {
    const html = path.join(work, `${job.file}.html`);
    writeFileSync(html, card(job.title, job.subtitle));
    execFileSync(chromium, ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', '--window-size=1200,630', `--screenshot=${path.join(outDir, job.file)}`, `file://${html}`], { stdio: 'ignore' });
    console.log(job.file);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

// npm run bench: build time of the default site and of generated large sites.
import { execFileSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '../src/cli/root.ts';
import { benchCards } from './cards.ts';
import { benchDoorway } from './doorway.ts';
import { benchHosting } from './hosting.ts';
import { photoData } from './photos.ts';
import { editOneTown, syntheticData } from './synthetic.ts';

/** Node's arguments for a child that runs TypeScript as bin/site.js does. */
const runTypeScript = ['--import', pathToFileURL(path.join(projectRoot, 'src/typescript-hooks.js')).href];

interface Figures {
  pages: number;
  /** Pages rendered; the others were carried over from the previous build into the same folder. */
  rendered: number;
  images: { processed: number; reused: number };
  files: number;
  bytes: number;
  seconds: number;
  /** CPU time of the build's process, every thread (user and system): unlike wall time, not held up by the disk. */
  cpuSeconds: number;
  maxRssMb: number;
  /** The output's counts against the host's limits. */
  host: string;
}

/**
 * Writes the disk's cache out before a timed run (untimed): the files earlier
 * runs wrote are otherwise flushed while a later run is timed, which lands on
 * whichever side runs then.
 */
function settleDisk(): void {
  execFileSync('sync');
}

function timedBuild(dataDir: string, outDir: string, env: NodeJS.ProcessEnv = {}): Figures & { wall: number } {
  settleDisk();
  const started = performance.now();
  const output = execFileSync(process.execPath, [...runTypeScript, path.join(projectRoot, 'bench/child.ts'), dataDir, outDir], {
    cwd: projectRoot,
    // MALLOC_ARENA_MAX as bin/site.js starts a build
    env: { ...process.env, NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', ...env },
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  return { ...(JSON.parse(output) as Figures), wall: (performance.now() - started) / 1000 };
}

interface BaselineFigures {
  pages: number;
  seconds: number;
  maxRssMb: number;
}

/** The plain baseline (bench/baseline-child.ts) on the same data, in its own process. */
function timedBaseline(dataDir: string, outDir: string): BaselineFigures {
  settleDisk();
  const output = execFileSync(process.execPath, [...runTypeScript, path.join(projectRoot, 'bench/baseline-child.ts'), dataDir, outDir], {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: 'production' },
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  return JSON.parse(output) as BaselineFigures;
}

/** The run that took the least time. */
function fastest<T extends { seconds: number }>(runs: T[]): T {
  return runs.reduce((a, b) => (b.seconds < a.seconds ? b : a));
}

/** The build's whole cost per page against the baseline's render-and-write cost per page (same run, same data). */
function reportBaseline(baseline: BaselineFigures, build: Figures): void {
  const basePerPage = (baseline.seconds * 1000) / baseline.pages;
  const buildPerPage = (build.seconds * 1000) / build.pages;
  console.log(
    `${'  plain baseline'.padEnd(22)} ${String(baseline.pages).padStart(6)} pages  ${basePerPage.toFixed(2)} ms/page (renderPage + writeFileSync, one thread)  ` +
      `build/baseline ${(buildPerPage / basePerPage).toFixed(2)}`,
  );
}

function report(label: string, f: Figures & { wall: number }): void {
  const perPage = (f.seconds * 1000) / f.pages;
  console.log(
    `${label.padEnd(22)} ${String(f.pages).padStart(6)} pages  wall ${f.wall.toFixed(2)} s  build ${f.seconds.toFixed(2)} s  ` +
      `${perPage.toFixed(2)} ms/page  peak RSS ${f.maxRssMb.toFixed(0)} MB` +
      (f.rendered < f.pages ? `  ${f.rendered} rendered` : '') +
      (f.images.processed + f.images.reused > 0 ? `  photos ${f.images.processed} encoded, ${f.images.reused} cached` : ''),
  );
}

/** site lint on the default content, in this process, after one warm-up run. */
async function timedLint(dataDir: string): Promise<number> {
  process.env.NODE_ENV = 'production';
  const { lintSite } = await import('../src/lint/lint-site.ts');
  const { siteTemplates } = await import('../templates/index.ts');
  await lintSite({ dataDir, date: '2026-01-15', templates: siteTemplates });
  const started = performance.now();
  await lintSite({ dataDir, date: '2026-01-15', templates: siteTemplates });
  return (performance.now() - started) / 1000;
}

interface DevFigures {
  firstPageMs: number;
  firstPageCpuMs: number;
  saveToPageMs: number;
}

/** `site dev` on `dataDir` (a scratch copy: the bench edits towns.yaml). */
function timedDev(dataDir: string): DevFigures {
  const output = execFileSync(process.execPath, [...runTypeScript, path.join(projectRoot, 'bench/dev-child.ts'), dataDir], {
    cwd: projectRoot,
    encoding: 'utf8',
    maxBuffer: 1 << 20,
  });
  return JSON.parse(output) as DevFigures;
}

function reportDev(label: string, f: DevFigures): void {
  console.log(
    `${label.padEnd(22)} first page ${f.firstPageMs.toFixed(0)} ms after start (CPU ${f.firstPageCpuMs.toFixed(0)} ms)  save → updated page ${f.saveToPageMs.toFixed(0)} ms (median of 5)`,
  );
}

const scratch = await mkdtemp(path.join(tmpdir(), 'site-bench-'));
try {
  const data = path.join(projectRoot, 'data');
  report('default site, cold', timedBuild(data, path.join(scratch, 'out-cold'), { SITE_NO_CLIENT_CACHE: '1' }));
  report('default site', timedBuild(data, path.join(scratch, 'out-default')));
  console.log(`${'lint, default site'.padEnd(22)} ${(await timedLint(data)).toFixed(2)} s`);
  const devData = path.join(scratch, 'data-dev');
  await cp(data, devData, { recursive: true });
  reportDev('dev, default site', timedDev(devData));
  // BENCH_50K=1 adds 50,000 towns (50,053 pages; opt-in: minutes). BENCH_TOWNS= (empty) skips these sites.
  const townCounts = (process.env.BENCH_TOWNS ?? '1000,10000').split(',').filter(Boolean).map(Number);
  if (process.env.BENCH_50K) townCounts.push(50_000);
  // BENCH_ROUNDS: rounds of baseline and build for each generated site (default 3).
  const roundCount = Math.max(1, Number(process.env.BENCH_ROUNDS) || 3);
  for (const towns of townCounts) {
    // Rounds of baseline and build, each build from its own copy of the data (a cold parse cache,
    // as a first build); the fastest of each side is compared, so a moment of slow disk, which a
    // round may give to either side, does not decide the result. Every folder stays until the end:
    // creating many files right after deleting many is slow on some file systems (ext4).
    const rounds: Array<{ synthetic: string; out: string; baseline: BaselineFigures; build: Figures & { wall: number } }> = [];
    for (let n = 0; n < roundCount; n++) {
      const round = String.fromCharCode(97 + n); // a, b, c, …
      const synthetic = path.join(scratch, `data-${towns}-${round}`);
      await syntheticData(data, synthetic, towns);
      const out = path.join(scratch, `out-${towns}-${round}`);
      const baselineRun = () => timedBaseline(synthetic, path.join(scratch, `baseline-${towns}-${round}`));
      // The baseline goes first in one round and second in the next: of two runs back to back,
      // the first tends to be the slower, by as much as a change to the code.
      if (n % 2 === 0) {
        const baseline = baselineRun();
        rounds.push({ synthetic, out, baseline, build: timedBuild(synthetic, out) });
      } else {
        const build = timedBuild(synthetic, out);
        rounds.push({ synthetic, out, baseline: baselineRun(), build });
      }
    }
    const build = fastest(rounds.map((r) => r.build));
    report(`${towns} towns`, { ...build, maxRssMb: Math.max(...rounds.map((r) => r.build.maxRssMb)) });
    console.log(
      `${''.padEnd(22)} (fastest of ${rounds.map((r) => `${r.build.seconds.toFixed(2)} s`).join(', ')}; baseline ${rounds.map((r) => `${((r.baseline.seconds * 1000) / r.baseline.pages).toFixed(2)}`).join(', ')} ms/page; peak RSS the highest)`,
    );
    reportBaseline(fastest(rounds.map((r) => r.baseline)), build);
    // Incremental: the last round's folder again, unchanged, then with one town's description edited (a town past the 25 real ones).
    const { synthetic, out } = rounds.at(-1)!;
    report('  rebuild, no change', timedBuild(synthetic, out));
    await editOneTown(synthetic, `cody-${Math.floor(towns / 2) + 1}`);
    report('  rebuild, one town', timedBuild(synthetic, out));
    if (towns >= 10_000) reportDev(`dev, ${towns} towns`, timedDev(synthetic));
  }
  if (process.env.BENCH_CARDS !== '0') await benchCards(scratch); // ms per social card: the compositor warm and cold, satori + resvg
  if (process.env.BENCH_HOSTING !== '0') await benchHosting(scratch, timedBuild); // files, bytes, first build against every card cached
  if (process.env.BENCH_DOORWAY !== '0') await benchDoorway(scratch); // seo/doorway-risk at 50,000 towns (BENCH_DOORWAY_TOWNS)
  // BENCH_PHOTOS=200: generated 12-MP phone photos in the gallery, cold (empty photo cache) then cached.
  // Opt-in: encoding 200 photos to AVIF/WebP/JPEG takes minutes.
  const photos = Number(process.env.BENCH_PHOTOS ?? 0);
  if (photos > 0) {
    const photoDir = path.join(scratch, `data-photos`);
    await photoData(data, photoDir, photos);
    const env = { SITE_IMAGE_CACHE: path.join(scratch, 'photo-cache') };
    report(`${photos} photos, cold`, timedBuild(photoDir, path.join(scratch, 'out-photos-cold'), env));
    report(`${photos} photos, cached`, timedBuild(photoDir, path.join(scratch, 'out-photos'), env));
    report(`same, no photos`, timedBuild(data, path.join(scratch, 'out-no-photos')));
  }
} finally {
  await rm(scratch, { recursive: true, force: true });
}

// npm run bench: what a large site costs its host (docs/hosting.md): files,
// output bytes and the first build's time with an empty image cache, beside
// the same build with every social card cached (the fastest of BENCH_ROUNDS
// rounds each), in one run, at
// BENCH_HOSTING_TOWNS (default 10,000; BENCH_50K=1 adds 50,000).
import { cp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../src/cli/root.ts';
import { syntheticData } from './synthetic.ts';

interface HostingFigures {
  pages: number;
  files: number;
  bytes: number;
  seconds: number;
  cpuSeconds: number;
  host: string;
}

type TimedBuild = (dataDir: string, outDir: string, env: NodeJS.ProcessEnv) => HostingFigures & { wall: number };

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** The mean size of the generated town pages (cody-N.html), and how many. */
async function townPageBytes(out: string): Promise<{ mean: number; count: number }> {
  const files = (await readdir(out)).filter((f) => /^cody-\d+\.html$/.test(f));
  const sizes = await Promise.all(files.map(async (f) => (await stat(path.join(out, f))).size));
  return { mean: sizes.reduce((a, b) => a + b, 0) / Math.max(1, sizes.length), count: sizes.length };
}

/** The largest file of the output (the host's limit for one file is about it), and the /service-area page. */
async function largestFiles(out: string): Promise<{ largest: { file: string; bytes: number }; serviceArea: number }> {
  let largest = { file: '', bytes: 0 };
  for (const entry of await readdir(out, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { size } = await stat(file);
    if (size > largest.bytes) largest = { file: path.relative(out, file), bytes: size };
  }
  return { largest, serviceArea: (await stat(path.join(out, 'service-area.html'))).size };
}

export async function benchHosting(scratch: string, timedBuild: TimedBuild): Promise<void> {
  const counts = (process.env.BENCH_HOSTING_TOWNS ?? '10000').split(',').filter(Boolean).map(Number);
  if (process.env.BENCH_50K && !counts.includes(50_000)) counts.push(50_000);
  const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS) || 3);
  for (const towns of counts) {
    const data = path.join(scratch, `data-hosting-${towns}`);
    await syntheticData(path.join(projectRoot, 'data'), data, towns);
    await benchSite(`hosting, ${towns} towns`, data, path.join(scratch, `hosting-${towns}`), rounds, timedBuild);
    if (towns > 10_000) continue;
    // the same site with every town card drawn by the build (host.cards: build), a file per town
    const buildCards = `${data}-build-cards`;
    await cp(data, buildCards, { recursive: true });
    const site = path.join(buildCards, 'site.yaml');
    await writeFile(site, (await readFile(site, 'utf8')).replace(/^ {2}plan: paid$/m, '  plan: paid\n  cards: build'));
    await benchSite(`  cards drawn at build`, buildCards, path.join(scratch, `hosting-${towns}-build-cards`), rounds, timedBuild);
  }
}

/**
 * A cold build first (every cache empty); it fills the parse and client caches and the image cache
 * every "cached" build then uses. Then rounds of two builds that differ only in the image cache, each
 * into a new folder (every page rendered): one with an empty image cache, one with every card, in
 * alternating order (the disk's write-back of the previous build's output weighs on the next).
 */
async function benchSite(label: string, data: string, scratch: string, rounds: number, timedBuild: TimedBuild): Promise<void> {
  const out = (name: string) => `${scratch}-out-${name}`;
  const imageCache = (name: string) => ({ SITE_IMAGE_CACHE: `${scratch}-image-cache-${name}` });
  const cold = timedBuild(data, out('cold'), imageCache('full'));
  const page = await townPageBytes(out('cold'));
  const sizes = await largestFiles(out('cold'));
  await rm(out('cold'), { recursive: true });
  const first: HostingFigures[] = [];
  const cached: HostingFigures[] = [];
  for (let round = 0; round < rounds; round++) {
    const pair = [
      () => first.push(timedBuild(data, out(`first-${round}`), imageCache(`empty-${round}`))),
      () => cached.push(timedBuild(data, out(`cached-${round}`), imageCache('full'))),
    ];
    for (const build of round % 2 === 0 ? pair : pair.reverse()) build();
    await Promise.all([out(`first-${round}`), out(`cached-${round}`)].map((folder) => rm(folder, { recursive: true })));
  }
  const wall = (builds: HostingFigures[]) => Math.min(...builds.map((b) => b.seconds));
  const cpu = (builds: HostingFigures[]) => Math.min(...builds.map((b) => b.cpuSeconds));
  const list = (builds: HostingFigures[]) => builds.map((b) => `${b.seconds.toFixed(2)} (CPU ${b.cpuSeconds.toFixed(2)})`).join(', ');
  console.log(
    `${label.padEnd(22)} ${String(cold.pages).padStart(6)} pages  ${cold.files.toLocaleString('en-US')} files  ${mb(cold.bytes)}  ` +
      `first build (empty image cache) ${wall(first).toFixed(2)} s, CPU ${cpu(first).toFixed(2)} s  ` +
      `every card cached ${wall(cached).toFixed(2)} s, CPU ${cpu(cached).toFixed(2)} s  ` +
      `ratio ${(wall(first) / wall(cached)).toFixed(2)} (CPU ${(cpu(first) / cpu(cached)).toFixed(2)})  town page ${(page.mean / 1024).toFixed(1)} KB (mean of ${page.count})`,
  );
  console.log(`${''.padEnd(22)} fastest of ${rounds} rounds: empty image cache ${list(first)} s; every card cached ${list(cached)} s`);
  console.log(`${''.padEnd(22)} every cache empty ${cold.seconds.toFixed(2)} s  ${cold.host}`);
  console.log(`${''.padEnd(22)} largest file ${sizes.largest.file} ${mb(sizes.largest.bytes)}  /service-area ${(sizes.serviceArea / 1024).toFixed(1)} KB`);
}

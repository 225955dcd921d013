// npm run bench: what a large site costs its host (docs/hosting.md): files,
// output bytes and the first build's time with an empty image cache, beside
// the same build with every social card cached, in one run, at
// BENCH_HOSTING_TOWNS (default 10,000; BENCH_50K=1 adds 50,000).
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../src/cli/root.ts';
import { syntheticData } from './synthetic.ts';

interface HostingFigures {
  pages: number;
  files: number;
  bytes: number;
  seconds: number;
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
  for (const towns of counts) {
    const data = path.join(scratch, `data-hosting-${towns}`);
    await syntheticData(path.join(projectRoot, 'data'), data, towns);
    // A cold build first (every cache empty, its own image cache), then two builds that differ only in
    // the image cache, each into a new folder (every page rendered) with the parse and client caches
    // the cold one filled: the first with an empty image cache, the second with every card the first drew.
    const cold = timedBuild(data, path.join(scratch, `out-hosting-${towns}-cold`), {
      SITE_IMAGE_CACHE: path.join(scratch, `image-cache-hosting-${towns}-cold`),
    });
    const env = { SITE_IMAGE_CACHE: path.join(scratch, `image-cache-hosting-${towns}`) };
    const first = timedBuild(data, path.join(scratch, `out-hosting-${towns}-first`), env);
    const cached = timedBuild(data, path.join(scratch, `out-hosting-${towns}-cached`), env);
    const page = await townPageBytes(path.join(scratch, `out-hosting-${towns}-cached`));
    const sizes = await largestFiles(path.join(scratch, `out-hosting-${towns}-cached`));
    console.log(
      `${`hosting, ${towns} towns`.padEnd(22)} ${String(first.pages).padStart(6)} pages  ${first.files.toLocaleString('en-US')} files  ${mb(first.bytes)}  ` +
        `first build (empty image cache) ${first.seconds.toFixed(2)} s  every card cached ${cached.seconds.toFixed(2)} s  ` +
        `ratio ${(first.seconds / cached.seconds).toFixed(2)}  town page ${(page.mean / 1024).toFixed(1)} KB (mean of ${page.count})`,
    );
    console.log(`${''.padEnd(22)} every cache empty ${cold.seconds.toFixed(2)} s  ${first.host}`);
    console.log(`${''.padEnd(22)} largest file ${sizes.largest.file} ${mb(sizes.largest.bytes)}  /service-area ${(sizes.serviceArea / 1024).toFixed(1)} KB`);
  }
}

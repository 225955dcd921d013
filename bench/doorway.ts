// npm run bench: seo/doorway-risk on a generated site (BENCH_DOORWAY_TOWNS, default 50,000 towns).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '../src/cli/root.ts';
import { syntheticData } from './synthetic.ts';

interface DoorwayFigures {
  pages: number;
  towns: number;
  renderSeconds: number;
  seconds: number;
  /** CPU time of the rule: steadier than the wall on a busy machine. */
  cpuSeconds: number;
  heapGrowthMb: number;
  maxRssMb: number;
  clusters: number;
  largest?: { pages: number; severity: string };
}

export async function benchDoorway(scratch: string): Promise<void> {
  const towns = Number(process.env.BENCH_DOORWAY_TOWNS ?? 50_000);
  const data = path.join(scratch, `data-doorway-${towns}`);
  await syntheticData(path.join(projectRoot, 'data'), data, towns);
  const output = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', pathToFileURL(path.join(projectRoot, 'src/typescript-hooks.js')).href, path.join(projectRoot, 'bench/doorway-child.ts'), data],
    { cwd: projectRoot, env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8', maxBuffer: 1 << 20 },
  );
  const f = JSON.parse(output) as DoorwayFigures;
  console.log(
    `${`doorway-risk, ${towns} towns`.padEnd(22)} ${String(f.pages).padStart(6)} pages  rule ${f.seconds.toFixed(2)} s wall, ${f.cpuSeconds.toFixed(2)} s CPU (${((f.cpuSeconds * 1000) / f.pages).toFixed(3)} ms/page)  ` +
      `findings keep ${f.heapGrowthMb.toFixed(0)} MB  peak RSS ${f.maxRssMb.toFixed(0)} MB  (rendering and reading the pages ${f.renderSeconds.toFixed(1)} s, not counted)  ` +
      `${f.clusters} clusters, largest ${f.largest?.pages ?? 0} pages (${f.largest?.severity ?? 'none'})`,
  );
}

// `site dev` timings in their own process, printed as JSON: the first page
// after start, and save → updated page for a town's description.
// Like bin/site.js, the server renders with React's production build; the
// dev command then switches NODE_ENV for Vite (see src/cli/dev.ts).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

process.env.NODE_ENV = 'production';
await import('../src/build/pipeline.ts');
process.env.NODE_ENV = 'development';
const { projectRoot } = await import('../src/cli/root.ts');
const { startDev } = await import('../src/dev/server.ts');

/** A fresh connection each time: a kept-alive one may be closed by the server while idle. */
const get = async (url: string) => (await fetch(url, { headers: { connection: 'close' } })).text();

const [dataDir, saves = '5'] = process.argv.slice(2) as [string, string?];
const dev = await startDev({ root: projectRoot, dataDir, port: 0, host: '127.0.0.1', date: '2026-01-15', log: () => undefined });
await get(`${dev.url}/`);
// Since the process started (node, the TypeScript hooks and the CLI's modules included).
const firstPageMs = process.uptime() * 1000;
// CPU time to that point: on a busy machine (CI, shared cores) the wall time says more about the neighbours.
const { user, system } = process.cpuUsage();
const firstPageCpuMs = (user + system) / 1000;

const towns = path.join(dataDir, 'towns.yaml');
const original = await readFile(towns, 'utf8');
const times: number[] = [];
for (let i = 0; i < Number(saves); i++) {
  const marker = `Edited for the bench, round ${i}.`;
  // A big file may be seen half-written first; the save is done when an update finds no problems.
  const updated = new Promise<void>((resolve) => {
    const done = (update: { problems: number }) => {
      if (update.problems > 0) return;
      dev.events.off('update', done);
      resolve();
    };
    dev.events.on('update', done);
  });
  const started = performance.now();
  await writeFile(towns, original.replace('Our home base at the east gate to Yellowstone.', marker));
  await updated;
  const html = await get(`${dev.url}/cody`);
  if (!html.includes(marker)) throw new Error('the page did not change');
  times.push(performance.now() - started);
}
await writeFile(towns, original);
await dev.close();
times.sort((a, b) => a - b);
process.stdout.write(JSON.stringify({ firstPageMs, firstPageCpuMs, saveToPageMs: times[Math.floor(times.length / 2)] }));

// `npx site`, typed as the README gives it in the project folder: npm finds
// the command in node_modules/.bin (linked there by the `prepare` script that
// `npm ci` runs, scripts/link-bin.js) and starts it at once, without
// installing the project into npm's own cache first, behind a lock a killed
// run would leave for every later `npx site` to wait out. The bound of 2 s is
// a correctness bound (waiting out a stale lock takes tens of seconds), not a
// speed goal.

import { execFileSync, spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../src/cli/root.ts';
import { scratchDir } from '../helpers/scratch.ts';

function npx(args: string[], options: { detached?: boolean } = {}) {
  return spawn('npx', args, { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'], ...options });
}

/** `npx site --version`: its output and how long it took, in ms. */
async function version(): Promise<{ stdout: string; ms: number }> {
  const started = performance.now();
  const child = npx(['site', '--version']);
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => void (stdout += chunk.toString()));
  await new Promise((resolve) => child.on('exit', resolve));
  return { stdout, ms: performance.now() - started };
}

describe.runIf(process.platform === 'linux')('npx site', () => {
  beforeAll(() => {
    // What `npm ci` ends with (its prepare script), for a node_modules installed before the script existed.
    execFileSync(process.execPath, [path.join(projectRoot, 'scripts/link-bin.js')], { cwd: projectRoot });
  });

  it('answers --version within 2 s after a killed `npx site build`', async () => {
    const parent = await scratchDir('site-npx');
    const build = npx(['site', 'build', '--out', path.join(parent, 'dist'), '--date', '2026-01-15'], { detached: true });
    const ended = new Promise((resolve) => build.on('exit', resolve));
    // under way: its staging folder is there
    for (let waited = 0; !(await readdir(parent)).some((name) => name.includes('.site-staging-')); waited += 50) {
      if (waited > 30_000 || build.exitCode !== null) throw new Error('npx site build did not start building');
      await sleep(50);
    }
    process.kill(-build.pid!, 'SIGKILL'); // npx and the build it started, as a closed terminal would
    await ended;

    const after = await version();

    expect(after.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    expect(after.ms).toBeLessThan(2000);
  }, 60_000);
});

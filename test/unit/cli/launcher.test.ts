// bin/site.js restarts a build in the same process with two malloc arenas
// (glibc reads MALLOC_ARENA_MAX only at start); other commands start once.
import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../src/cli/root.ts';
import { scratchDir } from '../helpers/scratch.ts';

/**
 * Runs the launcher with a preload that prints MALLOC_ARENA_MAX and the process
 * id each time Node starts (in its main thread: worker threads run preloads
 * too).
 */
async function starts(args: string[], env: NodeJS.ProcessEnv = {}): Promise<string[]> {
  const preload = path.join(await scratchDir('site-launcher'), 'show-start.mjs');
  await writeFile(
    preload,
    [
      'import { isMainThread } from "node:worker_threads";',
      'if (isMainThread) process.stderr.write(["start", process.env.MALLOC_ARENA_MAX ?? "-", process.pid].join(" ") + "\\n");',
      '',
    ].join('\n'),
  );
  const { stderr } = spawnSync(process.execPath, [path.join(projectRoot, 'bin/site.js'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, MALLOC_ARENA_MAX: undefined, ...env, NODE_OPTIONS: `--import ${preload}` },
  });
  return stderr.split('\n').filter((line) => line.startsWith('start '));
}

describe.runIf(process.platform === 'linux')('the launcher', () => {
  it('starts a build again in the same process with MALLOC_ARENA_MAX=2', async () => {
    const [first, ...again] = await starts(['build', '--data', 'no-such-folder']);
    expect(first).toMatch(/^start - \d+$/);
    const pid = first!.split(' ')[2];
    expect(again.length).toBeGreaterThan(0);
    expect(again).toEqual(again.map(() => `start 2 ${pid}`));
  });

  it('starts other commands once, and keeps a MALLOC_ARENA_MAX the user set', async () => {
    expect(await starts(['--version'])).toEqual([expect.stringMatching(/^start - \d+$/)]);
    expect(await starts(['build', '--data', 'no-such-folder'], { MALLOC_ARENA_MAX: '4' })).toEqual([expect.stringMatching(/^start 4 \d+$/)]);
  });
});

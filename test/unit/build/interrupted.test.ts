// Builds stopped as a machine or a person stops them: `kill -9` at each stage
// (before the staging folder exists, with pages half written, halfway through
// publishing, in place and whole), Ctrl-C, and a second build started into the
// folder while the first is paused publishing. After each, the next build
// leaves exactly one output folder, byte for byte a clean build's, and nothing
// beside it. The builds run as `site build` processes stopped at the build's
// test-only pause points (src/test-pause.ts).

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../src/cli/root.ts';
import type { PauseStage } from '../../../src/test-pause.ts';
import { copyOfData, editFile, runCli, snapshotFolder } from '../helpers/cli.ts';
import { scratchDir } from '../helpers/scratch.ts';

const DATE = '2026-01-15';
/** The bundled content, and the same with every town's description changed (a build that renders and publishes pages). */
let first: string;
let second: string;
let cleanFirst: Record<string, string>;
let cleanSecond: Record<string, string>;

async function cleanBuild(data: string): Promise<Record<string, string>> {
  const out = path.join(await scratchDir('site-clean'), 'dist');
  const result = await runCli('build', '--data', data, '--out', out, '--date', DATE);
  expect(result.code).toBe(0);
  return snapshotFolder(out);
}

beforeAll(async () => {
  first = await copyOfData();
  second = await copyOfData();
  await editFile(path.join(second, 'towns.yaml'), (t) => t.replace(/^ {2}description: (.*)$/gm, '  description: Changed, $1'));
  cleanFirst = await cleanBuild(first);
  cleanSecond = await cleanBuild(second);
}, 180_000);

interface Running {
  /** The process id, once the build has stopped at its pause point. */
  paused(): Promise<number>;
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>;
}

/** `site build` in a process of its own, stopped (SIGSTOP) when it reaches `stage`. */
function startBuild(data: string, out: string, stage?: PauseStage, ...args: string[]): Running {
  const marker = `${out}.paused-${Math.random().toString(36).slice(2)}`;
  const env = { ...process.env, ...(stage ? { SITE_TEST_PAUSE: `${stage}:${marker}` } : {}) };
  const child = spawn(process.execPath, [path.join(projectRoot, 'bin/site.js'), 'build', '--data', data, '--out', out, '--date', DATE, ...args], { env });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, stderr })),
  );
  const paused = async () => {
    while (!existsSync(marker)) {
      if (child.exitCode !== null) throw new Error(`the build ended before it paused at ${stage}: ${stderr}`);
      await sleep(100);
    }
    return Number(await readFile(marker, 'utf8'));
  };
  return { paused, done };
}

/** A folder holding the output of a build of `first`. */
async function builtFolder(): Promise<{ parent: string; out: string }> {
  const parent = await scratchDir('site-stopped');
  const out = path.join(parent, 'dist');
  expect((await runCli('build', '--data', first, '--out', out, '--date', DATE)).code).toBe(0);
  return { parent, out };
}

/** Only the output folder in `parent` (markers of the pause points aside): no staging folder, no lock. */
async function besideOutput(parent: string): Promise<string[]> {
  return (await readdir(parent)).filter((name) => !name.includes('.paused-'));
}

describe('a build killed with kill -9', () => {
  it.each<[PauseStage, string[]]>([
    ['staging', []],
    ['rendering', []],
    ['publishing', []],
    ['publishing', ['--clean']],
  ])(
    'at %s %j leaves the next build one output folder equal to a clean build, and nothing beside it',
    async (stage, args) => {
      const { parent, out } = await builtFolder();
      const stopped = startBuild(second, out, stage, ...args);
      process.kill(await stopped.paused(), 'SIGKILL');
      expect((await stopped.done).signal).toBe('SIGKILL');

      const next = await runCli('build', '--data', second, '--out', out, '--date', DATE);

      expect(next.code).toBe(0);
      expect(next.stderr).toMatch(
        /^site build: took over the lock of "[^"]+" from a build that is no longer running \(process \d+, started [\d-]+ [\d:]+ UTC\)\n/,
      );
      expect(await besideOutput(parent)).toEqual(['dist']);
      expect(await snapshotFolder(out)).toEqual(cleanSecond);
    },
    120_000,
  );
});

describe('a build interrupted with Ctrl-C', () => {
  it('removes its staging folder and leaves the previous output as it was', async () => {
    const { parent, out } = await builtFolder();
    const stopped = startBuild(second, out, 'rendering');
    const pid = await stopped.paused();
    expect((await besideOutput(parent)).some((name) => name.includes('.site-staging-'))).toBe(true);
    process.kill(pid, 'SIGINT');
    process.kill(pid, 'SIGCONT');

    const ended = await stopped.done;

    expect(ended.code).toBe(130);
    expect(ended.stderr).toContain('site build: interrupted; the output folder holds the last complete build, and no staging folder is left beside it\n');
    expect(await besideOutput(parent)).toEqual(['dist']);
    expect(await snapshotFolder(out)).toEqual(cleanFirst);
  }, 120_000);
});

describe('two builds into one folder', () => {
  it('never leave a mix: the second refuses while the first is paused publishing, and builds once it is done', async () => {
    const { parent, out } = await builtFolder();
    const paused = startBuild(second, out, 'publishing');
    const pid = await paused.paused();

    const refused = await startBuild(first, out).done;

    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(
      /^error: another site build \(process \d+, started [^)]+\) is writing to "[^"]+"; wait for it to finish and build again \(if no build is running, remove \S+\)\n$/,
    );
    process.kill(pid, 'SIGCONT');
    expect((await paused.done).code).toBe(0);
    expect(await besideOutput(parent)).toEqual(['dist']);
    expect(await snapshotFolder(out)).toEqual(cleanSecond);

    expect((await startBuild(first, out).done).code).toBe(0);
    expect(await snapshotFolder(out)).toEqual(cleanFirst);
  }, 180_000);
});

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
/** The bundled content, and the same with every town's description and the 404 page changed (a build that renders and publishes pages). */
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
  // 404.html is the first file a publish moves, the town pages come later: a publish cut half way leaves a mix of both builds
  await editFile(path.join(second, 'not-found.yaml'), (t) => t.replace("Sorry, we couldn't find", 'Sorry, we could not find'));
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
    const pid = Number(await readFile(marker, 'utf8'));
    // stopped for real (state T): a signal sent between its note and its SIGSTOP would be lost
    while (process.platform === 'linux' && !/^\d+ \(.*\) T /.test(await readFile(`/proc/${pid}/stat`, 'utf8'))) await sleep(20);
    return pid;
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

/** What a stopped build said last (a progress line may come before it on a slow machine). */
function lastLine(text: string): string {
  return text.trimEnd().split('\n').at(-1) ?? '';
}

/** Only the output folder in `parent` (markers of the pause points aside): no staging folder, no lock. */
async function besideOutput(parent: string): Promise<string[]> {
  return (await readdir(parent)).filter((name) => !name.includes('.paused-'));
}

/** Every moment of publishing, in place (a build that keeps pages) and whole (--clean). */
const PUBLISHING: Array<[PauseStage, string[]]> = (['publishing-start', 'publishing', 'publishing-end'] as const).flatMap((stage) => [
  [stage, []] as [PauseStage, string[]],
  [stage, ['--clean']] as [PauseStage, string[]],
]);

describe('a build killed with kill -9', () => {
  it.each<[PauseStage, string[]]>([['staging', []], ['rendering', []], ...PUBLISHING])(
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
      // what it says it did is what it did: each folder it names as removed is gone
      for (const [, name] of next.stderr.matchAll(/^site build: removed (\S+) \(left by a build that was stopped\)$/gm))
        expect(existsSync(path.join(parent, name!))).toBe(false);
      if (stage === 'staging') expect(next.stderr).not.toMatch(/removed|finished|put the previous/);
      expect(await besideOutput(parent)).toEqual(['dist']);
      expect(await snapshotFolder(out)).toEqual(cleanSecond);
    },
    120_000,
  );

  it.each(PUBLISHING)(
    'at %s %j leaves a complete build with its manifest once the next build has settled it, before that build renders',
    async (stage, args) => {
      const { parent, out } = await builtFolder();
      const stopped = startBuild(second, out, stage, ...args);
      process.kill(await stopped.paused(), 'SIGKILL');
      await stopped.done;

      // the next build, stopped before its staging folder: it has settled what the killed one left
      const next = startBuild(second, out, 'staging');
      const pid = await next.paused();
      const settled = await snapshotFolder(out);
      process.kill(pid, 'SIGKILL');
      await next.done;

      expect([cleanFirst, cleanSecond]).toContainEqual(settled);
      expect((await besideOutput(parent)).sort()).toEqual(['.dist.site-lock', 'dist']);
    },
    120_000,
  );
});

describe('a build interrupted with Ctrl-C', () => {
  it.each<[PauseStage, RegExp]>([
    // the staging folder is made right after this pause, before Ctrl-C is handled
    ['staging', /^site build: interrupted; "dist" holds the last complete build(; removed \.dist\.site-staging-\d+-\w{6})?$/],
    ['rendering', /^site build: interrupted; "dist" holds the last complete build; removed \.dist\.site-staging-\d+-\w{6}$/],
  ])(
    'at %s leaves the previous output as it was, nothing beside it, and says what it did',
    async (stage, said) => {
      const { parent, out } = await builtFolder();
      const stopped = startBuild(second, out, stage);
      const pid = await stopped.paused();
      process.kill(pid, 'SIGINT');
      process.kill(pid, 'SIGCONT');

      const ended = await stopped.done;

      expect(ended.code).toBe(130);
      expect(lastLine(ended.stderr)).toMatch(said);
      expect(await besideOutput(parent)).toEqual(['dist']);
      expect(await snapshotFolder(out)).toEqual(cleanFirst);
    },
    120_000,
  );

  it.each(PUBLISHING)(
    'at %s %j (its publish cannot be cut in two) leaves the new build and says so',
    async (stage, args) => {
      const { parent, out } = await builtFolder();
      const stopped = startBuild(second, out, stage, ...args);
      const pid = await stopped.paused();
      process.kill(pid, 'SIGINT');
      process.kill(pid, 'SIGCONT');

      const ended = await stopped.done;

      expect(ended.code).toBe(130);
      expect(lastLine(ended.stderr)).toMatch(
        /^site build: interrupted; "dist" holds this build, published before the interruption(; removed \.dist\.site-staging-\d+-\w{6}(-old)?)*$/,
      );
      for (const [, name] of ended.stderr.matchAll(/removed (\S+?)(?=;|\n)/g)) expect(existsSync(path.join(parent, name!))).toBe(false);
      expect(await besideOutput(parent)).toEqual(['dist']);
      // the page records may not have been written: the next build renders again and ends equal to a clean build
      expect((await runCli('build', '--data', second, '--out', out, '--date', DATE)).code).toBe(0);
      expect(await snapshotFolder(out)).toEqual(cleanSecond);
    },
    120_000,
  );
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

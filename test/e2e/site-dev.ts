// `site dev` started by a browser test on a scratch folder: its URL, what it
// has printed so far (stdout and stderr together), and a stop that waits for
// it to exit after Ctrl-C.

import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from './paths.ts';

export interface RunningDev {
  url: string;
  /** Everything the process has printed so far. */
  readonly output: string;
  stop(): Promise<void>;
}

const READY = /site dev: (http:\/\/\S+)/;

/** Starts `site dev --port 0 …args` in `cwd` and resolves once it prints its URL. */
export async function startSiteDev(args: readonly string[], cwd: string = ROOT): Promise<RunningDev> {
  let output = '';
  const server = spawn(process.execPath, [path.join(ROOT, 'bin/site.js'), 'dev', ...args, '--port', '0'], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  server.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  await expect.poll(() => READY.exec(output)?.[1], { timeout: 30_000 }).toBeTruthy();
  return {
    url: READY.exec(output)![1]!,
    get output() {
      return output;
    },
    async stop() {
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGINT');
      await exited;
    },
  };
}

/** `site dev` on a scratch folder of one spec: the folder, the running server and its URL. */
export interface DevOnScratch {
  readonly scratch: string;
  readonly dev: RunningDev;
  readonly url: string;
}

/**
 * Registers `site dev` on a scratch folder for the tests of the calling spec:
 * before the first, `prepare` fills the folder and gives the arguments (and
 * the folder to start in); a failed test gets what it printed attached; after
 * the last, it is stopped and the folder removed.
 */
export function siteDevOnScratch(name: string, prepare: (scratch: string) => Promise<{ args: string[]; cwd?: string }>): DevOnScratch {
  let scratch: string | undefined;
  let dev: RunningDev | undefined;
  test.beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), `site-${name}-e2e-`));
    const { args, cwd } = await prepare(scratch);
    dev = await startSiteDev(args, cwd);
  });
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('site dev output', { body: dev?.output ?? '', contentType: 'text/plain' });
  });
  test.afterAll(async () => {
    await dev?.stop();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });
  const started = () => {
    if (!scratch || !dev) throw new Error('site dev is started before the first test');
    return { scratch, dev };
  };
  return {
    get scratch() {
      return started().scratch;
    },
    get dev() {
      return started().dev;
    },
    get url() {
      return started().dev.url;
    },
  };
}

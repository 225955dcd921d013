// `site dev` started by a browser test on a scratch folder: its URL, what it
// has printed so far (stdout and stderr together), and a stop that waits for
// it to exit after Ctrl-C.

import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';
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

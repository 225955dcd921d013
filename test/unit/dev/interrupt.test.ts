import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';
import { projectRoot } from '../../../src/cli/root.ts';
import { copyOfData } from '../helpers/cli.ts';

it('site dev stops on Ctrl-C with exit 0, leaving no watcher or Vite behind (the process ends)', async () => {
  const data = await copyOfData();
  const child = spawn(process.execPath, [path.join(projectRoot, 'bin/site.js'), 'dev', '--data', data, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await expect.poll(() => /site dev: (http:\/\/\S+)/.exec(output)?.[1], { timeout: 60_000 }).toBeTruthy();
    const url = /site dev: (http:\/\/\S+)/.exec(output)![1]!;
    // Vite is up once an island module answers: its watcher and WebSocket server are running too.
    await expect.poll(async () => (await fetch(`${url}/__vite/@vite/client`, { headers: { connection: 'close' } })).status, { timeout: 60_000 }).toBe(200);
    child.kill('SIGINT');
    const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve('still running 20 s after Ctrl-C'), 20_000))]);
    expect(code).toBe(0);
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}, 120_000);

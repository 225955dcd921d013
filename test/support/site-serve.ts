// A built site served by `site serve` (the host's headers, redirects and
// clean URLs, as Cloudflare Pages serves them), for the browser tests.

import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SITE = path.join(ROOT, 'bin/site.js');

/** `site build` into `out` (from `data`, the project's content by default); throws when the build fails. */
export function buildSite(out: string, date: string, data?: string): void {
  const args = [SITE, 'build', '--out', out, '--date', date, ...(data ? ['--data', data] : [])];
  const build = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`site build failed with exit code ${build.status ?? build.signal}`);
}

export interface ServedSite {
  url: string;
  stop(): Promise<void>;
}

/** Starts `site serve` on a free port for `out`. */
export async function serveSite(out: string): Promise<ServedSite> {
  const server = spawn(process.execPath, [SITE, 'serve', '--out', out, '--port', '0', '--host', '127.0.0.1'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`site serve did not start within 30 s:\n${output}`)), 30_000);
    server.stdout!.setEncoding('utf8');
    server.stdout!.on('data', (chunk: string) => {
      output += chunk;
      const match = /^Serving .* at (http:\/\/\S+)$/m.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    server.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`site serve exited early (${code ?? signal}):\n${output}`));
    });
  });
  return {
    url,
    async stop() {
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}

// Builds the site once into .e2e-dist/ and starts `site serve` on a free port.
// The returned function is Playwright's global teardown: it stops the server.

import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { BASE_URL_ENV, BUILD_DATE, OUT_DIR, ROOT } from './paths.ts';

const SITE = path.join(ROOT, 'bin/site.js');

export default async function globalSetup(): Promise<() => Promise<void>> {
  // The folder is the tests' own; a copy from before build manifests existed would be refused by the output guard.
  rmSync(OUT_DIR, { recursive: true, force: true });
  console.log(`[e2e] site build --out ${path.relative(ROOT, OUT_DIR)} --date ${BUILD_DATE}`);
  const build = spawnSync(process.execPath, [SITE, 'build', '--out', OUT_DIR, '--date', BUILD_DATE], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`site build failed with exit code ${build.status ?? build.signal}`);

  const server = spawn(process.execPath, [SITE, 'serve', '--out', OUT_DIR, '--port', '0', '--host', '127.0.0.1'], {
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
  console.log(`[e2e] site serve at ${url}`);
  process.env[BASE_URL_ENV] = url;

  return async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
}

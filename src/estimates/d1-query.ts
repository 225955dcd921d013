// Reading the project's D1 database from the command line (`site leads`,
// `site report`): one SELECT through wrangler (`wrangler d1 execute --json`),
// local unless remote. Wrangler runs behind a small interface so tests can
// stand in for it.

import { spawn } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';

/** database_name in wrangler.jsonc. */
export const DEFAULT_DATABASE = 'basin-estimates';

export interface D1Target {
  database: string;
  /** The Cloudflare database (otherwise wrangler's local one). */
  remote: boolean;
  /** Local state folder (wrangler's --persist-to). */
  persistTo?: string;
}

/** Runs wrangler with these arguments; `input`, when given, is its standard input (a secret's value). */
export type WranglerRunner = (args: string[], input?: string) => Promise<{ code: number; stdout: string; stderr: string }>;

function wranglerArgs(target: D1Target, sql: string): string[] {
  const where = target.remote ? ['--remote'] : ['--local', ...(target.persistTo ? ['--persist-to', target.persistTo] : [])];
  return ['d1', 'execute', target.database, ...where, '--json', '--command', sql];
}

/** The rows of one SELECT; throws with wrangler's own message (and the migration to apply when a table is missing). */
export async function queryD1<T>(target: D1Target, sql: string, run: WranglerRunner): Promise<T[]> {
  const result = await run(wranglerArgs(target, sql));
  if (result.code !== 0) {
    const said = `${result.stderr}\n${result.stdout}`.trim();
    const hint = /no such (table|column)/i.test(said)
      ? `\nApply the migrations first: npx wrangler d1 migrations apply ${target.database} ${target.remote ? '--remote' : '--local'}`
      : '';
    throw new Error(`wrangler d1 execute failed (exit ${result.code}):\n${said.split('\n').slice(-8).join('\n')}${hint}`);
  }
  const parsed = JSON.parse(result.stdout) as { results?: T[] }[];
  return parsed[0]?.results ?? [];
}

/** Runs the project's wrangler in `cwd` (where wrangler.jsonc is), quiet and without telemetry. */
export const spawnWrangler =
  (cwd: string): WranglerRunner =>
  (args, input) =>
    new Promise((resolve, reject) => {
      // the bin by its package folder: wrangler's `exports` do not list bin/
      const bin = path.join(path.dirname(createRequire(import.meta.url).resolve('wrangler/package.json')), 'bin/wrangler.js');
      const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true' };
      const child = spawn(process.execPath, [bin, ...args], { cwd, env, stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'] });
      child.stdin?.end(input);
      let stdout = '';
      let stderr = '';
      child.stdout?.on('data', (chunk) => (stdout += chunk));
      child.stderr?.on('data', (chunk) => (stderr += chunk));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
    });

// The built site under Cloudflare's own runtime, as it is deployed: `wrangler
// dev` (workerd, offline) from the project root, so with wrangler.jsonc and
// the Worker it names, its static assets a site built into a temporary folder
// (--assets), a local D1 (SQLite) there too, migrations applied first. One
// instance per test file; its scheduled handler runs on a request to
// /cdn-cgi/handler/scheduled (`scheduledUrl`).

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const WRANGLER = path.join(ROOT, 'node_modules/wrangler/bin/wrangler.js');
const SITE = path.join(ROOT, 'bin/site.js');
/** The build date of the site served (what is dated after it is held back). */
export const BUILD_DATE = '2026-01-15';
/** The D1 binding in wrangler.jsonc. */
const DATABASE = 'DB';

/** Wrangler without the network: no metrics, no update check, no Request.cf download. */
export function wranglerEnv(logDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_SEND_ERROR_REPORTS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_LOG_PATH: logDir,
    NO_UPDATE_NOTIFIER: '1',
    CI: '1',
  };
}

export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface WorkerDev {
  url: string;
  /** The built site the Worker serves as its static assets. */
  out: string;
  /** The local D1 state folder (--persist-to). */
  state: string;
  /** Rows of a SELECT on the local D1 (through `wrangler d1 execute --json`). */
  query<T = Record<string, unknown>>(sql: string): T[];
  stop(): Promise<void>;
}

export interface WorkerDevOptions {
  /** Extra environment variables of the Worker (wrangler.jsonc `vars` and secrets). */
  vars?: Record<string, string>;
  /** The data folder to build (default: the bundled data/). */
  dataDir?: string;
  /** Rows put into the local D1 before the Worker starts (SQL statements run after the migrations). */
  seed?: string;
}

/** Builds the bundled site into a temp folder and serves it with `wrangler dev` from the project root. */
export async function startWorkerDev(options: WorkerDevOptions = {}): Promise<WorkerDev> {
  const tmp = mkdtempSync(path.join(tmpdir(), 'worker-dev-'));
  const out = path.join(tmp, 'dist');
  const state = path.join(tmp, 'state');
  const logs = path.join(tmp, 'logs');
  mkdirSync(logs);
  const env = wranglerEnv(logs);
  const data = options.dataDir ? ['--data', options.dataDir] : [];
  run(process.execPath, [SITE, 'build', '--out', out, '--date', BUILD_DATE, ...data], env);
  run(process.execPath, [WRANGLER, 'd1', 'migrations', 'apply', DATABASE, '--local', '--persist-to', state], env);
  if (options.seed) run(process.execPath, [WRANGLER, 'd1', 'execute', DATABASE, '--local', '--persist-to', state, '--command', options.seed], env);

  const port = await freePort();
  const inspector = await freePort();
  const vars = Object.entries(options.vars ?? {}).flatMap(([k, v]) => ['--var', `${k}:${v}`]);
  const args = [WRANGLER, 'dev', '--assets', out, '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspector), '--persist-to', state];
  const child = spawn(process.execPath, [...args, '--live-reload=false', '--show-interactive-dev-session=false', ...vars], {
    cwd: ROOT,
    env,
    detached: true, // its own process group: stop() ends wrangler and workerd together
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForReady(child, url);

  return {
    url,
    out,
    state,
    query<T>(sql: string): T[] {
      const result = run(process.execPath, [WRANGLER, 'd1', 'execute', DATABASE, '--local', '--persist-to', state, '--json', '--command', sql], env);
      return (JSON.parse(result) as { results: T[] }[])[0].results;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid!, 'SIGTERM');
        await exited;
      }
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/**
 * The address that runs the Worker's scheduled handler as the cron `cron` would
 * at `time` (ms): Miniflare's trigger under wrangler dev. (wrangler dev
 * --test-scheduled's /__scheduled takes no time, and never reaches the
 * Worker: run_worker_first sends it to the static assets.)
 */
export function scheduledUrl(site: { url: string }, cron: string, time: number): string {
  return `${site.url}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(cron)}&time=${time}`;
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv): string {
  const result = spawnSync(command, args, { cwd: ROOT, env, encoding: 'utf8', timeout: 120_000 });
  if (result.status !== 0)
    throw new Error(`${path.basename(args[0])} ${args.slice(1, 4).join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

async function waitForReady(child: ChildProcess, url: string): Promise<void> {
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited (${child.exitCode}):\n${output}`);
    try {
      if ((await request(`${url}/`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  process.kill(-child.pid!, 'SIGTERM');
  throw new Error(`wrangler dev did not answer within 60 s:\n${output}`);
}

export interface FakeMailApi {
  url: string;
  /** Status the next calls answer with. */
  status: number;
  received: { authorization: string; body: { from: string; to: string; subject: string; text: string } }[];
  /** Resolves once `count` messages have arrived. */
  waitFor(count: number): Promise<void>;
  close(): Promise<void>;
}

/** A local stand-in for the HTTP mail API. */
export async function startFakeMailApi(): Promise<FakeMailApi> {
  const waiters: { count: number; resolve: () => void }[] = [];
  const api = { status: 200, received: [] } as unknown as FakeMailApi & { server: Server };
  const server = createServer(async (req: IncomingMessage, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    api.received.push({ authorization: req.headers.authorization ?? '', body: JSON.parse(text) });
    res.writeHead(api.status, { 'content-type': 'application/json' }).end(api.status === 200 ? '{"id":"fake"}' : '{"error":"down"}');
    for (const w of waiters.filter((w) => api.received.length >= w.count)) w.resolve();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`;
  api.waitFor = (count) => (api.received.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve })));
  api.close = () => new Promise((resolve) => server.close(() => resolve()));
  return api;
}

export interface PlainResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * One HTTP request on a fresh connection (no keep-alive): fetch's pooled
 * sockets race against the dev server closing idle ones ("other side closed").
 */
export function request(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<PlainResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

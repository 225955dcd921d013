// A small static server that answers like Cloudflare (Workers static assets): _redirects first
// (even over existing files), then the file for the path, else 404.html with
// status 404; _headers on every file response.

import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { UsageError } from '../errors.ts';
import type { ConfigWarning } from '../host/config-warning.ts';
import { headersFor, parseHeaders, type HeaderRule } from '../host/headers.ts';
import { matchRedirect, parseRedirects, redirectLocation } from '../host/redirects.ts';
import { contentType, resolvePath, type Resolution } from '../host/serving.ts';
import { edgeCard } from './edge-cards.ts';
import { refuseRequest, requestCheck, type RequestCheck } from './request-check.ts';

export interface ServeOptions {
  /** The built output folder. */
  dir: string;
  /** 0 picks a free port. */
  port: number;
  host: string;
  /** Names the server answers to besides the loopback ones (request-check.ts). */
  allowedHosts?: readonly string[];
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:4173 (no trailing slash). */
  url: string;
  /** The port it listens on (the one picked when asked for 0). */
  port: number;
  close(): Promise<void>;
}

/** Default headers, as the host sends them; _headers may override them. */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** The lines of the folder's _redirects and _headers that the server skips (and the host would reject), for the CLI to show at startup. */
export function configWarnings(dir: string): Array<ConfigWarning & { file: '_redirects' | '_headers' }> {
  const source = folderSource(dir);
  return [
    ...parseRedirects(source.config('_redirects')).warnings.map((w) => ({ ...w, file: '_redirects' as const })),
    ...parseHeaders(source.config('_headers')).warnings.map((w) => ({ ...w, file: '_headers' as const })),
  ];
}

export async function startServer(options: ServeOptions): Promise<RunningServer> {
  const source = folderSource(options.dir);
  let check: RequestCheck = () => 'the server is starting';
  const server = createServer((req, res) => {
    const refused = check(req);
    if (refused) refuseRequest(res, refused);
    else void answer(source, req, res);
  });
  const running = await listen(server, options.port, options.host);
  check = requestCheck(options.host, running.port, options.allowedHosts);
  return running;
}

/** Listens on host:port; a port in use is a usage error (exit 2), not a crash. */
export async function listen(server: Server, port: number, host: string): Promise<RunningServer> {
  await new Promise<void>((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new UsageError(`port ${port} on ${host} is in use; pick another with --port (0 picks a free one)`) : error);
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shown = address.family === 'IPv6' || address.address.includes(':') ? `[${address.address}]` : address.address;
  return {
    url: `http://${shown}:${address.port}`,
    port: address.port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/**
 * What the server answers from: a built output folder (`site serve`) or the
 * routes rendered on request (`site dev`). Paths are out-relative ("cody.html").
 */
export interface SiteSource {
  /** _redirects or _headers text; empty when there is none. */
  config(name: '_redirects' | '_headers'): string;
  exists(file: string): boolean;
  read(file: string): Promise<Buffer>;
}

function folderSource(dir: string): SiteSource {
  const root = path.resolve(dir);
  return {
    config: (name) => readConfig(root, name),
    exists: (file) => fileExists(root, file),
    read: (file) => readFile(path.join(root, file)),
  };
}

/** Answers one request from `source`; an error inside goes to `fail` (a plain 500 unless the caller shows more). */
export async function answer(source: SiteSource, req: IncomingMessage, res: ServerResponse, fail: ErrorPage = internalError): Promise<void> {
  try {
    await handle(source, req, res);
  } catch (error) {
    fail(error, req, res);
  }
}

export type ErrorPage = (error: unknown, req: IncomingMessage, res: ServerResponse) => void;

function internalError(error: unknown, _req: IncomingMessage, res: ServerResponse): void {
  if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(`Internal error: ${error instanceof Error ? error.message : String(error)}\n`);
}

/** Reads a config file of the output folder; a missing file is empty. */
function readConfig(root: string, name: string): string {
  try {
    return readFileSync(path.join(root, name), 'utf8');
  } catch {
    return '';
  }
}

function fileExists(root: string, file: string): boolean {
  const full = path.join(root, file);
  if (full !== root && !full.startsWith(root + path.sep)) return false;
  try {
    return statSync(full).isFile();
  } catch {
    return false;
  }
}

/** What the host answers for a URL: a redirect, or a file (null: plain "Not Found") with its status. */
export type Answer = { kind: 'redirect'; status: number; location: string } | { kind: 'file'; status: 200 | 404; file: string | null };

/** Pure given `source`: _redirects first (even over existing files), then the file for the path, else 404.html. */
export function resolveRequest(source: SiteSource, url: URL): Answer {
  const rule = matchRedirect(parseRedirects(source.config('_redirects')).rules, url.pathname);
  const exists = (file: string) => source.exists(file);
  let resolution: Resolution;
  if (rule && rule.status !== 200) return { kind: 'redirect', status: rule.status, location: redirectLocation(rule.to, url.search) };
  if (rule) {
    // 200 rewrite: serve the target's content at the requested URL.
    resolution = resolvePath(new URL(rule.to, 'http://localhost').pathname, exists);
    if (resolution.kind === 'redirect') resolution = { kind: 'not-found' };
  } else {
    resolution = resolvePath(url.pathname, exists);
  }
  if (resolution.kind === 'redirect') return { kind: 'redirect', status: 308, location: resolution.location + url.search };
  if (resolution.kind === 'file') return { kind: 'file', status: 200, file: resolution.file };
  return { kind: 'file', status: 404, file: exists('404.html') ? '404.html' : null };
}

async function handle(source: SiteSource, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    res.end('Method Not Allowed\n');
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  // a town's social card, drawn as the host's function draws it (serve/edge-cards.ts)
  const card = await edgeCard(source, url.pathname);
  if (card) {
    sendBody(req, res, card.status, Object.fromEntries(card.headers), Buffer.from(await card.arrayBuffer()));
    return;
  }
  const found = resolveRequest(source, url);
  if (found.kind === 'redirect') {
    sendRedirect(res, found.status, found.location);
    return;
  }
  const headerRules: HeaderRule[] = parseHeaders(source.config('_headers')).rules;
  const headers: Record<string, string | number> = { 'cache-control': DEFAULT_CACHE_CONTROL };
  for (const [key, { value }] of headersFor(headerRules, url.pathname)) headers[key] = value;
  if (!found.file) {
    sendBody(req, res, found.status, { ...headers, 'content-type': 'text/plain; charset=utf-8' }, Buffer.from('Not Found\n'));
    return;
  }
  const type = contentType(found.file);
  const body = await source.read(found.file);
  // Static hosts compress text; so does the preview, so page-speed checks see what visitors get.
  if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    sendBody(req, res, found.status, { 'content-type': type, ...headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' }, gzipSync(body));
    return;
  }
  sendBody(req, res, found.status, { 'content-type': type, ...headers }, body);
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml)|image\/svg)/;

function sendRedirect(res: ServerResponse, status: number, location: string): void {
  res.writeHead(status, { location, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`Redirecting to ${location}\n`);
}

function sendBody(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string | number>, body: Buffer): void {
  res.writeHead(status, { ...headers, 'content-length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

// A small static server that answers like Cloudflare Pages: _redirects first
// (even over existing files), then the file for the path, else 404.html with
// status 404; _headers on every file response.

import { createReadStream, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { headersFor, parseHeaders, type HeaderRule } from './headers.ts';
import { matchRedirect, parseRedirects, redirectLocation, type RedirectRule } from './redirects.ts';
import { contentType, resolvePath, type Resolution } from './resolve.ts';

export interface ServeOptions {
  /** The built output folder. */
  dir: string;
  /** 0 picks a free port. */
  port: number;
  host: string;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:4173 (no trailing slash). */
  url: string;
  close(): Promise<void>;
}

/** Default headers, as the host sends them; _headers may override them. */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

export async function startServer(options: ServeOptions): Promise<RunningServer> {
  const root = path.resolve(options.dir);
  const server = createServer((req, res) => {
    try {
      handle(root, req, res);
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`Internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' || address.address.includes(':') ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
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

function handle(root: string, req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
    res.end('Method Not Allowed\n');
    return;
  }
  const url = new URL(req.url ?? '/', 'http://localhost');
  const redirects: RedirectRule[] = parseRedirects(readConfig(root, '_redirects')).rules;
  const headerRules: HeaderRule[] = parseHeaders(readConfig(root, '_headers')).rules;
  const exists = (file: string) => fileExists(root, file);

  const rule = matchRedirect(redirects, url.pathname);
  let resolution: Resolution;
  if (rule && rule.status !== 200) {
    sendRedirect(res, rule.status, redirectLocation(rule.to, url.search));
    return;
  } else if (rule) {
    // 200 rewrite: serve the target's content at the requested URL.
    const target = new URL(rule.to, 'http://localhost');
    resolution = resolvePath(target.pathname, exists);
    if (resolution.kind === 'redirect') resolution = { kind: 'not-found' };
  } else {
    resolution = resolvePath(url.pathname, exists);
  }

  if (resolution.kind === 'redirect') {
    sendRedirect(res, 308, resolution.location + url.search);
    return;
  }
  const status = resolution.kind === 'file' ? 200 : 404;
  const file = resolution.kind === 'file' ? resolution.file : exists('404.html') ? '404.html' : null;
  const headers: Record<string, string | number> = { 'cache-control': DEFAULT_CACHE_CONTROL };
  for (const [key, { value }] of headersFor(headerRules, url.pathname)) headers[key] = value;
  if (!file) {
    sendBody(req, res, status, { ...headers, 'content-type': 'text/plain; charset=utf-8' }, Buffer.from('Not Found\n'));
    return;
  }
  const full = path.join(root, file);
  const type = contentType(file);
  // Static hosts compress text; so does the preview, so page-speed checks see what visitors get.
  if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    sendBody(req, res, status, { 'content-type': type, ...headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' }, gzipSync(readFileSync(full)));
    return;
  }
  res.writeHead(status, { 'content-type': type, ...headers, 'content-length': statSync(full).size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(full)
    .on('error', () => res.destroy())
    .pipe(res);
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

// The check in front of every request a local server answers (`site serve`,
// and `site dev`: its pages, /admin/ and the CMS backend, /__vite/, the
// live-reload WebSocket). The server listens on the owner's machine while
// they browse other sites, so it answers only requests addressed to it:
//
// - the Host header must name the address it listens on (127.0.0.1,
//   localhost, [::1], or a name the owner adds with --allowed-host) with its
//   port: a page of another site that rebinds its own name to 127.0.0.1
//   (DNS rebinding) still sends its own name as Host;
// - a request that can change something (any method but GET and HEAD, and
//   every WebSocket) must carry an Origin of that same address: a page of
//   another origin cannot set it. A request with a foreign Origin is
//   refused whatever its method.
//
// Anything else is answered 403 with a one-line reason.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/** The loopback names every local server answers to. */
const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]'];

/** The reason a request is refused, or null when it is addressed to this server. */
export type RequestCheck = (req: IncomingMessage) => string | null;

/**
 * The check for a server listening on `listenHost`:`port`. `allowedHosts`:
 * further names the owner lets through (a name, or ".example.test" for that
 * name and every name below it), as Vite's `server.allowedHosts`.
 */
export function requestCheck(listenHost: string, port: number, allowedHosts: readonly string[] = []): RequestCheck {
  const names = [...LOOPBACK, ...(isWildcard(listenHost) ? [] : [bracketed(listenHost)]), ...allowedHosts.map((h) => h.toLowerCase())];
  const accepts = (host: string | undefined) => host !== undefined && acceptsHost(host.toLowerCase(), names, port);
  const addresses = `${LOOPBACK.map((name) => `${name}:${port}`).join(', ')}${allowedHosts.length ? ' or an --allowed-host' : ''}`;
  return (req) => {
    const host = req.headers.host;
    if (!accepts(host)) return `Host "${host ?? ''}" is not this server (${addresses}); add a name with --allowed-host`;
    const origin = req.headers.origin;
    const changes = (req.method !== 'GET' && req.method !== 'HEAD') || req.headers.upgrade !== undefined;
    if (origin === undefined) return changes ? `a ${req.method} request must come from a page of this server (no Origin header)` : null;
    if (!accepts(originHost(origin))) return `Origin "${origin}" is not a page of this server (${addresses})`;
    return null;
  };
}

/** Answers a refused request: 403, the reason on one line. */
export function refuseRequest(res: ServerResponse, reason: string): void {
  const body = `Forbidden: ${reason}\n`;
  res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store' });
  res.end(body);
}

/** Answers a refused WebSocket upgrade on its raw socket: 403, the reason on one line. */
export function refuseUpgrade(socket: Duplex, reason: string): void {
  const body = `Forbidden: ${reason}\n`;
  socket.end(
    `HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

function acceptsHost(host: string, names: readonly string[], port: number): boolean {
  // no port: http's own, 80 (browsers leave it out)
  const at = host.endsWith(']') ? -1 : host.lastIndexOf(':');
  const [name, given] = at === -1 ? [host, '80'] : [host.slice(0, at), host.slice(at + 1)];
  if (given !== String(port)) return false;
  return names.some((allowed) => allowed === name || (allowed.startsWith('.') && (name === allowed.slice(1) || name.endsWith(allowed))));
}

/** "http://localhost:4321" → "localhost:4321"; anything else (another scheme, "null", not a URL) → undefined. */
function originHost(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && url.origin === origin ? url.host : undefined;
  } catch {
    return undefined;
  }
}

function isWildcard(host: string): boolean {
  return host === '0.0.0.0' || host === '::' || host === '';
}

function bracketed(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host.toLowerCase()}]` : host.toLowerCase();
}

// How Cloudflare Pages serves the output folder: its clean URLs map a
// request path onto a file (`/x` serves x.html, `/x.html` and `/x/` redirect
// (308) to `/x`, `/x/` serves x/index.html when that exists, anything else is
// a 404), the files it never serves, and the content type of each file.
// `site serve`, `site dev` and lint's link check all ask here.

import { RESERVED } from './reserved-paths.ts';

/** Files of the output folder that configure the host (or record the build) and are never served. */
export const HIDDEN_FILES: ReadonlySet<string> = new Set(
  [RESERVED.redirects, RESERVED.headers, RESERVED.routes, RESERVED.worker, RESERVED.manifest].map((entry) => entry.file),
);

/** A path as Netlify matches it, and as Cloudflare redirects "/x/" when "/x" is a page: without its trailing slashes ("/" stays). */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

export type Resolution = { kind: 'file'; file: string } | { kind: 'redirect'; location: string } | { kind: 'not-found' };

/** `exists(file)` says whether a regular file exists at that out-relative path. */
export type FileExists = (file: string) => boolean;

/**
 * Splits a URL pathname into safe, decoded segments, or null when it is
 * malformed or tries to leave the output folder.
 */
export function safeSegments(pathname: string): string[] | null {
  if (!pathname.startsWith('/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.slice(1).split('/');
  if (segments.some((s) => s === '..' || s === '.')) return null;
  return segments;
}

export function resolvePath(pathname: string, exists: FileExists): Resolution {
  const segments = safeSegments(pathname);
  if (!segments) return { kind: 'not-found' };
  if (segments.slice(0, -1).some((s) => s === '')) return { kind: 'not-found' }; // "//" inside the path
  const trailingSlash = segments[segments.length - 1] === '';
  const parts = trailingSlash ? segments.slice(0, -1) : segments;
  const rel = parts.join('/');

  if (rel === '') return exists('index.html') ? { kind: 'file', file: 'index.html' } : { kind: 'not-found' };
  if (parts.length === 1 && HIDDEN_FILES.has(parts[0]!)) return { kind: 'not-found' };

  if (trailingSlash) {
    if (exists(`${rel}/index.html`)) return { kind: 'file', file: `${rel}/index.html` };
    if (exists(`${rel}.html`)) return { kind: 'redirect', location: `/${rel}` };
    return { kind: 'not-found' };
  }

  if (rel.endsWith('.html')) {
    if (!exists(rel)) return { kind: 'not-found' };
    if (rel === 'index.html') return { kind: 'redirect', location: '/' };
    if (rel.endsWith('/index.html')) return { kind: 'redirect', location: `/${rel.slice(0, -'index.html'.length)}` };
    return { kind: 'redirect', location: `/${rel.slice(0, -'.html'.length)}` };
  }

  if (exists(rel)) return { kind: 'file', file: rel };
  if (exists(`${rel}.html`)) return { kind: 'file', file: `${rel}.html` };
  if (exists(`${rel}/index.html`)) return { kind: 'redirect', location: `/${rel}/` };
  return { kind: 'not-found' };
}

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  xml: 'application/xml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  woff: 'font/woff',
  woff2: 'font/woff2',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
};

export function contentType(file: string): string {
  const dot = file.lastIndexOf('.');
  const slash = file.lastIndexOf('/');
  if (dot <= slash) return 'application/octet-stream';
  return CONTENT_TYPES[file.slice(dot + 1).toLowerCase()] ?? 'application/octet-stream';
}

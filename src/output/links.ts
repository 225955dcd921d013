// The link check: every internal href/src in the rendered HTML must reach a
// page, an output file or a _redirects rule.

import type { Route } from '../routes/types.ts';
import { matchesRule } from './redirects.ts';

export interface BrokenLink {
  /** Path of the page that holds the link. */
  page: string;
  href: string;
}

export interface LinkCheckOptions {
  /** Absolute links to this origin are checked like root-relative ones (canonical URLs, …). */
  siteUrl?: string;
  /** Files written outside `files` (client bundles, copied images), relative to the out dir. */
  otherFiles?: Iterable<string>;
}

const ATTRIBUTE = /\s(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

export function checkLinks(
  files: ReadonlyMap<string, string | Uint8Array>,
  routes: Route[],
  rules: readonly { from: string }[],
  options: LinkCheckOptions = {},
): BrokenLink[] {
  const known = new Set(routes.map((r) => r.path));
  for (const file of [...files.keys(), ...(options.otherFiles ?? [])]) known.add(`/${file.replace(/^\/+/, '')}`);
  const pageOf = new Map(routes.map((r) => [r.file, r.path]));
  const origin = options.siteUrl ? new URL(options.siteUrl).origin : null;

  const broken: BrokenLink[] = [];
  for (const [file, text] of files) {
    if (!file.endsWith('.html') || typeof text !== 'string') continue;
    const page = pageOf.get(file) ?? `/${file}`;
    const seen = new Set<string>();
    for (const href of attributeUrls(text)) {
      if (seen.has(href)) continue;
      seen.add(href);
      // Pages are served at any depth (404.html), so a relative link is always a bug.
      if (isRelative(href)) {
        broken.push({ page, href });
        continue;
      }
      const path = internalPath(href, origin);
      if (path !== null && !known.has(path) && !rules.some((rule) => matchesRule(rule.from, path))) broken.push({ page, href });
    }
  }
  return broken;
}

function* attributeUrls(html: string): Generator<string> {
  for (const match of html.matchAll(ATTRIBUTE)) yield decodeEntities(match[1] ?? match[2] ?? '');
}

/** The path an internal URL points at, without query or fragment; null for external, special-scheme or fragment-only links. */
export function internalPath(href: string, origin: string | null): string | null {
  let url = href.trim();
  if (origin && url.toLowerCase().startsWith(origin.toLowerCase())) url = url.slice(origin.length) || '/';
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  const path = url.replace(/[?#].*$/, '');
  return path === '' ? '/' : path;
}

function isRelative(href: string): boolean {
  const url = href.trim();
  return url !== '' && !/^([a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(url);
}

function decodeEntities(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" })[name]!);
}

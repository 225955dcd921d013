// The link check of the rendered templates: every internal href/src must reach
// a page, an output file or a _redirects rule, as the host answers it. Content
// links are `site lint`'s job (links/no-page); this checks what the templates
// add around them (canonical URLs, scripts, images, navigation).

import { decodeEntities } from '../../../src/lint/html-text.ts';
import { internalPath } from '../../../src/lint/internal-path.ts';
import type { Route } from '../../../src/routes/types.ts';
import { firstRedirect, type Redirect } from '../../../src/host/redirects.ts';

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
  rules: readonly Redirect[],
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
    for (const href of new Set(attributeUrls(text))) {
      // Pages are served at any depth (404.html), so a relative link is always a bug.
      const path = isRelative(href) ? href : internalPath(href, origin);
      if (path !== null && (isRelative(href) || (!known.has(path) && !firstRedirect(rules, path)))) broken.push({ page, href });
    }
  }
  return broken;
}

function* attributeUrls(html: string): Generator<string> {
  for (const match of html.matchAll(ATTRIBUTE)) yield decodeEntities(match[1] ?? match[2] ?? '');
}

function isRelative(href: string): boolean {
  const url = href.trim();
  return url !== '' && !/^([a-z][a-z0-9+.-]*:|\/|#|\?)/i.test(url);
}

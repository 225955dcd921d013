// The whole site as text, pure: what `site build` writes, `site dev` serves
// one route at a time and `site lint` reads in memory.

import type { Content } from '../content/types.ts';
import { RESERVED } from '../host/reserved-paths.ts';
import { NO_IMAGES, type ImageSet } from '../images/types.ts';
import type { ClientManifest } from '../islands/bundle.ts';
import { printHeaders } from './headers.ts';
import { printRedirects } from './redirects.ts';
import { type NotReady, printRobots } from './robots.ts';
import { printSitemap } from '../routes/sitemaps.ts';
import type { Route } from '../routes/types.ts';
import { renderPage } from './page.tsx';
import type { Templates } from './templates.ts';

/** One route's file (HTML page or sitemap XML); `site dev` renders routes one at a time with it. */
export function renderRoute(
  route: Route,
  content: Content,
  routes: Route[],
  manifest: ClientManifest | null,
  date: string,
  templates: Templates,
  images: ImageSet = NO_IMAGES,
): string {
  return route.type === 'page' ? renderPage(route, content, manifest, templates, images) : printSitemap(route.template, content, routes, date, images);
}

/** How many of hostFiles are deployed as files: robots.txt (the host reads _redirects and _headers as its configuration). */
export const DEPLOYED_HOST_FILE_COUNT = [RESERVED.robots.file].length;

/** The files that configure the host (_redirects, _headers) and the crawlers (robots.txt). */
export function hostFiles(content: Content, routes: Route[], notReady: NotReady = []): Array<[string, string]> {
  return [
    [RESERVED.redirects.file, printRedirects(content, routes)],
    [RESERVED.headers.file, printHeaders(content, notReady)],
    [RESERVED.robots.file, printRobots(content, notReady)],
  ];
}

/** Every file of the site except the client bundles, static images and the files in `skip`, one at a time. */
export function* renderFiles(
  content: Content,
  routes: Route[],
  manifest: ClientManifest | null,
  date: string,
  templates: Templates,
  images: ImageSet = NO_IMAGES,
  skip: ReadonlySet<string> = new Set(),
  notReady: NotReady = [],
): Generator<[string, string]> {
  for (const route of routes) if (!skip.has(route.file)) yield [route.file, renderRoute(route, content, routes, manifest, date, templates, images)];
  yield* hostFiles(content, routes, notReady);
}

/** A site's files by path in the output folder. */
export type OutputFiles = Map<string, string | Uint8Array>;

/** The whole rendered site in memory (lint and tests). */
export function renderSite(content: Content, routes: Route[], manifest: ClientManifest | null, date: string, templates: Templates): OutputFiles {
  return new Map(renderFiles(content, routes, manifest, date, templates));
}

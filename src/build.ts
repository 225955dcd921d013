import { rm } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { loadSite } from './load-site.ts';
import type { Content } from './content/types.ts';
import { bundleClient, STYLES_ENTRY, type ClientManifest } from './islands/bundle.ts';
import { printHeaders } from './output/headers.ts';
import { printRedirects } from './output/redirects.ts';
import { printSitemap } from './output/sitemaps.ts';
import { copyFolder, createStaging, discardStaging, publishStaging, writeFiles, type OutputFiles } from './output/write.ts';
import { renderPage } from './render/page.tsx';
import { buildRoutes } from './routes/table.ts';
import type { Route } from './routes/types.ts';

export interface BuildOptions {
  root: string;
  dataDir: string;
  outDir: string;
  siteUrl?: string;
  /** lastmod date, YYYY-MM-DD. */
  date: string;
}

export interface BuildSummary {
  pages: number;
  files: number;
  bytes: number;
  seconds: number;
}

/** Pure: every file of the site except the client bundles and static images. */
export function renderSite(content: Content, routes: Route[], manifest: ClientManifest | null, date: string): OutputFiles {
  const files: OutputFiles = new Map();
  for (const route of routes) {
    const text = route.type === 'page' ? renderPage(route, content, manifest) : printSitemap(route.template, content, routes, date);
    files.set(route.file, text);
  }
  files.set('_redirects', printRedirects(content, routes));
  files.set('_headers', printHeaders(content));
  return files;
}

export async function islandNames(root: string): Promise<string[]> {
  const files = await fg('*.tsx', { cwd: path.join(root, 'templates/islands') });
  return files.map((f) => f.replace(/\.tsx$/, '')).sort();
}

/** load → validate → routes → bundle → render → write (atomic). */
export async function buildSite(options: BuildOptions): Promise<BuildSummary> {
  const started = performance.now();
  const { content } = await loadSite(options.dataDir);
  if (options.siteUrl) content.site.siteUrl = options.siteUrl;
  const routes = buildRoutes(content);
  const staging = await createStaging(options.outDir);
  try {
    const manifest = await bundleClient(options.root, staging, await islandNames(options.root));
    await rm(path.join(staging, STYLES_ENTRY));
    const files = renderSite(content, routes, manifest, options.date);
    const bytes = await writeFiles(staging, files);
    await copyFolder(path.join(options.dataDir, 'images'), path.join(staging, 'images'));
    await publishStaging(staging, options.outDir);
    const pages = routes.filter((r) => r.type === 'page').length;
    return { pages, files: files.size, bytes, seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    await discardStaging(staging);
    throw error;
  }
}

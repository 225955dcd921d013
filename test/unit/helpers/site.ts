import path from 'node:path';
import fg from 'fast-glob';
import { renderSite } from '../../../src/render/site.ts';
import { loadSite } from '../../../src/load-site.ts';
import { publishedContent } from '../../../src/content/published.ts';
import { redirectRules } from '../../../src/render/redirects.ts';
import { buildRoutes } from '../../../src/routes/table.ts';
import { repoData } from './cli.ts';
import { siteTemplates } from '../../../templates/index.ts';

/** The bundled content as published on `date`, its route table and every rendered file (no client bundles). */
export async function renderedDefaultSite(date = '2026-01-15') {
  const { content } = publishedContent((await loadSite(repoData, siteTemplates)).content, date);
  const routes = buildRoutes(content);
  const files = renderSite(content, routes, null, date, siteTemplates);
  const images = (await fg('**/*', { cwd: path.join(repoData, 'images') })).map((f) => `images/${f}`);
  return { content, routes, files, images, rules: redirectRules(content, routes) };
}

// `site lint` as a library call: the same loader, route table and renderer
// as the build (no second parser), then the lint engine.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { renderSite } from '../render/site.ts';
import type { SourceFile } from '../content/source.ts';
import { defaultParseCacheDir, openParseCache } from '../content/parse-cache.ts';
import { imageUses } from '../images/references.ts';
import { loadSite } from '../load-site.ts';
import { futureReviewProblems } from '../content/future-dates.ts';
import { publishedContent } from '../content/published.ts';
import { ContentError } from '../errors.ts';
import { buildRoutes } from '../routes/table.ts';
import type { Templates } from '../render/templates.ts';
import type { RuleOverride } from './config.ts';
import { lint } from './run.ts';
import type { LintResult } from './types.ts';

export interface LintSiteOptions {
  dataDir: string;
  /** YYYY-MM-DD. */
  date: string;
  overrides?: RuleOverride[];
  /** Project root: its templates/ are searched for text the data does not hold. */
  root?: string;
  /** The page templates, head and layout (src/site-templates.ts). */
  templates: Templates;
}

export async function lintSite(options: LintSiteOptions): Promise<LintResult> {
  const cache = options.root ? openParseCache(defaultParseCacheDir(options.root)) : undefined;
  const loaded = await loadSite(options.dataDir, options.templates, cache);
  cache?.save();
  const future = futureReviewProblems(loaded, options.date);
  if (future.length > 0) throw new ContentError(future);
  // the pages as the build would publish them that day; the rules read the content as written (their refs index its lists)
  const { content } = publishedContent(loaded.content, options.date);
  const routes = buildRoutes(content);
  const files = renderSite(content, routes, null, options.date, options.templates);
  const images = await fg('images/**/*', { cwd: options.dataDir, stats: true });
  return lint({
    loaded,
    routes,
    files,
    date: options.date,
    staticFiles: images.map((f) => `/${f.path}`),
    images: imageUses(loaded.content, options.templates.pages),
    staticFileBytes: new Map(images.map((f) => [`/${f.path}`, f.stats?.size ?? 0])),
    templateSources: options.root ? await templateSources(options.root) : [],
    overrides: options.overrides,
  });
}

async function templateSources(root: string): Promise<SourceFile[]> {
  const files = await fg('templates/**/*.{tsx,ts}', { cwd: root });
  return files.sort().map((f) => {
    const full = path.join(root, f);
    return { path: path.relative(process.cwd(), full) || f, text: readFileSync(full, 'utf8') };
  });
}

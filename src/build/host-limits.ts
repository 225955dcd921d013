// The host-limit check of a build (host/limits.ts): once the route table is
// built and before anything is rendered, a site over a limit of its host fails
// with the counts; the summary prints them against the limits. The files that
// grow with the site (the pages that list every town, the sitemaps) are
// measured once rendered, before the output is published.

import { stat } from 'node:fs/promises';
import path from 'node:path';

import { ContentError, type ContentProblem } from '../errors.ts';
import { formatCounts, hostPlan, oversizedFiles } from '../host/limits.ts';
import { checkHost } from '../host/output-count.ts';
import type { Content } from '../content/types.ts';
import type { Route } from '../routes/types.ts';
import type { HostLocator } from './content.ts';
import type { BuildOptions } from './types.ts';
import { showsEveryTown } from './workers.ts';

/** Throws on a hard limit exceeded; returns the summary's line and the warnings of a host whose limits are advice. */
export async function checkHostLimits(
  options: BuildOptions,
  content: Content,
  routes: readonly Route[],
  at: HostLocator,
): Promise<{ line: string; warnings: ContentProblem[] }> {
  const { plan, counts, problems } = await checkHost(options.root, options.dataDir, content, options.templates.pages, routes, at);
  if (plan.hard && problems.length > 0) throw new ContentError(problems);
  return { line: formatCounts(plan, counts), warnings: problems };
}

/**
 * Throws when a rendered file that grows with the site is over the host's
 * limit for one file (`staging`: the folder the build writes; a page carried
 * over from the last build is not there, and was measured then).
 */
export async function checkGrownFiles(options: BuildOptions, content: Content, routes: readonly Route[], staging: string, at: HostLocator): Promise<void> {
  const plan = hostPlan(content.site);
  if (!plan.hard || plan.limits.fileBytes === undefined) return;
  const growing = routes.filter((route) => route.type === 'sitemap' || showsEveryTown(route, content, options.templates));
  const sizes = await Promise.all(
    growing.map(async (route) => ({ file: route.file, bytes: (await stat(path.join(staging, route.file)).catch(() => null))?.size ?? 0 })),
  );
  const problems = oversizedFiles(plan, sizes, at);
  if (problems.length > 0) throw new ContentError(problems);
}

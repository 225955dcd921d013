// The host-limit check of a build (host/limits.ts): once the route table is
// built and before anything is rendered, a site over a limit of its host fails
// with the counts; the summary prints them against the limits. A page's or a
// sitemap's size is known once it is rendered: they are measured then, before
// the output is published.

import { stat } from 'node:fs/promises';
import path from 'node:path';

import { inParallel } from '../async/in-parallel.ts';
import { ContentError, type ContentProblem } from '../errors.ts';
import { formatCounts, hostPlan, oversizedFiles } from '../host/limits.ts';
import { checkHost } from '../host/output-count.ts';
import type { Content } from '../content/types.ts';
import type { Route } from '../routes/types.ts';
import type { HostLocator } from './content.ts';
import type { BuildOptions } from './types.ts';

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
 * Throws when a rendered page or sitemap is over the host's limit for one file
 * (`staging`: the folder the build writes; a page carried over from the last
 * build is not there, and was measured then). No template's page grows with
 * the site (the town directory is split into pages), but a content item can
 * make its own page as large as it likes.
 */
export async function checkRenderedFiles(content: Content, routes: readonly Route[], staging: string, at: HostLocator): Promise<void> {
  const plan = hostPlan(content.site);
  if (!plan.hard || plan.limits.fileBytes === undefined) return;
  const sizes: { file: string; bytes: number }[] = [];
  await inParallel(routes, 64, async (route) => {
    const found = await stat(path.join(staging, route.file)).catch(() => null);
    if (found) sizes.push({ file: route.file, bytes: found.size });
  });
  const problems = oversizedFiles(plan, sizes, at);
  if (problems.length > 0) throw new ContentError(problems);
}

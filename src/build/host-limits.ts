// The host-limit check of a build (host/limits.ts): once the route table is
// built and before anything is rendered, a site over a limit of its host fails
// with the counts; the summary prints them against the limits.

import { ContentError, type ContentProblem } from '../errors.ts';
import { formatCounts } from '../host/limits.ts';
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
  const { plan, counts, problems } = await checkHost(options.root, options.dataDir, content, routes, at);
  if (plan.hard && problems.length > 0) throw new ContentError(problems);
  return { line: formatCounts(plan, counts), warnings: problems };
}

// Counts the output against the host's limits before rendering (host/limits.ts
// says what is counted and how it is judged): the route table and host files
// from the content; every other file as the module that writes it says it will.

import { stat } from 'node:fs/promises';
import type { Content } from '../content/types.ts';
import type { ContentProblem } from '../errors.ts';
import { imageUses, type CopyImageSources } from '../images/references.ts';
import { drawingFiles } from '../images/drawings.ts';
import { photoFileCount } from '../images/pipeline.ts';
import { socialCardFiles } from '../images/social-cards.ts';
import { clientFileCount, islandNames } from '../islands/bundle.ts';
import { adminFiles } from '../cms/publish.ts';
import { MANIFEST_FILE_COUNT } from '../output/manifest.ts';
import { printHeaders } from '../render/headers.ts';
import { DEPLOYED_HOST_FILE_COUNT } from '../render/site.ts';
import { redirectRules } from '../render/redirects.ts';
import type { Route } from '../routes/types.ts';
import { countOutput, type FixedOutputs, hostPlan, limitProblems, type HostPlan, type OutputCounts } from './limits.ts';

/**
 * The outputs besides the routes: the client bundle, the drawings copied from
 * data/images (their sizes are known: the largest counts), the photos' encoded
 * widths (at most), the social cards, /admin/ when the site names a CMS
 * repository (the CMS's files from its packages have known sizes too), the
 * build manifest and robots.txt.
 */
export async function fixedOutputs(root: string, dataDir: string, content: Content, templates: CopyImageSources): Promise<FixedOutputs> {
  const admin = adminFiles(content);
  const known = [
    ...(await drawingFiles(dataDir)),
    ...(await Promise.all(admin.packaged.map(async ({ file, source }) => ({ file, bytes: (await stat(source.from)).size })))),
  ];
  const largest = known.reduce<FixedOutputs['largest']>((big, file) => (!big || file.bytes > big.bytes ? file : big), undefined);
  const files = [
    clientFileCount(await islandNames(root)),
    known.length,
    admin.generated.length,
    photoFileCount(dataDir, imageUses(content, templates)),
    socialCardFiles(content),
    MANIFEST_FILE_COUNT,
    DEPLOYED_HOST_FILE_COUNT,
  ];
  return { files: files.reduce((sum, count) => sum + count, 0), largest };
}

export interface HostCheck {
  plan: HostPlan;
  counts: OutputCounts;
  /** Errors over a hard limit, warnings over advice. */
  problems: ContentProblem[];
}

/** The output's counts against the plan data/site.yaml names; `at` locates a problem (at `host:` in site.yaml). */
export async function checkHost(
  root: string,
  dataDir: string,
  content: Content,
  templates: CopyImageSources,
  routes: readonly Route[],
  at: (code: string, message: string) => ContentProblem,
): Promise<HostCheck> {
  const plan = hostPlan(content.site);
  const counts = countOutput(routes, redirectRules(content, routes as Route[]), printHeaders(content), await fixedOutputs(root, dataDir, content, templates));
  return { plan, counts, problems: limitProblems(plan, counts, at) };
}

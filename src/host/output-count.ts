// Counts the output against the host's limits before rendering (host/limits.ts
// says what is counted and how it is judged): the route table and host files
// from the content, the fixed outputs from the project and the data folder.

import { stat } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { Content } from '../content/types.ts';
import type { ContentProblem } from '../errors.ts';
import { isRaster, imageUses, type CopyImageSources } from '../images/references.ts';
import { rasterSources } from '../images/pipeline.ts';
import { requestedWidths } from '../images/slots.ts';
import { socialCardFiles } from '../images/social-cards.ts';
import { islandNames } from '../islands/bundle.ts';
import { cmsFiles } from '../cms/admin.ts';
import { ADMIN_DIR } from '../cms/headers.ts';
import { printHeaders } from '../render/headers.ts';
import { redirectRules } from '../render/redirects.ts';
import type { Route } from '../routes/types.ts';
import { countOutput, type FixedOutputs, hostPlan, limitProblems, type HostPlan, type OutputCounts } from './limits.ts';

/** The client bundle besides one script per island: the runtime, the chunk the islands share and the stylesheet. */
const BUNDLE_FILES = 3;
/** Formats written of each photo width (AVIF, WebP, and JPEG or PNG: images/process.ts). */
const PHOTO_FORMATS = 3;
/** The build manifest. */
const RECORD_FILES = 1;
/** robots.txt (render/robots.ts). */
const CRAWLER_FILES = 1;
/** The files /admin/ writes besides Sveltia CMS's own (cmsFiles): its page, config.yml and formats.js (cms/admin.ts). */
const ADMIN_TEXTS = 3;

/**
 * The outputs besides the routes: the client bundle, the drawings copied from
 * data/images (their sizes are known: the largest counts), the photos' encoded
 * widths (at most: a width wider than its source is not written), the social
 * cards, /admin/ when the site names a CMS repository (Sveltia CMS's files are
 * copied: their sizes are known too) and the build manifest.
 */
export async function fixedOutputs(root: string, dataDir: string, content: Content, templates: CopyImageSources): Promise<FixedOutputs> {
  const islands = (await islandNames(root)).length;
  const drawings = [...(await copiedDrawings(dataDir)), ...(await adminFiles(content))];
  let photos = 0;
  for (const { slots } of rasterSources(dataDir, imageUses(content, templates)).values()) photos += requestedWidths(slots).length * PHOTO_FORMATS;
  const largest = drawings.reduce<FixedOutputs['largest']>((big, file) => (!big || file.bytes > big.bytes ? file : big), undefined);
  const admin = content.site.cms ? ADMIN_TEXTS : 0;
  return { files: islands + BUNDLE_FILES + drawings.length + admin + photos + socialCardFiles(content) + RECORD_FILES + CRAWLER_FILES, largest };
}

/** Sveltia CMS's files (its script, license and fonts), copied into /admin/ when the site names a CMS repository. */
async function adminFiles(content: Content): Promise<Array<{ file: string; bytes: number }>> {
  if (!content.site.cms) return [];
  return Promise.all(cmsFiles().map(async ({ name, from }) => ({ file: `${ADMIN_DIR}/${name}`, bytes: (await stat(from)).size })));
}

async function copiedDrawings(dataDir: string): Promise<Array<{ file: string; bytes: number }>> {
  const base = path.join(dataDir, 'images');
  const files = (await fg('**/*', { cwd: base, onlyFiles: true, dot: true })).filter((file) => !isRaster(file));
  return Promise.all(files.map(async (file) => ({ file: `images/${file}`, bytes: (await stat(path.join(base, file))).size })));
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

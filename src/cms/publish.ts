// The build step that publishes /admin/: the CMS configured for GitHub, the
// repository named in data/site.yaml `cms:` (without it, no /admin/).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Content } from '../content/types.ts';
import type { NotReady } from '../render/robots.ts';
import type { PageTemplate } from '../render/templates.ts';
import { ADMIN_TEXT_FILES, adminTexts, cmsFiles, readCmsFile, type CmsFile } from './admin.ts';
import { ADMIN_DIR } from './headers.ts';
import { cmsConfig } from './config.ts';
import { dataLayout, repositoryPath } from './layout.ts';

export interface AdminInput {
  /** The repository's root (the data folder is named relative to it). */
  root: string;
  dataDir: string;
  content: Content;
  templates: Record<string, PageTemplate>;
  /** The lint errors that keep the site from being indexed: the page lists them. */
  notReady?: NotReady;
}

/** Writes /admin/ into the output folder `outDir`; nothing when the site names no repository. */
export async function writeAdmin(outDir: string, input: AdminInput): Promise<void> {
  const { cms, siteUrl } = input.content.site;
  if (!cms) return;
  const backend = { kind: 'github' as const, repo: cms.repo, branch: cms.branch ?? 'main', siteUrl };
  const { config, formats } = cmsConfig({
    layout: dataLayout(input.dataDir),
    templates: input.templates,
    backend,
    dataPath: repositoryPath(input.root, input.dataDir),
  });
  const dir = path.join(outDir, ADMIN_DIR);
  await mkdir(dir, { recursive: true });
  await Promise.all([
    ...(await adminTexts(config, formats, input.notReady)).map(([name, text]) => writeFile(path.join(dir, name), text)),
    ...adminFiles(input.content).packaged.map(async ({ file, source }) => writeFile(path.join(outDir, file), await readCmsFile(source))),
  ]);
}

/**
 * The files writeAdmin writes, by path in the output: the generated ones, and
 * those taken from packages, with their sources (whose sizes are known before
 * the build).
 */
export function adminFiles(content: Content): { generated: string[]; packaged: Array<{ file: string; source: CmsFile }> } {
  if (!content.site.cms) return { generated: [], packaged: [] };
  return {
    generated: ADMIN_TEXT_FILES.map((name) => `${ADMIN_DIR}/${name}`),
    packaged: cmsFiles().map((source) => ({ file: `${ADMIN_DIR}/${source.name}`, source })),
  };
}

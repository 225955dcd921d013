// The build step that publishes /admin/: the CMS configured for GitHub, the
// repository named in data/site.yaml `cms:` (without it, no /admin/).
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Content } from '../content/types.ts';
import type { PageTemplate } from '../render/templates.ts';
import { adminTexts, decapFiles } from './admin.ts';
import { ADMIN_DIR } from './headers.ts';
import { cmsConfig } from './config.ts';
import { dataLayout } from './layout.ts';

export interface AdminInput {
  /** The repository's root (the data folder is named relative to it). */
  root: string;
  dataDir: string;
  content: Content;
  templates: Record<string, PageTemplate>;
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
    ...(await adminTexts(config, formats)).map(([name, text]) => writeFile(path.join(dir, name), text)),
    ...decapFiles().map(({ name, from }) => copyFile(from, path.join(dir, name))),
  ]);
}

/** The data folder as the repository names it ("data"); a folder outside the project is taken to be the repository's data/. */
function repositoryPath(root: string, dataDir: string): string {
  const relative = path.relative(root, dataDir).split(path.sep).join('/');
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : 'data';
}

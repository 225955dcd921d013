// The files of /admin/: the CMS's page, its generated configuration, the
// script that registers the data formats, and Sveltia CMS itself, copied from
// its npm package (served by the site, so no other origin is trusted).
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { NotReady } from '../render/robots.ts';
import { escapeHtml } from '../text/escape-html.ts';
import type { PageTemplate } from '../render/templates.ts';
import { cmsConfig, printCmsConfig, type CmsConfig } from './config.ts';
import { dataLayout, namedRepository, repositoryPath } from './layout.ts';
import type { DataFormat } from './format.ts';
import { withLintHints, type LintNote } from './lint-hints.ts';

/** A file of /admin/ taken from a package: its name there and where it comes from. */
export interface CmsFile {
  name: string;
  from: string;
}

/**
 * The fonts Sveltia CMS's stylesheet names on a CDN (its interface text, its
 * code text and its icons), each served from /admin/ instead, copied from the
 * Fontsource package of the same version (pinned in package.json).
 */
const FONTS: Array<{ cdn: string; pkg: string; file: string }> = [
  { cdn: 'source-sans-3:vf@5.3.0/latin-wght-normal.woff2', pkg: '@fontsource-variable/source-sans-3', file: 'source-sans-3-latin-wght-normal.woff2' },
  { cdn: 'noto-mono@5.3.0/latin-400-normal.woff2', pkg: '@fontsource/noto-mono', file: 'noto-mono-latin-400-normal.woff2' },
  {
    cdn: 'material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2',
    pkg: '@fontsource-variable/material-symbols-outlined',
    file: 'material-symbols-outlined-latin-wght-normal.woff2',
  },
];
const FONT_CDN = 'https://cdn.jsdelivr.net/fontsource/fonts/';

/** The name of the CMS's script in /admin/. */
const CMS_SCRIPT = 'sveltia-cms.js';

/**
 * Sveltia CMS's files: its one script (no chunk: the React runtime it can
 * load on demand serves custom React previews, which this site registers
 * none of), its license notice and its fonts.
 */
export function cmsFiles(): CmsFile[] {
  const require = createRequire(import.meta.url);
  const pkg = cmsPackageDir();
  return [
    { name: CMS_SCRIPT, from: path.join(pkg, 'dist/sveltia-cms.js') },
    { name: 'sveltia-cms.LICENSE.txt', from: path.join(pkg, 'LICENSE.txt') },
    ...FONTS.map(({ pkg: fontPkg, file }) => ({ name: file, from: path.join(path.dirname(require.resolve(`${fontPkg}/package.json`)), 'files', file) })),
  ];
}

/** A file's bytes as /admin/ serves them: the script with its font addresses pointed at the copies beside the page. */
export async function readCmsFile(file: CmsFile): Promise<Buffer> {
  const bytes = await readFile(file.from);
  return file.name === CMS_SCRIPT ? Buffer.from(selfHostedFonts(bytes.toString('utf8'))) : bytes;
}

/** Fails the build when a new version of the CMS names other fonts than FONTS: it would load them from the CDN. */
export function selfHostedFonts(script: string): string {
  let text = script;
  for (const { cdn, file } of FONTS) {
    if (!text.includes(FONT_CDN + cdn)) throw new Error(`Sveltia CMS no longer names the font ${cdn}: update FONTS in src/cms/admin.ts`);
    text = text.replaceAll(FONT_CDN + cdn, file);
  }
  if (text.includes(FONT_CDN)) throw new Error(`Sveltia CMS names a font src/cms/admin.ts does not serve: add it to FONTS`);
  return text;
}

/** The folder of the @sveltia/cms package (its exports name only its module, npm/index.js). */
export function cmsPackageDir(): string {
  return path.dirname(path.dirname(createRequire(import.meta.url).resolve('@sveltia/cms')));
}

/** The CMS's page: Sveltia builds the whole interface; it reads config.yml beside the page. Above it, the lint errors that keep the site from being indexed. */
export function adminPage(notReady: NotReady = []): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Content manager</title>
<link rel="icon" href="/images/favicon.svg" type="image/svg+xml">
</head>
<body>
${notReadyNotice(notReady)}<script src="sveltia-cms.js"></script>
<script src="formats.js"></script>
</body>
</html>
`;
}

/** What the owner sees first while the content has lint errors: that search engines are kept away, and what to fix. */
function notReadyNotice(notReady: NotReady): string {
  if (notReady.length === 0) return '';
  const items = notReady.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n');
  return `<section role="alert" style="font: 16px/1.4 system-ui, sans-serif; margin: 0; padding: 12px 16px; background: #fff4ce; border-bottom: 2px solid #8a6d00">
<h1 style="font-size: 18px; margin: 0 0 6px">Search engines do not index this site yet</h1>
<p style="margin: 0 0 6px">The content has ${notReady.length === 1 ? 'one problem' : `${notReady.length} problems`} to fix first (npx site lint lists them too). The first publish without them makes the site visible to search engines.</p>
<ul style="margin: 0; padding-left: 20px">
${items}
</ul>
</section>
`;
}

/** formats.js: cms/browser.ts with the formats of this configuration, minified. */
export async function formatsScript(formats: Record<string, DataFormat>): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./browser.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    target: 'es2022',
    legalComments: 'none',
    define: { FORMATS: JSON.stringify(formats) },
  });
  return result.outputFiles[0]!.text;
}

/** The generated files of /admin/, by name. */
export const ADMIN_TEXT_FILES = ['index.html', 'config.yml', 'formats.js'] as const;

/** The generated files of /admin/ (the page, config.yml, formats.js), by name. */
export async function adminTexts(config: CmsConfig, formats: Record<string, DataFormat>, notReady: NotReady = []): Promise<Array<[string, string]>> {
  const texts: Record<(typeof ADMIN_TEXT_FILES)[number], string> = {
    'index.html': adminPage(notReady),
    'config.yml': printCmsConfig(config),
    'formats.js': await formatsScript(formats),
  };
  return ADMIN_TEXT_FILES.map((name) => [name, texts[name]]);
}

/**
 * The page, config.yml (the repository data/site.yaml names, edited as a
 * folder on this computer; `site lint`'s findings in the hints of the fields
 * they concern) and formats.js.
 */
export async function localAdminFiles(
  root: string,
  dataDir: string,
  templates: Record<string, PageTemplate>,
  findings: LintNote[] = [],
): Promise<Array<[string, string]>> {
  const backend = { kind: 'local' as const, ...namedRepository(dataDir) };
  const dataPath = repositoryPath(root, dataDir);
  const { config, formats } = cmsConfig({ layout: dataLayout(dataDir), templates, backend, dataPath });
  const read = (file: string) => (existsSync(path.join(dataDir, file)) ? readFileSync(path.join(dataDir, file), 'utf8') : undefined);
  return adminTexts(withLintHints(config, findings, { dir: dataDir, repositoryPath: dataPath, read }), formats);
}

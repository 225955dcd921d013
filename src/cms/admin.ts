// The files of /admin/: the CMS's page, its generated configuration, the
// script that registers the data formats, and Decap CMS itself, copied from
// its npm package (served by the site, so no other origin is trusted).
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { PageTemplate } from '../render/templates.ts';
import { cmsConfig, printCmsConfig, type CmsConfig } from './config.ts';
import { dataLayout } from './layout.ts';
import type { DataFormat } from './format.ts';

/** Decap CMS's files: the script, the chunks it loads on demand, its WebAssembly and its license notice. */
export function decapFiles(): Array<{ name: string; from: string }> {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('decap-cms/package.json')), 'dist');
  return readdirSync(dist)
    .filter((name) => /^(\d+\.)?decap-cms\.js$|^decap-cms\.js\.LICENSE\.txt$|\.wasm$/.test(name))
    .sort()
    .map((name) => ({ name, from: path.join(dist, name) }));
}

/** The CMS's page: Decap builds the whole interface; it reads config.yml beside the page. */
export function adminPage(): string {
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
<script src="decap-cms.js"></script>
<script src="formats.js"></script>
</body>
</html>
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

/** The generated files of /admin/ (the page, config.yml, formats.js), by name. */
export async function adminTexts(config: CmsConfig, formats: Record<string, DataFormat>): Promise<Array<[string, string]>> {
  return [
    ['index.html', adminPage()],
    ['config.yml', printCmsConfig(config)],
    ['formats.js', await formatsScript(formats)],
  ];
}

/** The page, config.yml (the local backend, paths from the data folder) and formats.js. */
export async function localAdminFiles(dataDir: string, templates: Record<string, PageTemplate>): Promise<Array<[string, string]>> {
  const { config, formats } = cmsConfig({ layout: dataLayout(dataDir), templates, backend: { kind: 'local' }, dataPath: '' });
  return adminTexts(config, formats);
}

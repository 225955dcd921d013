// What site build publishes for the CMS: /admin/ with Sveltia CMS's files and the
// generated configuration, its own headers, and nothing of it in the
// sitemaps; a site that names no repository gets no /admin/.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../src/build/pipeline.ts';
import { cmsFiles } from '../../../src/cms/admin.ts';
import { siteTemplates } from '../../../src/site-templates.ts';
import { copyOfData, editFile } from '../helpers/cli.ts';
import { scratchDir } from '../helpers/scratch.ts';

const root = path.resolve(import.meta.dirname, '../../..');

async function build(dataDir: string): Promise<string> {
  const outDir = path.join(await scratchDir('cms-publish'), 'out');
  await buildSite({ root, dataDir, outDir, date: '2026-01-15', templates: siteTemplates, imageCacheDir: await scratchDir('cms-images') });
  return outDir;
}

describe('/admin/ in the build', () => {
  it('holds the page, the generated configuration and Sveltia CMS from its package, with its own headers, and no sitemap lists it', async () => {
    const out = await build(await copyOfData());
    const admin = await fg('**', { cwd: path.join(out, 'admin') });
    expect(admin.sort()).toEqual(['config.yml', 'formats.js', 'index.html', ...cmsFiles().map((f) => f.name)].sort());
    const page = await readFile(path.join(out, 'admin/index.html'), 'utf8');
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page).toMatch(/<script src="sveltia-cms\.js"><\/script>\s*<script src="formats\.js"><\/script>/);
    expect(page).not.toMatch(/https?:\/\//);
    const config = await readFile(path.join(out, 'admin/config.yml'), 'utf8');
    expect(config).toContain('  name: github\n  repo: basin-peak/website\n  branch: main\n');
    const headers = await readFile(path.join(out, '_headers'), 'utf8');
    expect(headers).toContain("/admin/*\n  ! Content-Security-Policy\n  Content-Security-Policy: default-src 'self'; script-src 'self';");
    expect(headers).toContain('  X-Robots-Tag: noindex, nofollow\n');
    // the site's own policy stays strict
    expect(headers.split('\n/admin/*')[0]).not.toContain('unsafe');
    for (const sitemap of await fg('sitemap*.xml', { cwd: out })) expect(await readFile(path.join(out, sitemap), 'utf8')).not.toContain('/admin');
  }, 120_000);

  it('is left out when data/site.yaml names no repository', async () => {
    const data = await copyOfData();
    await editFile(path.join(data, 'site.yaml'), (text) => text.replace(/^cms:\n {2}repo: .*\n/m, ''));
    const out = await build(data);
    expect(await fg('admin/**', { cwd: out })).toEqual([]);
    expect(await readFile(path.join(out, '_headers'), 'utf8')).not.toContain('/admin/');
  }, 120_000);
});

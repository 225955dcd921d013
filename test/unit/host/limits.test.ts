// The host's limits in `site check` and `site build` (src/host/limits.ts):
// the output is counted before rendering, and a site over a limit of its
// host fails with the count, the limit and what to change.

import { existsSync } from 'node:fs';
import { readFile, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentProblem } from '../../../src/errors.ts';
import { checkHost } from '../../../src/host/output-count.ts';
import { formatCounts, hostPlan, oversizedFiles } from '../../../src/host/limits.ts';
import { buildRoutes } from '../../../src/routes/table.ts';
import type { Route } from '../../../src/routes/types.ts';
import { copyOfData, repoData, runCli } from '../helpers/cli.ts';
import { scratchDir } from '../helpers/scratch.ts';
import fg from 'fast-glob';
import { loadSite } from '../../../src/load-site.ts';
import { siteTemplates } from '../../../templates/index.ts';
import { contentFixture } from '../helpers/content-fixture.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const at = (code: string, message: string): ContentProblem => ({ code, message });

/** `count` sitemap routes more: a site that many files larger, without rendering anything. */
function padded(routes: Route[], count: number): Route[] {
  const extra = Array.from({ length: count }, (_, i): Route => ({ type: 'sitemap', path: `/extra-${i}.xml`, file: `extra-${i}.xml`, template: 'sitemap' }));
  return [...routes, ...extra];
}

describe('host limits', () => {
  const content = contentFixture();
  const routes = buildRoutes(content);

  it('counts the files the output will hold: each route, the bundle, drawings, photos, cards, the manifest', async () => {
    const { counts } = await checkHost(root, repoData, content, siteTemplates.pages, routes, at);
    expect(counts.files).toBeGreaterThan(routes.length);
    expect(counts.dynamicRedirects).toBe(2); // /service-areas/:slug and /zip-code/:zip, whatever the number of towns
    expect(counts.headerRules).toBe(3);
  });

  it("fails a site over the free plan's 20,000 files with the count, the limit and the fix; a paid plan takes it", async () => {
    const { counts } = await checkHost(root, repoData, content, siteTemplates.pages, routes, at);
    const over = padded(routes, 20_001 - counts.files);
    const free = await checkHost(root, repoData, content, siteTemplates.pages, over, at);
    expect(free.plan.hard).toBe(true);
    expect(free.problems).toEqual([
      {
        code: 'E-HOST-LIMIT',
        message: expect.stringMatching(
          /would hold 20,001 files; Cloudflare Workers static assets \(free plan\) accepts at most 20,000\. Change: town social cards drawn at the edge \(host\.cards: edge/,
        ),
      },
    ]);
    content.site.host = { provider: 'cloudflare-pages', plan: 'paid' };
    try {
      expect((await checkHost(root, repoData, content, siteTemplates.pages, over, at)).problems).toEqual([]);
      content.site.host = { provider: 'netlify' };
      expect(hostPlan(content.site)).toMatchObject({ hard: false, edgeCards: false });
      expect((await checkHost(root, repoData, content, siteTemplates.pages, over, at)).problems).toEqual([]);
    } finally {
      content.site.host = undefined;
    }
  });

  it('counts a file per town card when the build draws them (cards: build), none when the edge does (either plan by default)', async () => {
    const edge = (await checkHost(root, repoData, content, siteTemplates.pages, routes, at)).counts.files;
    try {
      for (const host of [
        { provider: 'cloudflare-pages', plan: 'paid' },
        { provider: 'cloudflare-pages', cards: 'edge' },
      ] as const) {
        content.site.host = host;
        expect((await checkHost(root, repoData, content, siteTemplates.pages, routes, at)).counts.files).toBe(edge);
      }
      content.site.host = { provider: 'cloudflare-pages', plan: 'paid', cards: 'build' };
      expect((await checkHost(root, repoData, content, siteTemplates.pages, routes, at)).counts.files).toBe(edge - 2 + content.towns.length);
    } finally {
      content.site.host = undefined;
    }
  });

  it('fits a 10,000-town site in the free plan’s 20,000 files by default; drawn at build time, its cards would not fit', async () => {
    const big = contentFixture();
    const model = big.towns[0]!;
    big.towns = Array.from({ length: 10_000 }, (_, i) => ({ ...model, name: `Town ${i}`, slug: `town-${i}` }));
    const bigRoutes = buildRoutes(big);
    const free = await checkHost(root, repoData, big, siteTemplates.pages, bigRoutes, at);
    expect(free.plan.label).toBe('Cloudflare Workers static assets (free plan)');
    expect(free.counts.files).toBeGreaterThan(10_000);
    expect(free.counts.files).toBeLessThanOrEqual(20_000);
    expect(free.problems).toEqual([]);
    big.site.host = { provider: 'cloudflare-pages', cards: 'build' };
    const built = await checkHost(root, repoData, big, siteTemplates.pages, bigRoutes, at);
    expect(built.counts.files).toBe(free.counts.files - 2 + 10_000);
    expect(built.problems.map((p) => p.code)).toEqual(['E-HOST-LIMIT']);
  });

  it('names a rendered file over the limit for one file', () => {
    const plan = { ...hostPlan(content.site), limits: { fileBytes: 1024 } };
    const files = [
      { file: 'service-area.html', bytes: 2048 },
      { file: 'sitemap-main.xml', bytes: 1024 },
    ];
    expect(oversizedFiles(plan, files, at)).toEqual([
      {
        code: 'E-HOST-LIMIT',
        message:
          'service-area.html would be 2.0 KiB; Cloudflare Workers static assets (free plan) accepts at most 1.0 KiB in one file. Change: shorten the content that page shows (split a long post or list into several pages), or a host without that limit.',
      },
    ]);
  });

  it('prints the counts against the limits for the build summary', async () => {
    const { plan, counts } = await checkHost(root, repoData, content, siteTemplates.pages, routes, at);
    expect(formatCounts(plan, counts)).toMatch(
      /^Cloudflare Workers static assets \(free plan\): files \d+ of 20,000 · .* · dynamic _redirects rules 2 of 100 · _headers rules 3 of 100$/,
    );
  });

  it('counts, before rendering, at least the files the build then writes, and at most a few more', async () => {
    const { content: bundled } = await loadSite(repoData, siteTemplates);
    const { counts } = await checkHost(root, repoData, bundled, siteTemplates.pages, buildRoutes(bundled), at);
    const out = path.join(await scratchDir('site-host-count'), 'dist');
    expect((await runCli('build', '--out', out)).code).toBe(0);
    const deployed = (await fg('**/*', { cwd: out, dot: true })).filter((file) => !['_redirects', '_headers'].includes(file));
    expect(counts.files).toBeGreaterThanOrEqual(deployed.length);
    expect(counts.files - deployed.length).toBeLessThanOrEqual(3); // photos' widths wider than their source, which are not written
  }, 120_000);

  it('site check fails on a drawing over the 25 MiB file limit, at host: in site.yaml, and site build writes nothing', async () => {
    const data = await copyOfData();
    const big = path.join(data, 'images/huge-map.svg');
    await writeFile(big, '');
    await truncate(big, 26 * 1024 * 1024); // sparse: no 26 MB written
    const check = await runCli('check', '--data', data);
    expect(check.code).toBe(1);
    expect(check.stderr).toMatch(
      /site\.yaml:\d+:\d+: error E-HOST-LIMIT: the output would hold 26\.0 MiB bytes in the largest copied file \(images\/huge-map\.svg\); Cloudflare Workers static assets \(free plan\) accepts at most 25\.0 MiB/,
    );
    const out = path.join(data, '..', `${path.basename(data)}-out`);
    const build = await runCli('build', '--data', data, '--out', out);
    expect(build.code).toBe(1);
    expect(build.stderr).toMatch(/E-HOST-LIMIT/);
    expect(existsSync(out)).toBe(false);
  }, 120_000);

  it('site build stops on a rendered page over the 25 MiB file limit, naming it, and publishes nothing', async () => {
    const data = await copyOfData();
    const blog = path.join(data, 'blog.yaml');
    const huge = 'pipes '.repeat(4.5 * 1024 * 1024); // 27 MiB of words in one paragraph of the first post
    await writeFile(blog, (await readFile(blog, 'utf8')).replace('    - paragraphs:\n', `    - paragraphs:\n        - "${huge}"\n`));
    const out = path.join(data, '..', `${path.basename(data)}-out`);
    const build = await runCli('build', '--data', data, '--out', out);
    expect(build.code).toBe(1);
    expect(build.stderr).toMatch(
      /site\.yaml:\d+:\d+: error E-HOST-LIMIT: blog\/prevent-frozen-pipes-wyoming-winter\.html would be 2\d\.\d MiB; Cloudflare Workers static assets \(free plan\) accepts at most 25\.0 MiB in one file/,
    );
    expect(existsSync(out)).toBe(false);
  }, 180_000);
});

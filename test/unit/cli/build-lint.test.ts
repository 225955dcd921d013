// `site build --lint`: content with lint errors is built and works, but is
// not indexable (X-Robots-Tag: noindex on every path, no sitemap in
// robots.txt), and the log and /admin/ list what to fix; clean content is
// built indexable, as without --lint.
import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeaders } from '../../../src/host/headers.ts';
import { repoData, runCli } from '../helpers/cli.ts';
import { scratchDir } from '../helpers/scratch.ts';

const cleanSite = path.resolve(import.meta.dirname, '../../fixtures/clean-site');

async function build(data: string) {
  const out = path.join(await scratchDir('build-lint'), 'dist');
  const result = await runCli('build', '--lint', '--data', data, '--out', out, '--date', '2026-01-15');
  const file = (name: string) => readFile(path.join(out, name), 'utf8');
  const robotsTag = async (pathname: string) => headersFor(parseHeaders(await file('_headers')).rules, pathname).get('x-robots-tag')?.value;
  return { ...result, file, robotsTag };
}

describe('site build --lint', () => {
  it('builds content with lint errors not indexable, and says what to fix in the log and in /admin/', async () => {
    const built = await build(repoData);
    expect(built.code).toBe(0);
    expect(built.stderr).toMatch(/^Not indexable yet: the content has \d+ lint errors\./m);
    expect(built.stderr).toMatch(/^ {2}data\/site\.yaml:\d+:\d+ phone\/placeholder: /m);
    for (const pathname of ['/', '/cody', '/services/drain-cleaning-sewer', '/sitemap.xml', '/images/social/cody.png', '/no-such-page']) {
      expect(await built.robotsTag(pathname)).toMatch(/^noindex\b/);
    }
    expect(await built.file('robots.txt')).toBe('User-agent: *\nAllow: /\n');
    const admin = await built.file('admin/index.html');
    expect(admin).toContain('Search engines do not index this site yet');
    expect(admin).toMatch(/<li>data\/site\.yaml:\d+:\d+ phone\/placeholder: /);
  }, 60_000);

  it('builds clean content indexable: no X-Robots-Tag on the pages, the sitemap in robots.txt', async () => {
    // the fixture names the bundled drawings
    const data = path.join(await scratchDir('clean-data'), 'data');
    await cp(cleanSite, data, { recursive: true });
    await cp(path.join(repoData, 'images'), path.join(data, 'images'), { recursive: true });
    const built = await build(data);
    expect(built.code).toBe(0);
    expect(built.stderr).toContain('Lint: no errors; the site is indexable.');
    expect(await built.robotsTag('/')).toBeUndefined();
    expect(await built.file('robots.txt')).toMatch(/^User-agent: \*\nAllow: \/\n\nSitemap: https:\/\/[^\n]+\/sitemap\.xml\n$/);
  }, 60_000);
});

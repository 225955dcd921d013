import { describe, expect, it } from 'vitest';
import { printSitemap } from '../../../src/routes/sitemaps.ts';
import { sitemapFileNames } from '../../../src/routes/sitemap/files.ts';
import { MAX_URLS_PER_FILE, partSizes } from '../../../src/routes/sitemap/split.ts';
import { buildRoutes } from '../../../src/routes/table.ts';
import { contentFixture } from '../helpers/content-fixture.ts';
import { count, texts } from '../helpers/xml-check.ts';
import { xmllint, xsdErrors } from '../helpers/xsd.ts';

const DATE = '2025-01-15';
const SITE = 'https://www.example.test';

describe('partSizes', () => {
  const entries = (n: number, size = 10) => Array.from({ length: n }, () => 'x'.repeat(size));

  it('keeps a kind under the limits in one part, an empty kind too', () => {
    expect(partSizes(entries(3))).toEqual([3]);
    expect(partSizes([])).toEqual([0]);
  });

  it('cuts at the URL limit', () => {
    expect(partSizes(entries(7), { urls: 3, bytes: 1e9 })).toEqual([3, 3, 1]);
    expect(partSizes(entries(MAX_URLS_PER_FILE + 1))).toEqual([MAX_URLS_PER_FILE, 1]);
  });

  it('cuts before the entry that would pass the byte limit (entries plus indent, newline and the document shell)', () => {
    // 512 bytes of shell + 3 entries of 103 bytes = 821 ≤ 830; a fourth would pass it.
    expect(partSizes(entries(7, 100), { urls: 1000, bytes: 830 })).toEqual([3, 3, 1]);
  });

  it('never leaves an entry out, even one larger than the byte limit', () => {
    expect(partSizes(entries(2, 2000), { urls: 1000, bytes: 830 })).toEqual([1, 1]);
  });
});

describe('a site of 60,000 towns (over 60,000 URLs in the main sitemap)', () => {
  const content = contentFixture();
  content.date = '2024-08-08'; // a day with news: the fixture's last post
  const template = content.towns.at(-1)!;
  content.towns.push(...Array.from({ length: 60_000 }, (_, i) => ({ ...template, name: `Town ${i}`, slug: `town-${i}` })));
  const routes = buildRoutes(content);
  const sitemapFiles = routes.filter((r) => r.type === 'sitemap').map((r) => r.file);
  const mainFiles = ['sitemap-main-1.xml', 'sitemap-main-2.xml'];

  it('splits sitemap-main into numbered files that are routes; the other kinds keep one file each', () => {
    expect(sitemapFiles).toEqual([
      'sitemap.xml',
      ...mainFiles,
      'sitemap-services.xml',
      'sitemap-images.xml',
      'sitemap-videos.xml',
      'sitemap-news.xml',
      'sitemap-index.xml',
    ]);
    expect(sitemapFileNames(content, routes)).toEqual([
      'sitemap-main-1',
      'sitemap-main-2',
      'sitemap-services',
      'sitemap-images',
      'sitemap-videos',
      'sitemap-news',
    ]);
  });

  const printed = mainFiles.map((file) => printSitemap(file.replace(/\.xml$/, ''), content, routes, DATE));

  it('puts at most 45,000 URLs in each file and every listed page exactly once, in priority order', () => {
    const perFile = printed.map((xml) => count(xml, 'url'));
    expect(perFile).toEqual([45_000, expect.any(Number)]);
    const locs = printed.flatMap((xml) => texts(xml, 'loc'));
    const listed = routes.filter((r) => r.type === 'page' && r.sitemap).map((r) => `${SITE}${r.path}`);
    expect(listed.length).toBeGreaterThan(60_000);
    expect(locs).toHaveLength(listed.length);
    expect(new Set(locs)).toEqual(new Set(listed));
    expect(locs[0]).toBe(`${SITE}/`);
  });

  it('lists every sitemap file in the index, under both index names', () => {
    for (const name of ['sitemap', 'sitemap-index']) {
      const locs = texts(printSitemap(name, content, routes, DATE), 'loc');
      expect(locs).toEqual(sitemapFiles.filter((f) => f !== 'sitemap.xml' && f !== 'sitemap-index.xml').map((f) => `${SITE}/${f}`));
    }
  });

  it.skipIf(!xmllint.present)(xmllint.title('writes XSD-valid files and index'), () => {
    for (const xml of printed) expect(xsdErrors(xml)).toBe('');
    expect(xsdErrors(printSitemap('sitemap-index', content, routes, DATE))).toBe('');
  });

  it('prints an empty <urlset> for a part past the last and the index for a name that is no sitemap', () => {
    expect(texts(printSitemap('sitemap-main-3', content, routes, DATE), 'loc')).toHaveLength(0);
    expect(printSitemap('sitemap-mainx', content, routes, DATE)).toContain('<sitemapindex');
  });
});

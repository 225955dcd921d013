import { describe, expect, it } from 'vitest';
import { printSitemap } from '../../../src/output/sitemaps.ts';
import { escapeXml } from '../../../src/output/sitemap/xml.ts';
import { buildRoutes } from '../../../src/routes/table.ts';
import { contentFixture } from '../helpers/content-fixture.ts';
import { assertWellFormed, count, texts } from '../helpers/xml-check.ts';

const DATE = '2025-01-15';
const SITE = 'https://www.example.test';

function print(name: string, content = contentFixture()) {
  const xml = printSitemap(name, content, buildRoutes(content), DATE);
  assertWellFormed(xml);
  return xml;
}

describe('sitemap index', () => {
  it.each(['sitemap', 'sitemap-index', 'sitemap-unknown'])('%s lists the five sitemaps with absolute URLs and lastmod', (name) => {
    const xml = print(name);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(texts(xml, 'loc')).toEqual(['main', 'services', 'images', 'videos', 'news'].map((t) => `${SITE}/sitemap-${t}.xml`));
    expect(texts(xml, 'lastmod')).toEqual(Array(5).fill(DATE));
  });
});

describe('sitemap-main', () => {
  const xml = print('sitemap-main');
  const locs = texts(xml, 'loc');
  const priorities = texts(xml, 'priority').map(Number);
  const entry = (path: string) => {
    const i = locs.indexOf(`${SITE}${path}`);
    return { priority: texts(xml, 'priority')[i], changefreq: texts(xml, 'changefreq')[i] };
  };

  it('starts with the home page at 1.0 and is sorted by priority, highest first', () => {
    expect(locs[0]).toBe(`${SITE}/`);
    expect(entry('/').priority).toBe('1.0');
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
  });

  it('uses the spec §9 priorities for fixed pages and town tiers', () => {
    expect(entry('/services')).toEqual({ priority: '0.9', changefreq: 'weekly' });
    expect(entry('/services/emergency-repair').priority).toBe('0.9');
    for (const path of ['/contact', '/estimates', '/service-area', '/blog']) expect(entry(path).priority).toBe('0.8');
    for (const path of ['/guarantee', '/gallery', '/videos']) expect(entry(path).priority).toBe('0.7');
    expect(entry('/partnership').priority).toBe('0.6');
    for (const town of ['cody', 'powell', 'worland', 'thermopolis']) expect(entry(`/${town}`)).toEqual({ priority: '0.8', changefreq: 'weekly' });
    for (const town of ['lovell', 'greybull', 'basin', 'ten-sleep']) expect(entry(`/${town}`)).toEqual({ priority: '0.7', changefreq: 'weekly' });
    expect(entry('/shell')).toEqual({ priority: '0.5', changefreq: 'monthly' });
  });

  it('lists every indexable page once, with lastmod today, and leaves out 404, aliases and sitemaps', () => {
    expect(new Set(locs).size).toBe(locs.length);
    expect(texts(xml, 'lastmod').every((d) => d === DATE)).toBe(true);
    expect(locs).not.toContain(`${SITE}/404`);
    expect(locs.some((l) => l.includes('/service-areas/'))).toBe(false);
    expect(locs.some((l) => l.endsWith('.xml'))).toBe(false);
    const towns = contentFixture().towns.map((t) => `${SITE}/${t.slug}`);
    expect(locs.filter((l) => towns.includes(l))).toHaveLength(25);
  });

  it('keeps table order among equal priorities (stable sort)', () => {
    const content = contentFixture();
    const order = buildRoutes(content)
      .filter((r) => r.type === 'page' && r.sitemap?.priority === 0.5)
      .map((r) => `${SITE}${r.path}`);
    expect(locs.filter((l) => order.includes(l))).toEqual(order);
  });
});

describe('sitemap-services', () => {
  const xml = print('sitemap-services');
  const locs = texts(xml, 'loc');

  it('lists the four door services at 0.9 and the same four under each of seven towns at 0.8, all weekly', () => {
    expect(locs).toHaveLength(4 + 4 * 7);
    expect(locs.slice(0, 4)).toEqual(['emergency-repair', 'spring-repair', 'opener-installation', 'commercial'].map((s) => `${SITE}/services/${s}`));
    expect(locs[4]).toBe(`${SITE}/cody/emergency-repair`);
    expect(locs).toContain(`${SITE}/basin/commercial`);
    const priorities = texts(xml, 'priority');
    expect(priorities.filter((p) => p === '0.9')).toHaveLength(4);
    expect(priorities.filter((p) => p === '0.8')).toHaveLength(28);
    expect(new Set(texts(xml, 'changefreq'))).toEqual(new Set(['weekly']));
  });
});

describe('sitemap-images', () => {
  const xml = print('sitemap-images');

  it('puts the 10 gallery images on /gallery and each hero town image on its town page', () => {
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    expect(count(xml, 'url')).toBe(1 + 6);
    expect(count(xml, 'image:image')).toBe(16);
    expect(texts(xml, 'loc')[0]).toBe(`${SITE}/gallery`);
    expect(texts(xml, 'image:loc')[0]).toBe(`${SITE}/images/gallery/project-1.svg`);
    expect(texts(xml, 'loc')).toContain(`${SITE}/cody`);
    expect(texts(xml, 'image:loc')).toContain(`${SITE}/images/towns/cody-hero.svg`);
    expect(count(xml, 'image:title')).toBe(16);
    expect(count(xml, 'image:caption')).toBe(16);
    expect(count(xml, 'image:geo_location')).toBe(16);
  });
});

describe('sitemap-videos', () => {
  const xml = print('sitemap-videos');

  it('puts each video on its service page, else on /videos, with all fields', () => {
    expect(xml).toContain('xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"');
    expect(count(xml, 'video:video')).toBe(5);
    expect(texts(xml, 'loc')).toEqual([
      `${SITE}/services/water-heaters`,
      `${SITE}/services/emergency`,
      `${SITE}/services/commercial`,
      `${SITE}/services/emergency-repair`,
      `${SITE}/videos`,
    ]);
    expect(texts(xml, 'video:thumbnail_loc')[0]).toBe(`${SITE}/images/videos/video-1.svg`);
    expect(texts(xml, 'video:duration')).toEqual(['150', '180', '210', '240', '300']);
    for (const field of ['title', 'description', 'view_count', 'publication_date']) expect(count(xml, `video:${field}`)).toBe(5);
  });
});

describe('sitemap-news', () => {
  const xml = print('sitemap-news');

  it('lists the 8 posts at /blog/{slug} with publication, date, title and keywords', () => {
    expect(xml).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
    expect(texts(xml, 'loc')).toEqual(Array.from({ length: 8 }, (_, i) => `${SITE}/blog/post-${i + 1}`));
    expect(new Set(texts(xml, 'news:name'))).toEqual(new Set(['Basin Peak Plumbing & Heating']));
    expect(new Set(texts(xml, 'news:language'))).toEqual(new Set(['en']));
    expect(texts(xml, 'news:publication_date')[0]).toBe('2024-08-01');
    expect(texts(xml, 'news:keywords')[0]).toBe('pipes, winter');
  });
});

describe('escaping', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a & b < c > d "e" 'f'`)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;');
  });

  it('escapes & and < in text and URLs of every sitemap', () => {
    const content = contentFixture();
    content.site.siteUrl = 'https://www.example.test/?a=1&b=2';
    content.gallery[0]!.title = 'Pipes & <Valves>';
    content.videos[0]!.description = 'Hot & cold <water>';
    content.blog[0]!.title = 'Q&A: <frozen> pipes';
    const routes = buildRoutes(content);
    for (const name of ['sitemap', 'sitemap-main', 'sitemap-services', 'sitemap-images', 'sitemap-videos', 'sitemap-news']) {
      const xml = printSitemap(name, content, routes, DATE);
      assertWellFormed(xml);
      expect(xml).toContain('a=1&amp;b=2');
    }
    expect(printSitemap('sitemap-images', content, routes, DATE)).toContain('Pipes &amp; &lt;Valves&gt;');
    expect(texts(printSitemap('sitemap-news', content, routes, DATE), 'news:title')[0]).toBe('Q&A: <frozen> pipes');
  });
});

describe('sitemap printers refuse line breaks and control characters', () => {
  it.each(['\n', '\r', '\u0001', '\u007f', '\u0085', '\u2029'])('a gallery title, video title, blog title or town description holding %j throws', (bad) => {
    const edits: ((c: ReturnType<typeof contentFixture>) => void)[] = [
      (c) => void (c.gallery[0]!.title = `Project${bad}`),
      (c) => void (c.videos[0]!.title = `Video${bad}`),
      (c) => void (c.blog[0]!.title = `Post${bad}`),
      (c) => void (c.towns[0]!.description = `Town${bad}`),
      (c) => void (c.site.siteUrl = `https://www.example.test${bad}`),
    ];
    for (const edit of edits) {
      const hostile = contentFixture();
      edit(hostile);
      const names = ['sitemap', 'sitemap-main', 'sitemap-services', 'sitemap-images', 'sitemap-videos', 'sitemap-news'];
      expect(() => names.forEach((name) => printSitemap(name, hostile, buildRoutes(hostile), DATE))).toThrow(/refusing to print sitemap <[\w:]+>/);
    }
  });
});

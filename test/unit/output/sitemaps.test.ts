import { describe, expect, it } from 'vitest';
import { printSitemap } from '../../../src/routes/sitemaps.ts';
import { doorServiceUrls } from '../../../src/routes/sitemap/services.ts';
import { escapeXml } from '../../../src/routes/sitemap/xml.ts';
import { buildRoutes } from '../../../src/routes/table.ts';
import { contentFixture } from '../helpers/content-fixture.ts';
import { assertWellFormed, count, texts } from '../helpers/xml-check.ts';

const DATE = '2025-01-15';
const SITE = 'https://www.example.test';
/** The fixture's posts are dated 2024-08-01 to 08: on this day the first two are news. */
const NEWS_DAY = '2024-08-02';

/** The fixture content as published on NEWS_DAY (the news sitemap lists posts by the content's date). */
function fixture(date = NEWS_DAY) {
  const content = contentFixture();
  content.date = date;
  return content;
}

function print(name: string, content = fixture()) {
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

  it('uses the configured priorities for fixed pages and town tiers', () => {
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
    const content = fixture();
    const order = buildRoutes(content)
      .filter((r) => r.type === 'page' && r.sitemap?.priority === 0.5)
      .map((r) => `${SITE}${r.path}`);
    expect(locs.filter((l) => order.includes(l))).toEqual(order);
  });
});

describe('sitemap-services', () => {
  const xml = print('sitemap-services');
  const locs = texts(xml, 'loc');

  it('lists only the configured door-service URLs that are pages: the four services at 0.9 and under seven towns at 0.8 leave two', () => {
    const configured = doorServiceUrls(fixture()).map((u) => u.path);
    expect(configured).toHaveLength(4 + 4 * 7);
    expect(locs).toEqual([`${SITE}/services/emergency-repair`, `${SITE}/services/commercial`]);
    expect(texts(xml, 'priority')).toEqual(['0.9', '0.9']);
    expect(new Set(texts(xml, 'changefreq'))).toEqual(new Set(['weekly']));
  });

  it('leaves out a configured URL that only an alias or a redirect answers, and lists one that becomes a page', () => {
    const content = fixture();
    content.sitemap.townServicePattern = '/service-areas/{town}';
    content.sitemap.doorServiceTowns = ['cody'];
    content.sitemap.doorServices = ['emergency-repair'];
    const aliasOnly = texts(print('sitemap-services', content), 'loc');
    expect(aliasOnly).toEqual([`${SITE}/services/emergency-repair`]);
    content.sitemap.townServicePattern = '/{town}';
    expect(texts(print('sitemap-services', content), 'loc')).toEqual([`${SITE}/services/emergency-repair`, `${SITE}/cody`]);
  });

  it('is left out, of the route table and the index, when no configured URL is a page (a <urlset> needs one <url>)', () => {
    const content = fixture();
    content.sitemap.doorServices = ['spring-repair'];
    expect(buildRoutes(content).map((r) => r.file)).not.toContain('sitemap-services.xml');
    expect(texts(print('sitemap', content), 'loc')).toEqual(['main', 'images', 'videos', 'news'].map((t) => `${SITE}/sitemap-${t}.xml`));
  });
});

describe('every sitemap lists only pages served with status 200 at their canonical URL', () => {
  it('no <loc> of any kind is the 404 page, an alias, a redirect or a path without a page', () => {
    const content = fixture();
    const routes = buildRoutes(content);
    const canonicalPages = new Set(routes.filter((r) => r.type === 'page' && r.index && r.canonical === r.path).map((r) => `${SITE}${r.path}`));
    for (const name of ['sitemap-main', 'sitemap-services', 'sitemap-images', 'sitemap-videos', 'sitemap-news']) {
      const locs = texts(print(name, content), 'loc');
      expect(locs.length, name).toBeGreaterThan(0);
      expect(
        locs.filter((l) => !canonicalPages.has(l)),
        name,
      ).toEqual([]);
    }
  });

  it('a video whose service page does not exist is listed on /videos', () => {
    const content = fixture();
    content.videos[0]!.servicePath = '/services/no-such-page';
    const xml = print('sitemap-videos', content);
    expect(texts(xml, 'loc')).not.toContain(`${SITE}/services/no-such-page`);
    const videosPage = xml.split('\n').find((line) => line.includes(`<loc>${SITE}/videos</loc>`)) ?? '';
    expect(count(videosPage, 'video:video')).toBe(2);
    expect(count(xml, 'video:video')).toBe(5);
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

  it("writes each image's children in the XSD's order: loc, caption, geo_location, title", () => {
    const children = [...xml.matchAll(/<image:image>(.*?)<\/image:image>/g)].map((m) => [...m[1]!.matchAll(/<image:(\w+)>/g)].map((c) => c[1]));
    expect(children).toHaveLength(16);
    for (const order of children) expect(order).toEqual(['loc', 'caption', 'geo_location', 'title']);
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
    expect(texts(xml, 'video:player_loc')).toEqual(fixture().videos.map((v) => v.embedUrl));
  });

  it("writes each video's children in the XSD's order, the player location after the description", () => {
    const children = [...xml.matchAll(/<video:video>(.*?)<\/video:video>/g)].map((m) => [...m[1]!.matchAll(/<video:(\w+)>/g)].map((c) => c[1]));
    for (const order of children) expect(order).toEqual(['thumbnail_loc', 'title', 'description', 'player_loc', 'duration', 'view_count', 'publication_date']);
  });
});

describe('sitemap-news', () => {
  const xml = print('sitemap-news');

  it('lists the posts of the build date and the two days before at /blog/{slug} with publication, date, title and keywords', () => {
    expect(xml).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
    expect(texts(xml, 'loc')).toEqual([`${SITE}/blog/post-1`, `${SITE}/blog/post-2`]);
    expect(texts(print('sitemap-news', fixture('2024-08-05')), 'loc')).toEqual([3, 4, 5].map((n) => `${SITE}/blog/post-${n}`));
    expect(texts(print('sitemap-news', fixture('2024-08-10')), 'loc')).toEqual([`${SITE}/blog/post-8`]);
    expect(new Set(texts(xml, 'news:name'))).toEqual(new Set(['Basin Peak Plumbing & Heating']));
    expect(new Set(texts(xml, 'news:language'))).toEqual(new Set(['en']));
    expect(texts(xml, 'news:publication_date')[0]).toBe('2024-08-01');
    expect(texts(xml, 'news:keywords')[0]).toBe('pipes, winter');
  });

  it('is left out, of the route table and the index, on a day no post is news; every post stays in the main sitemap', () => {
    for (const content of [fixture('2024-08-11'), fixture('2024-07-31'), contentFixture()]) {
      expect(buildRoutes(content).map((r) => r.file)).not.toContain('sitemap-news.xml');
      expect(texts(print('sitemap', content), 'loc')).not.toContain(`${SITE}/sitemap-news.xml`);
      expect(texts(print('sitemap-main', content), 'loc').filter((l) => l.includes('/blog/'))).toHaveLength(8);
    }
  });
});

describe('escaping', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a & b < c > d "e" 'f'`)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;');
  });

  it('escapes & and < in text and URLs of every sitemap', () => {
    const content = fixture();
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
      const hostile = fixture();
      edit(hostile);
      const names = ['sitemap', 'sitemap-main', 'sitemap-services', 'sitemap-images', 'sitemap-videos', 'sitemap-news'];
      expect(() => names.forEach((name) => printSitemap(name, hostile, buildRoutes(hostile), DATE))).toThrow(/refusing to print sitemap <[\w:]+>/);
    }
  });
});

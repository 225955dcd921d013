import { describe, expect, it } from 'vitest';
import { printSitemap } from '../../../src/routes/sitemaps.ts';
import { buildRoutes } from '../../../src/routes/table.ts';
import { contentFixture } from '../helpers/content-fixture.ts';
import { renderedDefaultSite } from '../helpers/site.ts';
import { xmllint, xsdErrors } from '../helpers/xsd.ts';
import { count } from '../helpers/xml-check.ts';

// Every sitemap the build writes, checked with xmllint against the official
// schemas (sitemaps.org 0.9, Google image 1.1, video 1.1, news 0.9; see
// test/fixtures/xsd/README.md).
describe.skipIf(!xmllint.present)(xmllint.title('sitemaps validate against the official XSDs'), async () => {
  const { files } = await renderedDefaultSite();
  const sitemaps = [...files].filter(([name]) => /^sitemap.*\.xml$/.test(name));
  // the day after the bundled content's last post: a day with news
  const newsDay = [...(await renderedDefaultSite('2024-08-30')).files].filter(([name]) => /^sitemap.*\.xml$/.test(name));

  it('the default site writes the index under two names and five kinds, the news sitemap only on a day with news', () => {
    const kinds = ['sitemap.xml', 'sitemap-index.xml', 'sitemap-main.xml', 'sitemap-services.xml', 'sitemap-images.xml', 'sitemap-videos.xml'];
    expect(sitemaps.map(([name]) => name).sort()).toEqual(kinds.sort());
    expect(newsDay.map(([name]) => name).sort()).toEqual([...kinds, 'sitemap-news.xml'].sort());
  });

  it.each([...sitemaps, ...newsDay.map(([name, xml]) => [`${name} on 2024-08-30`, xml] as const)])('%s of the default site is valid', (_, xml) => {
    expect(xsdErrors(xml as string)).toBe('');
  });

  it.each(['sitemap', 'sitemap-main', 'sitemap-services', 'sitemap-images', 'sitemap-videos', 'sitemap-news'])('%s of the test fixture is valid', (name) => {
    const content = contentFixture();
    content.date = '2024-08-02'; // the fixture's posts are dated 2024-08-01 to 08: the first two are news
    expect(xsdErrors(printSitemap(name, content, buildRoutes(content), '2025-01-15'))).toBe('');
  });

  it('the check sees inside the extensions: image children out of schema order fail', () => {
    const xml = files.get('sitemap-images.xml') as string;
    const reordered = xml.replace(
      /(<image:caption>.*?<\/image:caption>)(<image:geo_location>.*?<\/image:geo_location>)(<image:title>.*?<\/image:title>)/g,
      '$3$1$2',
    );
    expect(reordered).not.toBe(xml);
    expect(xsdErrors(reordered)).toMatch(/sitemap-image\/1\.1\}\w+': This element is not expected/);
  });

  it('every video has a player location (the XSD makes content_loc and player_loc optional; Google requires one)', () => {
    const xml = files.get('sitemap-videos.xml') as string;
    expect(count(xml, 'video:video')).toBeGreaterThan(0);
    for (const video of xml.match(/<video:video>.*?<\/video:video>/g) ?? []) expect(video).toMatch(/<video:(player|content)_loc>https:\/\/[^<]+</);
  });
});

import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../src/load-site.ts';
import { contentSchemas } from '../../../src/content/schema/index.ts';
import { buildRoutes, townTemplate } from '../../../src/routes/table.ts';
import { repoData } from '../helpers/cli.ts';
import { siteTemplates } from '../../../templates/index.ts';

// Every fixed route of the bundled content.
const FIXED = `/ /service-area /services /services/emergency /services/emergency-repair /services/commercial
/services/water-heaters /services/drain-cleaning-sewer /services/furnace-boiler /services/maintenance-plans
/services/commercial-plumbing-hvac /services/burst-pipe-repair /services/sewer-backup-service /services/no-heat-emergency
/services/water-heater-failure /services/backflow-testing-rpz /services/boiler-service /services/rooftop-units-rtu
/services/leak-detection-pipe-repair /services/safety-inspections /services/preventive-maintenance
/services/emergency-repair-wyoming /services/commercial-wyoming /gallery /careers /blog /contact /guarantee /partnership
/estimates /big-horn-county /garage-door-repair-near-me /privacy-policy /history /videos`.split(/\s+/);

const TOWNS = `cody powell lovell emblem burlington wapaiti greybull basin worland hyattville shell crowley clark meeteetse
sunshine lucerne thermopolis ten-sleep kirwin fenton otto manderson washakie-ten grass-creek ralston`.split(/\s+/);

describe('the route table of the bundled content', async () => {
  const { content } = await loadSite(repoData, siteTemplates);
  const routes = buildRoutes(content);
  const paths = new Set(routes.map((r) => r.path));

  it('has every fixed route of the bundled content', () => {
    expect(FIXED.filter((p) => !paths.has(p))).toEqual([]);
  });

  it('has one page for each of the 25 towns, at /{slug}; /service-areas/{slug} is a rewrite, not a second page', () => {
    for (const slug of TOWNS) {
      expect(paths.has(`/${slug}`)).toBe(true);
      expect(paths.has(`/service-areas/${slug}`)).toBe(false);
    }
  });

  it('has a page for every ZIP and blog post, the sitemaps and the 404 page', () => {
    for (const zip of content.zips) expect(paths.has(`/zip/${zip.zip}`)).toBe(true);
    for (const post of content.blog) expect(paths.has(`/blog/${post.slug}`)).toBe(true);
    const files = routes.map((r) => r.file);
    expect(files).toEqual(
      expect.arrayContaining([
        'sitemap.xml',
        'sitemap-main.xml',
        'sitemap-services.xml',
        'sitemap-images.xml',
        'sitemap-videos.xml',
        'sitemap-index.xml',
        '404.html',
      ]),
    );
    // the news sitemap, only on a day a post is news (content/published.ts sets the day)
    expect(files).not.toContain('sitemap-news.xml');
    expect(buildRoutes({ ...content, date: '2024-08-29' }).map((r) => r.file)).toContain('sitemap-news.xml');
  });

  it('writes each route to {route}.html with no two routes sharing a path or a file', () => {
    expect(new Set(routes.map((r) => r.file)).size).toBe(routes.length);
    expect(paths.size).toBe(routes.length);
    expect(routes.find((r) => r.path === '/services/water-heaters')?.file).toBe('services/water-heaters.html');
    expect(routes.find((r) => r.path === '/')?.file).toBe('index.html');
  });

  it('keeps paths free of trailing slashes', () => {
    expect(routes.filter((r) => r.path !== '/' && r.path.endsWith('/'))).toEqual([]);
  });

  it('renders each route with a registered template of its kind: the table names kinds, the registry holds the ids', () => {
    const unmatched = routes.flatMap((route) =>
      route.type === 'page' && siteTemplates.pages[route.template]?.kind !== route.kind ? [`${route.path} (${route.kind}: "${route.template}")`] : [],
    );
    expect(unmatched).toEqual([]);
    for (const kind of contentSchemas.town.shape.kind.options) expect(siteTemplates.pages[townTemplate(kind)]?.kind).toBe('town');
  });
});

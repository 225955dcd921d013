import { describe, expect, it } from 'vitest';
import { printRedirects, redirectRules } from '../../../src/render/redirects.ts';
import { firstRedirect } from '../../../src/host/redirects.ts';
import { patternOf } from '../../../src/host/url-pattern.ts';
import { parseRedirects } from '../../../src/host/redirects.ts';
import { resolveRequest, type SiteSource } from '../../../src/serve/server.ts';
import { servedByRewrite } from '../../../src/host/town-alias.ts';
import { buildRoutes } from '../../../src/routes/table.ts';
import { contentFixture } from '../helpers/content-fixture.ts';

const content = contentFixture();
const routes = buildRoutes(content);
const rules = redirectRules(content, routes);
const find = (from: string) => rules.find((r) => r.from === from);

describe('redirectRules', () => {
  it('holds the moved pages of data/not-found.yaml and the fixed dynamic rule', () => {
    expect(find('/big-horn-county-garage-door-services')).toEqual({
      from: '/big-horn-county-garage-door-services',
      to: '/big-horn-county',
      status: 301,
      source: { key: 'notFound', index: null, path: ['movedPages', 0, 'from'] },
    });
    expect(find('/zip-code/:zip')).toEqual({ from: '/zip-code/:zip', to: '/zip/:zip', status: 301 });
  });

  it('puts every static rule before the first dynamic one', () => {
    const firstDynamic = rules.findIndex((r) => patternOf(r.from).dynamic);
    expect(firstDynamic).toBeGreaterThan(0);
    expect(rules.slice(firstDynamic).every((r) => patternOf(r.from).dynamic)).toBe(true);
  });

  it('serves /service-areas/{slug} from the town page itself (one 200 rewrite); an unknown slug is a 404', () => {
    expect(find('/service-areas/:slug')).toEqual({ from: '/service-areas/:slug', to: '/:slug', status: 200 });
    const files = new Set(routes.map((r) => r.file));
    const source: SiteSource = {
      config: (name) => (name === '_redirects' ? printRedirects(content, routes) : ''),
      exists: (f) => files.has(f),
      read: async () => Buffer.from(''),
    };
    const town = content.towns[0]!.slug;
    expect(resolveRequest(source, new URL(`http://x/service-areas/${town}`))).toEqual({ kind: 'file', status: 200, file: `${town}.html` });
    expect(resolveRequest(source, new URL('http://x/service-areas/atlantis'))).toEqual({ kind: 'file', status: 404, file: '404.html' });
    const served = new Set(routes.map((r) => r.path));
    expect(servedByRewrite(`/service-areas/${town}`, rules, served)).toBe(true);
    expect(servedByRewrite('/service-areas/atlantis', rules, served)).toBe(false);
  });

  it('sends known URLs without a page to the page the not-found table picks', () => {
    expect(find('/cody/emergency-repair')).toEqual({
      from: '/cody/emergency-repair',
      to: '/services/emergency-repair-wyoming',
      status: 301,
      source: { key: 'sitemap', index: null, path: ['doorServices', 0] },
    });
    expect(find('/basin/commercial')?.to).toBe('/services/commercial-wyoming');
  });

  it('writes no rule whose target has no page, nor one for a URL that has a page', () => {
    const pages = new Set(routes.map((r) => r.path));
    expect(find('/services/spring-repair-wyoming')).toBeUndefined();
    expect(find('/cody/spring-repair')).toBeUndefined();
    expect(find('/services/emergency-repair')).toBeUndefined();
    for (const rule of rules.filter((r) => !patternOf(r.from).dynamic)) {
      expect(pages.has(rule.from)).toBe(false);
      expect(pages.has(rule.to)).toBe(true);
    }
  });

  it('leaves out a moved page whose target is not a page', () => {
    const noCounty = contentFixture();
    noCounty.pages = noCounty.pages.filter((p) => p.path !== '/big-horn-county');
    expect(redirectRules(noCounty, buildRoutes(noCounty)).some((r) => r.from === '/big-horn-county-garage-door-services')).toBe(false);
  });

  it('drops a dynamic rule that would shadow a page, on either host', () => {
    // /zip-code/:zip would send these pages away: Cloudflare applies rules even where a file exists,
    // and Netlify drops the trailing slash of /zip-code/82435/ before matching.
    const shadowed = contentFixture();
    shadowed.pages.push({ path: '/zip-code/82414', template: 'generic', title: 't', description: 'd', heading: 'h' });
    const slashed = contentFixture();
    slashed.pages.push({ path: '/zip-code/82435/', template: 'generic', title: 't', description: 'd', heading: 'h' });
    for (const site of [content, shadowed, slashed]) {
      const siteRoutes = buildRoutes(site);
      const printed = parseRedirects(printRedirects(site, siteRoutes)).rules;
      const redirectedPages = siteRoutes.filter((route) => firstRedirect(printed, route.path, 'cloudflare') || firstRedirect(printed, route.path, 'netlify'));
      expect(redirectedPages.map((r) => r.path)).toEqual([]);
    }
    expect(redirectRules(shadowed, buildRoutes(shadowed)).some((r) => r.from === '/zip-code/:zip')).toBe(false);
  });
});

describe('printRedirects', () => {
  it('prints one "from to status" line per rule, without `!`', () => {
    const text = printRedirects(content, routes);
    const lines = text.trimEnd().split('\n');
    expect(lines).toHaveLength(rules.length);
    expect(lines[0]).toBe('/big-horn-county-garage-door-services /big-horn-county 301');
    expect(lines.at(-1)).toBe('/zip-code/:zip /zip/:zip 301');
    expect(text).not.toContain('!');
  });
});

describe('printRedirects refuses what would not stay on its line', () => {
  // The loader rejects these values first; the printer is the second line of defence.
  it.each(['\n/cody /x 200', '\r/x', '\u0000', '\u2028', ' /x 200'])('a door-service pattern holding %j throws', (bad) => {
    const hostile = contentFixture();
    hostile.sitemap.townServicePattern = `/{town}/{service}${bad}`;
    expect(() => printRedirects(hostile, buildRoutes(hostile))).toThrow(/refusing to print _redirects source/);
  });

  it('throws on a target holding a line break', () => {
    const hostile = contentFixture();
    hostile.notFound.redirects = [{ match: 'spring-repair', to: '/services/emergency\n/cody /x 200' }];
    const pages = [...buildRoutes(hostile), { ...buildRoutes(hostile)[0]!, path: '/services/emergency\n/cody /x 200' }];
    expect(() => printRedirects(hostile, pages)).toThrow(/refusing to print _redirects/);
  });
});

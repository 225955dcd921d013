import { describe, expect, it } from 'vitest';
import { isDynamicRule, matchesRule, printRedirects, redirectRules } from '../../../src/output/redirects.ts';
import { buildRoutes } from '../../../src/routes/table.ts';
import { contentFixture } from '../helpers/content-fixture.ts';

const content = contentFixture();
const routes = buildRoutes(content);
const rules = redirectRules(content, routes);
const find = (from: string) => rules.find((r) => r.from === from);

describe('redirectRules', () => {
  it('holds the two fixed rules', () => {
    expect(find('/big-horn-county-garage-door-services')).toEqual({ from: '/big-horn-county-garage-door-services', to: '/big-horn-county', status: 301 });
    expect(find('/zip-code/:zip')).toEqual({ from: '/zip-code/:zip', to: '/zip/:zip', status: 301 });
  });

  it('puts every static rule before the first dynamic one', () => {
    const firstDynamic = rules.findIndex((r) => isDynamicRule(r.from));
    expect(firstDynamic).toBeGreaterThan(0);
    expect(rules.slice(firstDynamic).every((r) => isDynamicRule(r.from))).toBe(true);
  });

  it('sends known URLs without a page to the page the not-found table picks', () => {
    expect(find('/cody/emergency-repair')).toEqual({ from: '/cody/emergency-repair', to: '/services/emergency-repair-wyoming', status: 301 });
    expect(find('/basin/commercial')?.to).toBe('/services/commercial-wyoming');
  });

  it('writes no rule whose target has no page, nor one for a URL that has a page', () => {
    const pages = new Set(routes.map((r) => r.path));
    expect(find('/services/spring-repair-wyoming')).toBeUndefined();
    expect(find('/cody/spring-repair')).toBeUndefined();
    expect(find('/services/emergency-repair')).toBeUndefined();
    for (const rule of rules.filter((r) => !isDynamicRule(r.from))) {
      expect(pages.has(rule.from)).toBe(false);
      expect(pages.has(rule.to)).toBe(true);
    }
  });

  it('leaves out the fixed rule when its target is not a page', () => {
    const noCounty = contentFixture();
    noCounty.pages = noCounty.pages.filter((p) => p.path !== '/big-horn-county');
    expect(redirectRules(noCounty, buildRoutes(noCounty)).some((r) => r.from === '/big-horn-county-garage-door-services')).toBe(false);
  });

  it('has no dynamic rule that matches a page or file', () => {
    for (const rule of rules.filter((r) => isDynamicRule(r.from))) {
      for (const route of routes) expect(matchesRule(rule.from, route.path)).toBe(false);
    }
  });

  it('drops a dynamic rule that would shadow a page', () => {
    const shadowed = contentFixture();
    shadowed.pages.push({ path: '/zip-code/82414', template: 'generic', title: 't', description: 'd', heading: 'h' });
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

describe('matchesRule', () => {
  it('matches placeholders and splats by segment', () => {
    expect(matchesRule('/zip-code/:zip', '/zip-code/82414')).toBe(true);
    expect(matchesRule('/zip-code/:zip', '/zip-code/82414/x')).toBe(false);
    expect(matchesRule('/zip-code/:zip', '/zip-code')).toBe(false);
    expect(matchesRule('/old/*', '/old/a/b')).toBe(true);
    expect(matchesRule('/cody/commercial', '/cody/commercial')).toBe(true);
    expect(matchesRule('/cody/commercial', '/cody/commercial-x')).toBe(false);
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

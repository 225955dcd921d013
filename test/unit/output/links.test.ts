import { describe, expect, it } from 'vitest';
import { checkLinks } from '../helpers/link-check.ts';
import { redirectRules } from '../../../src/render/redirects.ts';
import { buildRoutes } from '../../../src/routes/table.ts';
import { contentFixture } from '../helpers/content-fixture.ts';

const content = contentFixture();
const routes = buildRoutes(content);
const rules = redirectRules(content, routes);

function check(body: string, extra: [string, string][] = []) {
  const files = new Map<string, string>([['cody.html', `<!DOCTYPE html><html><body>${body}</body></html>`], ...extra]);
  return checkLinks(files, routes, rules, { siteUrl: content.site.siteUrl, otherFiles: ['assets/island-x.js'] });
}

describe('checkLinks', () => {
  it('accepts route paths, output files and redirected URLs', () => {
    const body = [
      '<a href="/">Home</a>',
      '<a href="/services/emergency-repair-wyoming?ref=x#top">E</a>',
      '<a href="/cody/emergency-repair">redirected</a>',
      '<a href="/zip-code/82435">dynamic redirect</a>',
      '<script type="module" src="/assets/island-x.js"></script>',
      '<a href="/sitemap.xml">sitemap</a>',
      '<img src="/images/a.svg" alt="">',
      `<link rel="canonical" href="${content.site.siteUrl}/cody">`,
    ].join('');
    expect(check(body, [['images/a.svg', '<svg/>']])).toEqual([]);
  });

  it('ignores external, tel:, mailto:, sms: and fragment links', () => {
    const body =
      '<a href="tel:+13075550142">c</a><a href="mailto:a@b.c">m</a><a href="sms:+1">s</a><a href="https://other.example/x">x</a><a href="//cdn.example/x">p</a><a href="#main">skip</a>';
    expect(check(body)).toEqual([]);
  });

  it('reports a broken link with its page, once', () => {
    expect(check('<a href="/no-such-page">x</a><a href="/no-such-page">y</a>')).toEqual([{ page: '/cody', href: '/no-such-page' }]);
    expect(check(`<a href="${content.site.siteUrl}/gone">x</a>`)).toEqual([{ page: '/cody', href: `${content.site.siteUrl}/gone` }]);
  });

  it('reports a URL whose redirect target has no page (no rule is written for it)', () => {
    expect(check('<a href="/services/spring-repair-wyoming">x</a>')).toEqual([{ page: '/cody', href: '/services/spring-repair-wyoming' }]);
  });

  it('reports relative links, which break on the 404 page served at any depth', () => {
    expect(check('<a href="contact">x</a>')).toEqual([{ page: '/cody', href: 'contact' }]);
  });

  it('decodes entities in attribute values', () => {
    expect(check('<a href="/contact?a=1&amp;b=2">x</a>')).toEqual([]);
  });
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Head } from '../../../templates/layout/Head.tsx';
import { renderContent, routeFixture } from '../helpers/render-fixture.ts';

const assets = { styles: ['/assets/site.css'], scripts: ['/assets/island-Drawer.js'], preloads: ['/assets/react.js'] };

function head(route = routeFixture()) {
  return renderToStaticMarkup(<Head route={route} content={renderContent()} assets={assets} />);
}

function attr(html: string, selector: RegExp): string | undefined {
  return selector.exec(html)?.[1];
}

describe('Head', () => {
  it('suffixes the title with the company name', () => {
    expect(head()).toContain('<title>Contact Us | Basin Peak Plumbing &amp; Heating</title>');
  });

  it('uses absolute canonical and og:url without a trailing slash', () => {
    const html = head(routeFixture({ path: '/services/water-heaters', canonical: '/services/water-heaters' }));
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe('https://www.example.test/services/water-heaters');
    expect(attr(html, /<meta property="og:url" content="([^"]+)"/)).toBe('https://www.example.test/services/water-heaters');
    expect(attr(html, /<meta property="og:image" content="([^"]+)"/)).toBe('https://www.example.test/images/social/big-horn-basin.png');
  });

  it('uses the canonical path, not the route path, for alias routes', () => {
    const html = head(routeFixture({ path: '/service-areas/cody', canonical: '/cody', index: false }));
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe('https://www.example.test/cody');
  });

  it('gives the home page siteUrl + "/"', () => {
    const html = head(routeFixture({ path: '/', canonical: '/' }));
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe('https://www.example.test/');
    expect(attr(html, /<meta property="og:url" content="([^"]+)"/)).toBe('https://www.example.test/');
  });

  it('sets robots from route.index', () => {
    expect(attr(head(), /<meta name="robots" content="([^"]+)"/)).toBe('index,follow');
    expect(attr(head(routeFixture({ index: false })), /<meta name="robots" content="([^"]+)"/)).toBe('noindex,follow');
  });

  it('prints description, keywords, geo region and social tags', () => {
    const html = head();
    expect(html).toContain('<meta name="description" content="Contact the team."/>');
    expect(html).toContain('<meta name="keywords" content="plumber, heating"/>');
    expect(html).toContain('<meta name="geo.region" content="US-WY"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('<meta property="og:title" content="Contact Us | Basin Peak Plumbing &amp; Heating"/>');
  });

  it('keeps the assets', () => {
    const html = head();
    expect(html).toContain('<link rel="stylesheet" href="/assets/site.css"/>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/react.js"/>');
    expect(html).toContain('<script type="module" src="/assets/island-Drawer.js"></script>');
  });

  it('escapes < in JSON-LD so a label cannot close the script element', () => {
    const label = '</script><script>alert(1)</script>';
    const html = head(routeFixture({ breadcrumbs: [{ label: 'Home', href: '/' }, { label }] }));
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).not.toContain('<');
    expect(scripts[0]).toContain('\\u003c/script\\u003e');
    const data = JSON.parse(scripts[0]);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement[1].name).toBe(label);
  });

  it('prints no JSON-LD on a plain page without breadcrumbs', () => {
    expect(head()).not.toContain('application/ld+json');
  });
});

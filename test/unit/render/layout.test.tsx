import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Drawer from '../../../templates/islands/Drawer.tsx';
import { Breadcrumbs } from '../../../templates/layout/Breadcrumbs.tsx';
import { Footer } from '../../../templates/layout/Footer.tsx';
import { Header, currentNavPath, drawerProps } from '../../../templates/layout/Header.tsx';
import { Layout } from '../../../templates/layout/Layout.tsx';
import { renderContent, routeFixture } from '../helpers/render-fixture.ts';

const content = renderContent();
const items = content.navigation.main;
const areas = [{ label: 'Home', href: '/' }, { label: 'Service Areas', href: '/service-area' }, { label: 'Cody' }];

/** The hrefs of links marked aria-current="page" in the desktop nav. */
function currentLinks(html: string): string[] {
  const nav = /<nav class="site-nav"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [...nav.matchAll(/<a [^>]*href="([^"]+)"[^>]*aria-current="page"/g)].map((m) => m[1]);
}

describe('currentNavPath', () => {
  it('matches the exact path, a parent path, or a breadcrumb section', () => {
    expect(currentNavPath({ path: '/', breadcrumbs: [] }, items)).toBe('/');
    expect(currentNavPath({ path: '/careers', breadcrumbs: [] }, items)).toBe('/careers');
    expect(currentNavPath({ path: '/services/water-heaters', breadcrumbs: [] }, items)).toBe('/services');
    expect(currentNavPath({ path: '/cody', breadcrumbs: areas }, items)).toBe('/service-area');
    expect(currentNavPath({ path: '/gallery', breadcrumbs: [{ label: 'Home', href: '/' }, { label: 'Gallery' }] }, items)).toBeUndefined();
  });
});

/** The header of a page at `route`, as the layout renders it. */
function header(route: ReturnType<typeof routeFixture>): string {
  return renderToStaticMarkup(<Header content={content} current={currentNavPath(route, items) ?? null} />);
}

describe('Header', () => {
  it('marks exactly the current item', () => {
    const html = header(routeFixture({ path: '/careers' }));
    expect(currentLinks(html)).toEqual(['/careers']);
  });

  it('marks Services on service pages and Service Area on town pages', () => {
    const service = header(routeFixture({ path: '/services/emergency' }));
    expect(currentLinks(service)).toEqual(['/services']);
    const town = header(routeFixture({ path: '/cody', template: 'town-plumbing', breadcrumbs: areas }));
    expect(currentLinks(town)).toEqual(['/service-area']);
  });

  it('marks Home only on the home page', () => {
    const home = header(routeFixture({ path: '/' }));
    expect(currentLinks(home)).toEqual(['/']);
    const other = header(routeFixture({ path: '/gallery' }));
    expect(currentLinks(other)).toEqual([]);
  });

  it('renders the company link, the CTA and the Drawer island', () => {
    const html = header(routeFixture());
    expect(html).toContain('<a class="site-brand" href="/">');
    expect(html).toContain('href="/contact">Request Service</a>');
    expect(html).toContain('data-island="Drawer"');
  });
});

describe('Drawer', () => {
  const props = drawerProps({ content, current: currentNavPath(routeFixture({ path: '/services/water-heaters' }), items) ?? null });

  it('passes only what it needs', () => {
    expect(Object.keys(props).sort()).toEqual(['currentPath', 'estimate', 'items', 'labels', 'phone', 'popularServices', 'quickActions']);
    expect(Object.keys(props.labels).sort()).toEqual(['call', 'closeMenu', 'menu', 'mobileNav', 'popularServices', 'quickActions']);
    expect(props.currentPath).toBe('/services');
  });

  it('renders closed, with an accessible dialog', () => {
    const html = renderToStaticMarkup(<Drawer {...props} />);
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-controls="site-drawer"/);
    expect(html).toContain('<div class="drawer" hidden="">');
    expect(html).toMatch(/role="dialog" aria-modal="true" aria-labelledby="site-drawer-title"/);
    expect(html).toContain('id="site-drawer-title"');
    expect(html).toContain('24/7 Available');
    expect(html).toContain('href="/estimates">Get Free Estimate</a>');
    expect(html).toContain('href="tel:+13075550142"');
    expect(html).toMatch(/href="\/services" aria-current="page"/);
    expect(html).not.toContain('style=');
  });
});

describe('Breadcrumbs', () => {
  it('renders an ordered list with the last item current', () => {
    const html = renderToStaticMarkup(<Breadcrumbs crumbs={areas} label="Breadcrumb" />);
    expect(html).toContain('<nav class="breadcrumbs" aria-label="Breadcrumb">');
    expect(html).toContain('<ol');
    expect(html).toContain('<a href="/service-area">Service Areas</a>');
    expect(html).toContain('<span aria-current="page">Cody</span>');
  });
});

describe('Footer', () => {
  it('links phone and e-mail, credits the agency and prints the copyright line from content', () => {
    const html = renderToStaticMarkup(<Footer content={content} />);
    expect(html).toContain('href="tel:+13075550142"');
    expect(html).toContain('href="mailto:service@example.test"');
    expect(html).toContain('href="https://agency.example">Agency</a>');
    expect(html).toContain(`<p>${content.navigation.labels.copyright}</p>`);
  });
});

describe('Layout', () => {
  it('has a skip link, main#main, and breadcrumbs only when present', () => {
    const withCrumbs = renderToStaticMarkup(
      <Layout route={routeFixture({ path: '/cody', breadcrumbs: areas })} content={content}>
        <h1>Cody</h1>
      </Layout>,
    );
    expect(withCrumbs).toContain('<a class="skip-link" href="#main">');
    expect(withCrumbs).toMatch(/<main id="main" tabindex="-1"><nav class="breadcrumbs"[\s\S]*<h1>Cody<\/h1><\/main>/);
    const without = renderToStaticMarkup(
      <Layout route={routeFixture({ path: '/' })} content={content}>
        <h1>Home</h1>
      </Layout>,
    );
    expect(without).not.toContain('aria-label="Breadcrumb"');
  });
});

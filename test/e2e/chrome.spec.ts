// The shared chrome (header, drawer, footer), the not-found page and its
// redirects, hydration and accessibility, against the built site served by
// `site serve` (see global-setup.ts).
//
// Test names must not depend on the build output: Playwright collects tests
// before global setup builds the site. Tests that need the output read it
// from OUT_DIR when they run.

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import fg from 'fast-glob';
import { parse } from 'yaml';
import { expect, expectNoAxeViolations, test, waitForIslands } from './fixtures.ts';
import { OUT_DIR, ROOT } from './paths.ts';

interface NavItem {
  name: string;
  path: string;
}
interface Navigation {
  main: NavItem[];
  cta: NavItem;
  quickActions: Array<{ title: string; subtitle: string; path: string }>;
  popularServices: NavItem[];
  estimate: NavItem;
  footerExplore: NavItem[];
  footerServices: NavItem[];
}
interface Site {
  company: string;
  email: string;
  region: string;
  about: string;
  phones: { main: { display: string; tel: string } };
  agency: { name: string; url: string };
}

function readData<T>(file: string): T {
  return parse(readFileSync(path.join(ROOT, 'data', file), 'utf8')) as T;
}

const nav = readData<Navigation>('navigation.yaml');
const site = readData<Site>('site.yaml');
const notFound = readData<{ title: string; heading: string; quickLinks: NavItem[]; homeLabel: string; supportLabel: string; cityNotFound: string }>(
  'not-found.yaml',
);
const firstPost = readData<Array<{ slug: string }>>('blog.yaml')[0]!.slug;

/** Whether the build wrote a page for `urlPath` (the route table, as written to the out dir). */
function built(urlPath: string): boolean {
  const file = urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`;
  return existsSync(path.join(OUT_DIR, file));
}

function exactLink(scope: Locator | Page, name: string): Locator {
  return scope.getByRole('link', { name, exact: true });
}

test.describe('top navigation', () => {
  for (const current of ['/services', '/contact']) {
    test(`links every main page and marks ${current} as the current page`, async ({ page }) => {
      await page.goto(current);
      const banner = page.getByRole('banner');
      const mainNav = banner.getByRole('navigation').filter({ has: exactLink(page, nav.main[0]!.name) });
      await expect(mainNav).toBeVisible();
      for (const item of nav.main) {
        const link = exactLink(mainNav, item.name);
        await expect(link, `${item.name} link`).toHaveAttribute('href', item.path);
        if (item.path === current) await expect(link, `${item.name} is current`).toHaveAttribute('aria-current', 'page');
        else await expect(link, `${item.name} is not current`).not.toHaveAttribute('aria-current');
      }
      await expect(exactLink(banner, nav.cta.name)).toHaveAttribute('href', nav.cta.path);
    });
  }
});

test.describe('mobile drawer at 375×800', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('replaces the top navigation, opens from the menu button and closes on Escape', async ({ page }) => {
    await page.goto('/services');
    await waitForIslands(page);
    const banner = page.getByRole('banner');
    await expect(exactLink(banner, 'Careers').filter({ visible: true }), 'top navigation hidden on small screens').toHaveCount(0);

    const button = banner.getByRole('button', { name: /^(open )?(main )?menu$/i });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const drawerId = await button.getAttribute('aria-controls');
    expect(drawerId, 'menu button names the drawer with aria-controls').toBeTruthy();
    const drawer = page.locator(`[id="${drawerId}"]`);
    await expect(drawer).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer).toBeVisible();
    // Right-side drawer: its right edge is the viewport's right edge.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box && Math.round(box.x + box.width);
      })
      .toBe(375);

    await expect(drawer.getByText('Quick Actions', { exact: true })).toBeVisible();
    for (const action of nav.quickActions) {
      const link = drawer.getByRole('link', { name: new RegExp(action.title) }).filter({ hasText: action.subtitle });
      await expect(link, `quick action ${action.title}`).toBeVisible();
    }
    for (const item of nav.main) {
      const link = exactLink(drawer, item.name);
      await expect(link, `drawer nav ${item.name}`).toHaveAttribute('href', item.path);
    }
    await expect(exactLink(drawer, 'Services')).toHaveAttribute('aria-current', 'page');
    await expect(drawer.getByText('Popular Services', { exact: true })).toBeVisible();
    for (const item of nav.popularServices) {
      await expect(exactLink(drawer, item.name), `popular service ${item.name}`).toHaveAttribute('href', item.path);
    }
    await expect(exactLink(drawer, nav.estimate.name)).toHaveAttribute('href', '/estimates');
    await expect(drawer.locator('a[href^="tel:"]').filter({ visible: true })).not.toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });
});

test.describe('footer', () => {
  test('holds the about text, Explore Site and services links, contact info and the agency credit', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer).toContainText(site.about.slice(0, 40));
    await expect(footer.getByText('Explore Site', { exact: true })).toBeVisible();
    for (const item of [...nav.footerExplore, ...nav.footerServices]) {
      await expect(exactLink(footer, item.name), `footer link ${item.name}`).toHaveAttribute('href', item.path);
    }
    await expect(footer).toContainText(site.region);
    await expect(footer.locator(`a[href="tel:${site.phones.main.tel}"]`)).toBeVisible();
    await expect(footer.locator(`a[href="mailto:${site.email}"]`)).toBeVisible();
    await expect(footer.locator(`a[href^="${site.agency.url}"]`)).toContainText(site.agency.name);
  });
});

test.describe('not-found page', () => {
  test('an unknown path answers 404 with the Page Not Found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await waitForIslands(page);
    await expect(page.getByText(notFound.title, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(notFound.heading, { exact: true }).first()).toBeVisible();
    for (const link of notFound.quickLinks) {
      await expect(page.locator(`main a[href="${link.path}"]`).first(), `quick link ${link.name}`).toBeVisible();
    }
    await expect(page.getByRole('link', { name: notFound.homeLabel })).toBeVisible();
    await expect(page.getByRole('link', { name: notFound.supportLabel })).toBeVisible();
    await expect(page).toHaveURL(/\/no-such-page$/);
  });

  test('/Emergency-help redirects to the emergency repair page, a page of the default site', async ({ page }) => {
    const target = '/services/emergency-repair-wyoming';
    expect(built(target), `${target} is a page of the default site`).toBe(true);
    await page.goto('/Emergency-help');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByText(notFound.title, { exact: true })).toHaveCount(0);
  });

  test('/Spring-repair stays on the 404 page: its redirect target has no page', async ({ page }) => {
    expect(built('/services/spring-repair-wyoming')).toBe(false);
    const response = await page.goto('/Spring-repair');
    expect(response?.status()).toBe(404);
    await waitForIslands(page);
    await expect(page).toHaveURL(/\/Spring-repair$/);
    await expect(page.getByText(notFound.title, { exact: true }).first()).toBeVisible();
  });

  test('/cody-plumbers redirects to /cody', async ({ page }) => {
    await page.goto('/cody-plumbers');
    await expect(page).toHaveURL(/\/cody$/);
  });

  test('/service-areas/nowhere shows "City not found"', async ({ page }) => {
    await page.goto('/service-areas/nowhere');
    await waitForIslands(page);
    await expect(page.getByText(notFound.cityNotFound, { exact: true }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/service-areas\/nowhere$/);
  });

  test('/zip/99999 goes to the default ZIP page /zip/82414', async ({ page }) => {
    await page.goto('/zip/99999');
    await expect(page).toHaveURL(/\/zip\/82414$/);
  });

  test('/zip-code/82414 redirects to /zip/82414 through _redirects', async ({ page }) => {
    const response = await page.request.get('/zip-code/82414', { maxRedirects: 0 });
    expect([301, 302, 303, 307, 308]).toContain(response.status());
    expect(response.headers().location).toBe('/zip/82414');
    const final = await page.goto('/zip-code/82414');
    await expect(page).toHaveURL(/\/zip\/82414$/);
    expect(final?.status()).toBe(200);
  });
});

test.describe('hydration', () => {
  test('every island hydrates without console errors or warnings', async ({ page }) => {
    // One page per island, found in the built HTML.
    const files = (await fg('**/*.html', { cwd: OUT_DIR })).sort();
    const pageFor = new Map<string, string>();
    for (const file of files) {
      for (const [, name] of readFileSync(path.join(OUT_DIR, file), 'utf8').matchAll(/data-island="([^"]+)"/g)) {
        if (!pageFor.has(name!)) pageFor.set(name!, file);
      }
    }
    expect(pageFor.size, 'built pages render islands').toBeGreaterThan(0);
    // site serve runs no Worker: the conversion endpoint answers as the Worker does
    // (the /review page sends its visit on load), the endpoint's own tests are under wrangler.
    await page.route('**/api/event', (route) => route.fulfill({ status: 204 }));
    for (const [island, file] of pageFor) {
      const url = file === '404.html' ? '/no-such-page-for-hydration' : file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`;
      await test.step(`${island} on ${url}`, async () => {
        await page.goto(url);
        await waitForIslands(page);
        await page.waitForLoadState('networkidle');
      });
    }
  });
});

/** One page of every template family (the engine does not yet mark the template in the HTML). */
const AXE_PAGES: Array<[family: string, url: string]> = [
  ['home', '/'],
  ['services index', '/services'],
  ['service', '/services/water-heaters'],
  ['plumbing town', '/cody'],
  ['door-themed town', '/basin'],
  ['shared town', '/worland'],
  ['zip', '/zip/82414'],
  ['blog index', '/blog'],
  ['blog post', `/blog/${firstPost}`],
  ['gallery', '/gallery'],
  ['contact', '/contact'],
  ['estimates', '/estimates'],
  ['careers', '/careers'],
  ['service area', '/service-area'],
  ['county', '/big-horn-county'],
  ['near me', '/garage-door-repair-near-me'],
  ['history', '/history'],
  ['videos', '/videos'],
  ['privacy policy', '/privacy-policy'],
  ['guarantee', '/guarantee'],
  ['partnership', '/partnership'],
];

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const [family, url] of AXE_PAGES) {
    test(`${family}: ${url}`, async ({ page }) => {
      expect(built(url), `the build wrote a page for ${url}`).toBe(true);
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${url === '/' ? '' : url}/?$`));
      await waitForIslands(page);
      await expectNoAxeViolations(page);
    });
  }

  test('not-found: an unknown path (status 404)', async ({ page }) => {
    const response = await page.goto('/no-such-page-for-axe');
    expect(response?.status()).toBe(404);
    await waitForIslands(page);
    await expectNoAxeViolations(page);
  });
});

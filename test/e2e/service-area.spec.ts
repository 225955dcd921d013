// /service-area: highlights, the map island and the
// /service-areas/{slug}, which serves the town page (src/host/town-alias.ts).

import { expect, expectNoAxeViolations, test, waitForIslands } from './fixtures.ts';

const pins = (page: import('@playwright/test').Page) => page.locator('.sa-map__pins .sa-pin__link');

test.describe('/service-area', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/service-area');
    await waitForIslands(page);
  });

  test('shows the highlights, links and calls to action', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const text of ['25+', 'Big Horn Basin', 'Same-Day', '24/7']) {
      await expect(page.locator('.sa-highlights')).toContainText(text);
    }
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'Get Emergency Service' }).first()).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: 'Schedule Service' }).first()).toHaveAttribute('href', '/estimates');
    await expect(main.locator('.sa-links a[href="/estimates"]')).toHaveCount(1);
    await expect(main.locator('.sa-links a[href="/contact"]')).toHaveCount(1);
  });

  test('has 25 pins that are links, and the grid of 25 cities', async ({ page }) => {
    await expect(pins(page)).toHaveCount(25);
    await expect(pins(page).first()).toHaveAttribute('href', /^\/[a-z-]+$/);
    await expect(page.getByRole('heading', { name: 'All Service Areas (25 cities)' })).toBeVisible();
    await expect(page.locator('.sa-grid li')).toHaveCount(25);
    await expect(page.locator('.sa-map__image')).toBeVisible();
  });

  test('shows the tooltip on hover and hides it on leave', async ({ page }) => {
    const cody = page.locator('.sa-pin__link[href="/cody"]');
    await cody.hover();
    const tip = page.getByRole('tooltip');
    await expect(tip).toBeVisible();
    await expect(tip).toContainText('Cody');
    await expect(tip).toContainText('Click to learn more');
    await expect(cody).toHaveAttribute('aria-describedby', (await tip.getAttribute('id')) ?? '');
    await page.mouse.move(2, 2);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });

  test('shows the tooltip on keyboard focus and hides it with Escape', async ({ page }) => {
    const first = pins(page).first();
    await first.focus();
    const tip = page.getByRole('tooltip');
    await expect(tip).toBeVisible();
    await expect(tip).toContainText('Click to learn more');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tooltip')).toBeVisible();
  });

  test('clicking the Ten Sleep pin opens /ten-sleep', async ({ page }) => {
    await page.locator('.sa-pin__link[data-city="Ten Sleep"]').click();
    await expect(page).toHaveURL(/\/ten-sleep$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ten Sleep');
  });

  test('View on Google Maps opens the maps search in a new tab', async ({ page }) => {
    const link = page.getByRole('link', { name: /View on Google Maps/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//);
    await expect(link).toHaveAttribute('rel', /noopener/);
  });

  test('has no axe violations, with a tooltip open', async ({ page }) => {
    await expectNoAxeViolations(page);
    await pins(page).nth(3).focus();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('/service-areas/{slug}', () => {
  test('serves the town page at the same URL, its canonical at /cody', async ({ page }) => {
    const response = await page.goto('/service-areas/cody');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/service-areas\/cody$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cody, Wyoming');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/cody$/);
    await expectNoAxeViolations(page);
  });

  test('serves every town, the shared ones included', async ({ page }) => {
    await page.goto('/service-areas/grass-creek');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grass Creek, Wyoming');
  });

  test('an unknown slug shows "City not found"', async ({ page }) => {
    await page.goto('/service-areas/atlantis');
    await waitForIslands(page);
    await expect(page.getByText('City not found')).toBeVisible();
  });
});

// /garage-door-repair-near-me: location states.

import { expect, expectNoAxeViolations, test, waitForIslands } from './fixtures.ts';

const CODY = { latitude: 44.5263, longitude: -109.0565 };
const DENIED = 'Location access denied. Showing general service areas below.';

test('asks for the location only on request', async ({ page }) => {
  await page.goto('/garage-door-repair-near-me');
  await waitForIslands(page);
  await expect(page.getByRole('button', { name: 'Use My Location' })).toBeEnabled();
  await expect(page.locator('.near-me__list')).toHaveCount(0);
  await expect(page.locator('main')).toContainText('Summit Overhead Door Co.');
  await expectNoAxeViolations(page);
});

test('denied: shows the notice and the three fallback cities', async ({ page }) => {
  await page.goto('/garage-door-repair-near-me');
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Use My Location' }).click();
  await expect(page.getByRole('status')).toContainText(DENIED);
  const items = page.locator('.near-me__item');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Cody');
  await expect(items.nth(0)).toContainText('25 miles');
  await expect(items.nth(0)).toContainText('30 min');
  await expect(items.nth(1)).toContainText('Powell');
  await expect(items.nth(1)).toContainText('35 miles');
  await expect(items.nth(1)).toContainText('40 min');
  await expect(items.nth(2)).toContainText('Worland');
  await expect(items.nth(2)).toContainText('45 miles');
  await expect(items.nth(2)).toContainText('50 min');
  await expectNoAxeViolations(page);
});

test('no geolocation API: treated as denied', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'geolocation', { get: () => undefined, configurable: true });
  });
  await page.goto('/garage-door-repair-near-me');
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Use My Location' }).click();
  await expect(page.getByRole('status')).toContainText(DENIED);
  await expect(page.locator('.near-me__item')).toHaveCount(3);
});

test('pending while waiting for the browser', async ({ page }) => {
  await page.addInitScript(() => {
    // A position that never arrives.
    navigator.geolocation.getCurrentPosition = () => {};
  });
  await page.goto('/garage-door-repair-near-me');
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Use My Location' }).click();
  await expect(page.getByRole('status')).toContainText('Finding your location');
  await expect(page.getByRole('button', { name: 'Use My Location' })).toBeDisabled();
});

test.describe('granted at Cody', () => {
  test.use({ geolocation: CODY, permissions: ['geolocation'] });

  test('lists the five base cities, nearest first, with miles and minutes', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(CODY);
    await page.goto('/garage-door-repair-near-me');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Use My Location' }).click();
    const items = page.locator('.near-me__item');
    await expect(items).toHaveCount(5);
    await expect(page.getByRole('status')).not.toContainText('denied');
    await expect(page.getByRole('heading', { name: 'Nearest Service Areas to You' })).toBeVisible();
    await expect(items.nth(0)).toContainText('Cody');
    await expect(items.nth(0)).toContainText('0 miles');
    await expect(items.nth(0)).toContainText('0 min');
    await expect(items.nth(1)).toContainText('Powell');
    // Cody → Powell is about 21.5 great-circle miles: 21.5 / 40 mph × 60 ≈ 32 min.
    await expect(items.nth(1)).toContainText('22 miles');
    await expect(items.nth(1)).toContainText('32 min');
    await expect(items.nth(4)).toContainText('Thermopolis');
    await expectNoAxeViolations(page);
  });
});

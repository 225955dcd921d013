// ZIP pages.

import { expect, expectNoAxeViolations, test, waitForIslands } from './fixtures.ts';

test('/zip/82414 shows the Cody profile and 3 reviews', async ({ page }) => {
  await page.goto('/zip/82414');
  const main = page.locator('main');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('82414');
  for (const text of ['Cody', 'Cody & North Fork', '13,900', '$68,400', '6,850', '1,120']) {
    await expect(main.locator('.zip-profile')).toContainText(text);
  }
  await expect(main.locator('.reviews--block .reviews__list > li')).toHaveCount(3);
  await expectNoAxeViolations(page);
});

test('every ZIP in the data has a page', async ({ page }) => {
  await page.goto('/zip');
  const links = page.locator('main a[href^="/zip/"]');
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  expect(hrefs.length).toBeGreaterThanOrEqual(8);
  for (const href of hrefs) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
  }
});

test('/zip without a ZIP shows "Invalid ZIP code"', async ({ page }) => {
  await page.goto('/zip');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invalid ZIP code');
  await expectNoAxeViolations(page);
});

test('an unknown ZIP shows the 82414 profile', async ({ page }) => {
  await page.goto('/zip/99999');
  await waitForIslands(page);
  await expect(page).toHaveURL(/\/zip\/82414$/);
  await expect(page.locator('main .zip-profile')).toContainText('Cody & North Fork');
});

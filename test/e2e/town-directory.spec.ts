// The town directory of a site with more towns than one page lists: 450
// towns (a copy of the bundled data, bench/synthetic.ts) under `site dev`.
// /service-area shows 200 of them and the page bar leads to /service-area/2
// and /service-area/3, each page accessible.

import path from 'node:path';
import { syntheticData } from '../../bench/synthetic.ts';
import { expect, expectNoAxeViolations, test, waitForIslands } from './fixtures.ts';
import { ROOT } from './paths.ts';
import { siteDevOnScratch } from './site-dev.ts';

test.describe.configure({ mode: 'serial' });

const server = siteDevOnScratch('directory', async (scratch) => {
  await syntheticData(path.join(ROOT, 'data'), path.join(scratch, 'data'), 450);
  return { args: ['--data', path.join(scratch, 'data')] };
});

test('the page bar walks the directory, 200 towns a page, each page without axe violations', async ({ page }) => {
  const bar = page.getByRole('navigation', { name: 'Pages of the town list' });
  const grid = page.locator('.sa-grid li');

  await page.goto(`${server.url}/service-area`);
  await waitForIslands(page);
  await expect(grid).toHaveCount(200);
  await expect(page.locator('.sa-map__pins .sa-pin__link')).toHaveCount(200);
  await expect(page.getByRole('heading', { name: 'All Service Areas (450 cities)' })).toBeVisible();
  await expect(bar).toContainText('Page 1 of 3');
  await expect(bar.locator('[aria-current="page"]')).toHaveText('1');
  await expect(bar.getByRole('link', { name: 'Previous' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  const firstOnPage1 = await grid.first().getByRole('link').getAttribute('href');

  await bar.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/service-area\/2$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Service Area: Page 2 of 3');
  await expect(grid).toHaveCount(200);
  await expect(grid.first().getByRole('link')).not.toHaveAttribute('href', firstOnPage1 ?? '');
  await expect(bar.locator('[aria-current="page"]')).toHaveText('2');
  await expectNoAxeViolations(page);

  await bar.getByRole('link', { name: 'Page 3 of 3' }).click();
  await expect(page).toHaveURL(/\/service-area\/3$/);
  await expect(grid).toHaveCount(50);
  await expect(bar.getByRole('link', { name: 'Next' })).toHaveCount(0);

  await bar.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/service-area\/2$/);
});

test('/contact lists the first 200 towns and links to the directory for all 450', async ({ page }) => {
  await page.goto(`${server.url}/contact`);
  await expect(page.locator('.contact-towns li')).toHaveCount(200);
  await page.getByRole('link', { name: 'All 450 towns we serve' }).click();
  await expect(page).toHaveURL(/\/service-area$/);
});

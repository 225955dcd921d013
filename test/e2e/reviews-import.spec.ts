// The hidden review-import panel end to end in Chromium, against the local fake scraping
// service: the site is built from a data copy whose endpoints.scraper is the
// fake's URL (so the CSP's connect-src allows it) and served with startServer.

import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { startServer, type RunningServer } from '../../src/serve/server.ts';
import { startFakeScraper, type FakeScraper } from '../unit/reviews/fake-scraper.ts';
import { NO_REVIEWS_PAGE, PROFILE_PAGE, PROFILE_PAGE_REVIEWS } from '../unit/reviews/pages.ts';
import { expect, expectNoAxeViolations, test, waitForIslands } from './fixtures.ts';
import { BUILD_DATE, ROOT } from './paths.ts';

const KEY = 'fc-e2e-key-4242';
const PROFILE = 'https://profiles.example/basin-peak';
const KEY_STORAGE = 'reviews-import:scraper-api-key';
const samples = parse(readFileSync(path.join(ROOT, 'data/reviews.yaml'), 'utf8')).samples as { name: string; text: string }[];

let tmp: string;
let site: RunningServer;
let fake: FakeScraper;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fake = await startFakeScraper();
  tmp = mkdtempSync(path.join(tmpdir(), 'reviews-e2e-'));
  const data = path.join(tmp, 'data');
  const out = path.join(tmp, 'out');
  cpSync(path.join(ROOT, 'data'), data, { recursive: true });
  const siteFile = path.join(data, 'site.yaml');
  writeFileSync(siteFile, readFileSync(siteFile, 'utf8').replace(/^( {2}scraper: ).*$/m, `$1${fake.url}`));
  const build = spawnSync(process.execPath, [path.join(ROOT, 'bin/site.js'), 'build', '--data', data, '--out', out, '--date', BUILD_DATE], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`fixture build failed:\n${build.stdout}\n${build.stderr}`);
  site = await startServer({ dir: out, port: 0, host: '127.0.0.1' });
});

test.afterAll(async () => {
  await site?.close();
  await fake?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test.beforeEach(() => fake.reset());

function ui(page: Page) {
  const section = page.locator('section.reviews').first();
  const panel = page.locator('#import-reviews');
  return {
    section,
    panel,
    cards: section.locator('.reviews__card'),
    key: panel.getByLabel('Scraper API key'),
    saveKey: panel.getByRole('button', { name: 'Save API Key' }),
    url: panel.getByLabel('Business profile URL'),
    importButton: panel.locator('.reviews-import__form button[type="submit"]').nth(1),
    preview: panel.locator('.reviews-import__preview pre'),
    /** Title and description of the toast in the polite status region / the alert region. */
    status: page.getByRole('status').locator('.reviews-import__toast p'),
    alert: page.getByRole('alert').locator('.reviews-import__toast p'),
    dismiss: page.locator('.reviews-import__toast').getByRole('button', { name: 'Dismiss notification' }),
    toasts: page.locator('.reviews-import__toast'),
  };
}

/** Opens the home page with the panel revealed, hydrated. */
async function openPanel(page: Page, options: { savedKey?: string } = {}) {
  if (options.savedKey) {
    await page.addInitScript(([name, value]) => window.localStorage.setItem(name!, value!), [KEY_STORAGE, options.savedKey]);
  }
  await page.goto(`${site.url}/#import-reviews`);
  await waitForIslands(page);
  await expect(ui(page).panel).toBeVisible();
}

test('hidden by default: the three samples, no panel, no toast; server and first render show the same', async ({ page }) => {
  await page.goto(`${site.url}/`);
  await waitForIslands(page);
  const u = ui(page);
  await expect(u.cards).toHaveCount(3);
  for (const [i, sample] of samples.entries()) await expect(u.cards.nth(i)).toContainText(sample.text);
  await expect(u.panel).toHaveCount(0);
  await expect(u.toasts).toHaveCount(0);
  await expect(page.getByText('Import Reviews')).toHaveCount(0);
  // The static HTML carries no panel either: it is revealed only in the browser.
  const html = await (await page.request.get(`${site.url}/`)).text();
  expect(html).not.toContain('id="import-reviews"');
  expect(html).toContain('data-island="ReviewsImport"');
});

test('#import-reviews reveals the panel (on load and on hash change); Close hides it and drops the hash', async ({ page }) => {
  await page.goto(`${site.url}/`);
  await waitForIslands(page);
  const u = ui(page);
  await page.evaluate(() => (window.location.hash = 'import-reviews'));
  await expect(u.panel).toBeVisible();
  await expect(u.panel.getByRole('heading', { name: 'Import reviews', level: 3 })).toBeFocused();
  await u.panel.getByRole('button', { name: 'Close' }).click();
  await expect(u.panel).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('');
  await page.evaluate(() => (window.location.hash = 'import-reviews'));
  await expect(u.panel).toBeVisible();
  await page.goto(`${site.url}/#import-reviews`);
  await waitForIslands(page);
  await expect(u.panel).toBeVisible();
  await expectNoAxeViolations(page);
});

test('API key: password field; blank gives an error toast; saved to local storage with a success toast; Import needs it', async ({ page }) => {
  await openPanel(page);
  const u = ui(page);
  await expect(u.key).toHaveAttribute('type', 'password');
  await expect(u.importButton).toHaveText('Import Reviews');
  await expect(u.importButton).toBeDisabled();

  await u.key.fill('   ');
  await u.saveKey.click();
  await expect(u.alert).toHaveText('Error - Please enter a valid API key');
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY_STORAGE)).toBeNull();
  await expect(u.importButton).toBeDisabled();

  await u.key.fill(KEY);
  await u.key.press('Enter');
  await expect(u.status).toHaveText('Success - API key saved successfully');
  await expect(u.alert).toHaveCount(0);
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY_STORAGE)).toBe(KEY);
  await expect(u.importButton).toBeEnabled();
  await expectNoAxeViolations(page);

  // A reload keeps the key.
  await page.reload();
  await waitForIslands(page);
  await expect(u.key).toHaveValue(KEY);
  await expect(u.importButton).toBeEnabled();
  expect(fake.requests).toEqual([]);
});

test('a blank URL gives "Error - Please enter a valid URL" and sends nothing', async ({ page }) => {
  await openPanel(page, { savedKey: KEY });
  const u = ui(page);
  await u.importButton.click();
  await expect(u.alert).toHaveText('Error - Please enter a valid URL');
  await u.url.fill('not a url');
  await u.url.press('Enter');
  await expect(u.alert).toHaveText('Error - Please enter a valid URL');
  expect(fake.requests).toEqual([]);
});

test('import: "Scraping Reviews..." while running, "Found 4 reviews", the panel closes, the reviews replace the samples', async ({ page }) => {
  const authorized: string[] = [];
  page.on('request', (request) => {
    if (request.headers().authorization) authorized.push(new URL(request.url()).origin);
  });
  fake.plan({ kind: 'slow', delayMs: 1_500, then: { kind: 'success', markdown: PROFILE_PAGE } });
  await openPanel(page, { savedKey: KEY });
  const u = ui(page);
  await u.url.fill(PROFILE);
  await u.importButton.click();
  await expect(u.importButton).toHaveText('Scraping Reviews...');
  await expect(u.importButton).toBeDisabled();

  await expect(u.status).toHaveText('Success - Found 4 reviews');
  await expect(u.panel).toHaveCount(0);
  await expect(u.cards).toHaveCount(4);
  for (const [i, review] of PROFILE_PAGE_REVIEWS.entries()) {
    await expect(u.cards.nth(i)).toContainText(review.text);
    await expect(u.cards.nth(i)).toContainText(review.name);
    await expect(u.cards.nth(i).getByRole('img', { name: `Rated ${review.rating} out of 5` })).toBeVisible();
  }
  for (const sample of samples) await expect(u.section).not.toContainText(sample.text);

  // The request: the scrape payload with the bearer key, to the scraping service only.
  expect(fake.requests).toHaveLength(1);
  expect(fake.requests[0]).toMatchObject({
    method: 'POST',
    path: '/v1/scrape',
    authorization: `Bearer ${KEY}`,
    body: { url: PROFILE, formats: ['markdown', 'html'], onlyMainContent: false, waitFor: 2000 },
  });
  expect(fake.preflights).toBeGreaterThanOrEqual(1);
  expect([...new Set(authorized)]).toEqual([fake.url]);

  // Re-opened, the panel shows the preview of the scraped text.
  await page.evaluate(() => (window.location.hash = 'import-reviews'));
  await expect(u.preview).toHaveText(PROFILE_PAGE.slice(0, 1000));
  await expectNoAxeViolations(page);
});

test('no reviews on the page: "No Reviews Found" for 5 s, the preview shows the first 1000 characters, samples stay', async ({ page }) => {
  const long = `${NO_REVIEWS_PAGE}\n${'Filler paragraph about the business. '.repeat(60)}`;
  fake.plan({ kind: 'success', markdown: long });
  await page.clock.install({ time: new Date('2024-09-01T12:00:00Z') });
  await openPanel(page, { savedKey: KEY });
  await page.clock.pauseAt(new Date('2024-09-01T13:00:00Z'));
  const u = ui(page);
  await u.url.fill(PROFILE);
  await u.importButton.click();
  await expect(u.status).toHaveText('No Reviews Found - Could not extract reviews from the page. You may need to manually add reviews.');
  await expect(u.importButton).toHaveText('Import Reviews');
  await expect(u.preview).toHaveText(long.slice(0, 1000));
  expect(long.length).toBeGreaterThan(1000);
  await expect(u.panel).toBeVisible();
  await expect(u.cards).toHaveCount(3);
  await page.clock.runFor(4_990);
  await expect(u.status).toBeVisible();
  await page.clock.runFor(20);
  await expect(u.toasts).toHaveCount(0);
});

test('a failed scrape: "Error - Failed to scrape reviews" for 3 s, the reason in the panel, samples stay', async ({ page }) => {
  fake.plan({ kind: 'reported-failure', error: 'Page could not be loaded' });
  await page.clock.install({ time: new Date('2024-09-01T12:00:00Z') });
  await openPanel(page, { savedKey: KEY });
  await page.clock.pauseAt(new Date('2024-09-01T13:00:00Z'));
  const u = ui(page);
  await u.url.fill(PROFILE);
  await u.importButton.click();
  await expect(u.alert).toHaveText('Error - Failed to scrape reviews');
  await expect(u.panel.locator('.reviews-import__detail')).toHaveText('Page could not be loaded');
  await expect(u.importButton).toBeEnabled();
  await expect(u.cards).toHaveCount(3);
  await page.clock.runFor(2_990);
  await expect(u.alert).toBeVisible();
  await page.clock.runFor(20);
  await expect(u.toasts).toHaveCount(0);
});

test('other toasts last 3 s and can be dismissed', async ({ page }) => {
  await page.clock.install({ time: new Date('2024-09-01T12:00:00Z') });
  await openPanel(page);
  await page.clock.pauseAt(new Date('2024-09-01T13:00:00Z'));
  const u = ui(page);
  await u.key.fill(KEY);
  await u.saveKey.click();
  await expect(u.status).toHaveText('Success - API key saved successfully');
  await page.clock.runFor(2_990);
  await expect(u.status).toBeVisible();
  await page.clock.runFor(20);
  await expect(u.toasts).toHaveCount(0);
  await u.saveKey.click();
  await expect(u.status).toBeVisible();
  await u.dismiss.click();
  await expect(u.toasts).toHaveCount(0);
});

// Conversion events end to end on Cloudflare's runtime: the built site under
// `wrangler dev` (src/edge/, local D1).
// A visitor taps the call links of a town page's header and drawer, another
// sends an estimate request from a service page; `site report` then shows
// exactly those counts on those pages, requests without the site's Origin and
// a crawler's are not counted, nothing is stored in the browser, /review counts
// its visit on the way to the review form, and the HTML report draws its
// charts from disk.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { eventBody } from '../../src/conversions/event.ts';
import { MIN_FILL_MS } from '../../src/model/estimate-request.ts';
import { request, ROOT, startWorkerDev, type WorkerDev } from '../support/worker-dev.ts';
import { expect, test, waitForIslands } from './fixtures.ts';

test.describe.configure({ mode: 'serial' });

const TOWN = '/powell';
const SERVICE = '/services/drain-cleaning-sewer';
const today = () => new Date().toISOString().slice(0, 10);

let site: WorkerDev;
let reports: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startWorkerDev();
  reports = mkdtempSync(path.join(tmpdir(), 'conversion-report-'));
});

test.afterAll(async () => {
  await site?.stop();
  rmSync(reports, { recursive: true, force: true });
});

/** Phone and e-mail links lead nowhere in a test browser: cancel their navigation after the page's own listeners ran. */
async function stayOnPage(page: Page) {
  await page.addInitScript(() =>
    window.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a[href^="tel:"], a[href^="mailto:"]')) event.preventDefault();
    }),
  );
}

/** `site report …` as the owner runs it (a process of its own, reading the test's local D1). */
function runCli(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', CI: '1' };
  const result = spawnSync(process.execPath, [path.join(ROOT, 'bin/site.js'), ...args], { cwd: ROOT, env, encoding: 'utf8', timeout: 120_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const beacon = (page: Page) => page.waitForResponse((r) => r.url() === `${site.url}/api/event` && r.request().method() === 'POST');

async function browserStorage(page: Page) {
  const stored = await page.evaluate(() => ({ cookie: document.cookie, local: localStorage.length, session: sessionStorage.length }));
  return { ...stored, cookies: await page.context().cookies() };
}

test("taps on a town page's header and drawer call links are counted there, in their places; nothing stored in the browser", async ({ page }) => {
  await stayOnPage(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${site.url}${TOWN}`);
  await waitForIslands(page);
  let sent = beacon(page);
  await page.locator('header.site-header').getByRole('link', { name: 'Call (307) 555-0142' }).click();
  expect((await sent).status()).toBe(204);

  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: 'Menu' }).click();
  sent = beacon(page);
  await page.getByRole('dialog').getByRole('link', { name: /Call/ }).click();
  expect((await sent).status()).toBe(204);
  expect(page.url()).toBe(`${site.url}${TOWN}`);

  expect(site.query(`SELECT kind, place, count FROM conversions WHERE path = '${TOWN}' ORDER BY place`)).toEqual([
    { kind: 'call', place: 'drawer', count: 1 },
    { kind: 'call', place: 'header', count: 1 },
  ]);
  expect(await browserStorage(page)).toEqual({ cookie: '', local: 0, session: 0, cookies: [] });
});

test('an estimate request sent from a service page is stored with that page and counted there', async ({ page }) => {
  await page.goto(`${site.url}${SERVICE}`);
  await page.getByRole('main').getByRole('link', { name: 'Schedule Drain Service' }).first().click();
  await page.waitForURL(/\/estimates\?service=repair$/);
  await waitForIslands(page);
  await expect(page.locator('form.est-form')).toHaveAttribute('data-ready', 'true');
  const opened = Date.now();
  await page.getByLabel('Full Name').fill('Service Page Visitor');
  await page.getByLabel('Phone Number').fill('(307) 555-0142');
  await page.getByLabel('Email Address').fill('visitor@example.com');
  await page.getByLabel('Project Description').fill('Kitchen drain backs up');
  await page.waitForTimeout(Math.max(0, opened + MIN_FILL_MS + 500 - Date.now()));
  const posted = page.waitForResponse((r) => r.url() === `${site.url}/api/estimate`);
  await page.getByRole('button', { name: 'Request Free Estimate' }).click();
  expect((await posted).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();
  expect(site.query("SELECT page FROM estimates WHERE name = 'Service Page Visitor'")).toEqual([{ page: SERVICE }]);
  expect(await browserStorage(page)).toEqual({ cookie: '', local: 0, session: 0, cookies: [] });
});

test('/review counts the visit and sends the visitor on to the review form, with no question on the way', async ({ page }) => {
  const form = /^writeReviewUrl: (\S+)$/m.exec(readFileSync(path.join(ROOT, 'data/site.yaml'), 'utf8'))![1];
  await page.route(`${new URL(form).origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Write a review</title>' }));
  await page.goto(`${site.url}/review`);
  await page.waitForURL(form);
  await expect(page).toHaveTitle('Write a review');
  await expect
    .poll(() => site.query("SELECT path, kind, place, count FROM conversions WHERE kind = 'review'"))
    .toEqual([{ path: '/review', kind: 'review', place: 'body', count: 1 }]);
});

test('requests without the Origin and from a crawler are not counted; site report shows exactly the visitors’ counts', async () => {
  const body = eventBody({ kind: 'call', path: TOWN, place: 'header' }).toString();
  const headers = { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0.0.0 Safari/537.36' };
  expect((await request(`${site.url}/api/event`, { method: 'POST', body, headers })).status).toBe(403);
  const crawler = { ...headers, origin: site.url, 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
  expect((await request(`${site.url}/api/event`, { method: 'POST', body, headers: crawler })).status).toBe(204);

  const { code, stdout, stderr } = runCli('report', '--format', 'json', '--persist-to', site.state);
  expect(code, stderr).toBe(0);
  const report = JSON.parse(stdout) as { since: null; pages: { path: string }[]; days: unknown[] };
  expect(report.since).toBeNull();
  expect(report.pages.slice(0, 3)).toEqual([
    { path: TOWN, calls: 2, emails: 0, estimates: 0, reviews: 0 },
    { path: SERVICE, calls: 0, emails: 0, estimates: 1, reviews: 0 },
    { path: '/review', calls: 0, emails: 0, estimates: 0, reviews: 1 },
  ]);
  expect(report.pages.slice(3).every((p) => JSON.stringify(p) === JSON.stringify({ path: p.path, calls: 0, emails: 0, estimates: 0, reviews: 0 }))).toBe(true);
  expect(report.days).toEqual([{ date: today(), calls: 2, emails: 0, estimates: 1, reviews: 1 }]);

  const text = runCli('report', '--persist-to', site.state);
  expect(text.stdout).toMatch(/1\. Powell {2}\/powell +2 +0 +0 +0/);
  expect(text.stdout).toMatch(/1\. Drain Cleaning & Sewer {2}\/services\/drain-cleaning-sewer +0 +0 +1 +0/);
});

test('the HTML report opens from disk with no network and no console error, and draws its charts', async ({ page }) => {
  const file = path.join(reports, 'report.html');
  expect(runCli('report', '--format', 'html', '--out', file, '--persist-to', site.state).code).toBe(0);
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('file:')) fetched.push(r.url());
  });
  await page.goto(`file://${file}`);
  const canvas = page.locator('#daily-chart .uplot canvas');
  await expect(canvas).toHaveCount(1);
  expect(await canvas.evaluate((c: HTMLCanvasElement) => c.width > 0 && c.height > 0)).toBe(true);
  await expect(page.locator('#daily-chart .u-legend')).toContainText('Calls');
  await expect(page.locator('#top-pages rect.bar')).toHaveCount(3);
  await expect(page.locator('#top-pages')).toContainText(TOWN);
  const powell = page.locator('#town-map g.town--some');
  await expect(powell).toHaveCount(1);
  await expect(powell).toContainText('Powell 2');
  expect(fetched).toEqual([]);
});

test("each tap is counted in its place: the page's hero, its body, the footer", async ({ page }) => {
  await stayOnPage(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${site.url}/cody`);
  await waitForIslands(page);
  for (const link of [
    page.locator('.town-hero a[href^="tel:"]'),
    page.getByRole('main').locator('a[href^="mailto:"]').first(),
    page.locator('footer a[href^="mailto:"]'),
  ]) {
    const sent = beacon(page);
    await link.click();
    expect((await sent).status()).toBe(204);
  }
  expect(site.query("SELECT kind, place, count FROM conversions WHERE path = '/cody' ORDER BY kind, place")).toEqual([
    { kind: 'call', place: 'hero', count: 1 },
    { kind: 'email', place: 'body', count: 1 },
    { kind: 'email', place: 'footer', count: 1 },
  ]);
});

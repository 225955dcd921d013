// Optional third-party analytics in the browser: without `analytics:` in
// site.yaml no page loads anything from another host; with a provider, its
// script loads from its host under the served Content-Security-Policy (the
// site's _headers, applied by `site serve`), may reach its host, and receives
// the call goal with the link's place. The provider's host is stood in for by
// Playwright (no network).

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSite, type ServedSite, serveSite } from '../support/site-serve.ts';
import { expect, test, waitForIslands } from './fixtures.ts';
import { BUILD_DATE, ROOT } from './paths.ts';

test.describe.configure({ mode: 'serial' });

/** What the stand-in for the provider's script does: record the goals, and send one request to its host as the real one would. */
const STAND_IN = `window.goals = [];
window.plausible = function (name, options) { window.goals.push([name, options]); };
fetch('https://plausible.io/api/event', { method: 'POST', body: '{}' }).then(() => { window.reached = true; });`;

let tmp: string;
let site: ServedSite;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  tmp = mkdtempSync(path.join(tmpdir(), 'analytics-'));
  const data = path.join(tmp, 'data');
  cpSync(path.join(ROOT, 'data'), data, { recursive: true });
  const siteYaml = path.join(data, 'site.yaml');
  writeFileSync(siteYaml, `${readFileSync(siteYaml, 'utf8').trimEnd()}\nanalytics:\n  provider: plausible\n  id: basinpeak.example\n`);
  buildSite(path.join(tmp, 'dist'), BUILD_DATE, data);
  site = await serveSite(path.join(tmp, 'dist'));
});

test.afterAll(async () => {
  await site?.stop();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

test('without a provider, no page loads anything from another host', async ({ page, baseURL }) => {
  const elsewhere: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(baseURL!)) elsewhere.push(r.url());
  });
  for (const path of ['/', '/powell', '/estimates']) {
    await page.goto(path);
    await waitForIslands(page);
  }
  expect(elsewhere).toEqual([]);
  await expect(page.locator('script[src^="http"]')).toHaveCount(0);
});

test("with Plausible configured, its script loads under the site's CSP and receives the call goal with its place", async ({ page }) => {
  const provider: string[] = [];
  await page.route('https://plausible.io/**', (route) => {
    provider.push(`${route.request().method()} ${route.request().url()}`);
    return route.request().method() === 'GET'
      ? route.fulfill({ contentType: 'text/javascript', body: STAND_IN })
      : route.fulfill({ status: 202, body: 'ok', headers: { 'access-control-allow-origin': '*' } });
  });
  // `site serve` runs no Worker: the site's own beacon gets the answer the endpoint would give.
  await page.route(`${site.url}/api/event`, (route) => route.fulfill({ status: 204 }));
  await page.addInitScript(() =>
    window.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a[href^="tel:"]')) event.preventDefault();
    }),
  );
  const response = await page.goto(`${site.url}/powell`);
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' https:\/\/plausible\.io;/);
  await waitForIslands(page);
  await expect.poll(() => page.evaluate(() => (window as unknown as { reached?: boolean }).reached === true)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.locator('header.site-header').getByRole('link', { name: /^Call/ }).click();
  expect(await page.evaluate(() => (window as unknown as { goals: unknown[] }).goals)).toEqual([['Call', { props: { place: 'header' } }]]);
  expect(provider).toEqual(['GET https://plausible.io/js/script.js', 'POST https://plausible.io/api/event']);
  // A blocked script or request would have been a console error (the fixture fails the test on any).
});

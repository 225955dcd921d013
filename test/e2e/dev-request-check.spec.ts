// `site dev` against pages of other sites, in a real browser: a page whose
// name is rebound to 127.0.0.1 (Chromium's --host-resolver-rules maps
// evil.example to it, so the page is same-origin with itself and talks to
// `site dev` through the browser's own network stack), and a page of a second
// origin on the same machine (which the CMS backend's own CORS rule would let
// through). Neither reads or writes anything; the site, the CMS backend and
// live reload keep working from http://localhost:PORT.

import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, devices, expect, test, type Browser, type Page } from '@playwright/test';
import { ROOT } from './paths.ts';
import { siteDevOnScratch } from './site-dev.ts';

test.describe.configure({ mode: 'serial' });

const server = siteDevOnScratch('request-check', async (scratch) => {
  await cp(path.join(ROOT, 'data'), path.join(scratch, 'data'), { recursive: true });
  return { args: ['--data', path.join(scratch, 'data')] };
});
const dataDir = () => path.join(server.scratch, 'data');
const port = () => Number(new URL(server.url).port);

/** Every file of `dir` with its content, to show that nothing was written. */
async function snapshotFolder(dir: string): Promise<Record<string, string>> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const named = await Promise.all(
    files.map(async (f) => [path.join(f.parentPath, f.name), (await readFile(path.join(f.parentPath, f.name))).toString('base64')]),
  );
  return Object.fromEntries(named);
}

/** A person's browser, not HeadlessChrome. */
const userAgent = devices['Desktop Chrome'].userAgent;

const persistEntry = {
  action: 'persistEntry',
  params: {
    branch: 'main',
    dataFiles: [{ slug: 'rebound', path: 'rebound.yaml', raw: 'phones: ["307-555-0199"]\n' }],
    assets: [],
    options: { commitMessage: 'rebound', useWorkflow: false, status: 'draft' },
  },
};
const getEntry = { action: 'getEntry', params: { branch: 'main', path: 'site.yaml' } };

/** What the attacking page gets for each request: the status, or the error the browser gave it. */
async function attempts(page: Page, requests: Array<{ url: string; init: RequestInit }>): Promise<string[]> {
  return page.evaluate(
    (list) =>
      Promise.all(
        list.map(({ url, init }) =>
          fetch(url, init).then(
            async (response) => `${response.status} ${(await response.text()).slice(0, 80)}`,
            (error: Error) => `blocked: ${error.name}`,
          ),
        ),
      ),
    requests,
  );
}

const post = (body: unknown, extra: RequestInit = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
  ...extra,
});

test('a page rebound to 127.0.0.1 (DNS rebinding) gets 403 for every request; nothing is written', async () => {
  const before = await snapshotFolder(dataDir());
  const { launchOptions } = test.info().project.use;
  const browser: Browser = await chromium.launch({
    ...launchOptions,
    args: [
      ...(launchOptions?.args ?? []),
      '--host-resolver-rules=MAP evil.example 127.0.0.1',
      // Chromium's own check of requests from a public page to the local network would stop them before they reach
      // site dev; other browsers have none, and site dev must refuse them itself.
      '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights',
    ],
  });
  try {
    const page = await (await browser.newContext({ userAgent })).newPage();
    const origin = `http://evil.example:${port()}`;
    // The attacker's own server answers the first look-up of its name; every later request goes where the name now points.
    await page.route(`${origin}/attack`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!DOCTYPE html><title>Cheap furnaces</title><p>Hello</p>' }),
    );
    await page.goto(`${origin}/attack`);
    const answers = await attempts(page, [
      { url: '/admin/api/v1', init: post(persistEntry) },
      { url: '/admin/api/v1', init: post(getEntry) },
      { url: '/', init: {} },
      { url: '/admin/config.yml', init: {} },
      { url: '/__vite/src/dev/client/live.ts', init: {} },
    ]);
    for (const answer of answers) expect(answer).toMatch(/^403 Forbidden: Host "evil\.example:\d+" is not this server/);
  } finally {
    await browser.close();
  }
  expect(await snapshotFolder(dataDir())).toEqual(before);
});

test('a page of a second origin on this machine cannot call the CMS backend or read the site', async ({ browser }) => {
  const before = await snapshotFolder(dataDir());
  const other: Server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!DOCTYPE html><title>Another local app</title>'));
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  try {
    const page = await (await browser.newContext({ userAgent })).newPage();
    // localhost on another port: an origin decap-server's CORS rule accepts, so only the request check stands in the way.
    await page.goto(`http://localhost:${(other.address() as AddressInfo).port}/`);
    const target = `http://localhost:${port()}`;
    const answers = await attempts(page, [
      { url: `${target}/admin/api/v1`, init: post(persistEntry) },
      { url: `${target}/admin/api/v1`, init: post(getEntry) },
      { url: `${target}/`, init: {} },
    ]);
    expect(answers).toEqual(['blocked: TypeError', 'blocked: TypeError', 'blocked: TypeError']);
    // A "simple" POST needs no preflight and its answer is opaque: it must still write nothing.
    await attempts(page, [{ url: `${target}/admin/api/v1`, init: { method: 'POST', mode: 'no-cors', body: JSON.stringify(persistEntry) } }]);
  } finally {
    other.close();
  }
  expect(await snapshotFolder(dataDir())).toEqual(before);
});

test("from http://localhost:PORT the CMS's configuration answers and an open page reloads after an edit", async ({ page }) => {
  const local = `http://localhost:${port()}`;
  await page.goto(`${local}/admin/`);
  const [config] = await attempts(page, [{ url: '/admin/config.yml', init: {} }]);
  expect(config).toMatch(/^200 /);
  await page.goto(`${local}/cody`);
  await expect(page.locator('main')).toContainText('Our home base at the east gate');
  const towns = path.join(dataDir(), 'towns.yaml');
  const text = await readFile(towns, 'utf8');
  await writeFile(towns, text.replace('Our home base at the east gate', 'Home base, reached from localhost, at the east gate'));
  await expect(page.locator('main')).toContainText('Home base, reached from localhost, at the east gate', { timeout: 15_000 });
  await writeFile(towns, text);
});

// The browser CMS at /admin/: under `site dev` on a temporary copy of data/,
// a person changes the main phone number, adds a town and adds a gallery
// photo with its alt text in the real Decap CMS interface, saves, and finds
// the YAML files changed, `site check` passing and the open page showing the
// new number. Under `site serve` (the built site with its production
// headers), /admin/ loads with its own CSP, no violation and no console error.

import { spawn } from 'node:child_process';
import { cp, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { load } from 'js-yaml';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { makePhoto } from '../fixtures/photos/make-photo.ts';
import { ROOT } from './paths.ts';
import { siteDevOnScratch } from './site-dev.ts';

test.describe.configure({ mode: 'serial' });
// the CMS is a large application and the towns entry thousands of fields
test.setTimeout(120_000);

const server = siteDevOnScratch('cms', async (scratch) => {
  await cp(path.join(ROOT, 'data'), path.join(scratch, 'data'), { recursive: true });
  return { args: ['--data', path.join(scratch, 'data')] };
});
const dataDir = () => path.join(server.scratch, 'data');

/**
 * Page errors, console errors (CSP violations among them) and failed
 * requests. One is expected under `site dev`: the editor's preview asks the
 * site for a new upload at its public path before the upload is saved (and
 * the site publishes photos only through the pipeline, at /img/).
 */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !new URL(response.url()).pathname.startsWith('/images/uploads/')) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

async function readYaml(file: string): Promise<unknown> {
  return load(await readFile(path.join(dataDir(), file), 'utf8'));
}

/** Opens an entry of the CMS (the local backend signs in with one click). */
async function openEntry(page: Page, hash: string): Promise<void> {
  await page.goto(`${server.url}/admin/#/collections/${hash}`);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Publish → Publish now, then waits for Decap to say the entry is saved. */
async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible({ timeout: 15_000 });
}

/**
 * The control of the last field labelled `label` (a new list item's is the
 * last). Through the label's `for`: a list of 25 towns is thousands of fields,
 * and computing every accessible name (getByLabel) takes seconds a call.
 */
async function field(page: Page, label: string): Promise<Locator> {
  const id = await page
    .locator('label')
    .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
    .last()
    .getAttribute('for');
  return page.locator(`[id="${id}"]`);
}

async function fill(page: Page, label: string, value: string): Promise<void> {
  await (await field(page, label)).fill(value);
}

/** Picks an option of a select widget (react-select). */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await (await field(page, label)).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills a list of texts: "Add <list>" once per value, then the new item's input. */
async function fillList(page: Page, list: string, values: string[]): Promise<void> {
  for (const value of values) {
    await page
      .getByRole('button', { name: new RegExp(`^Add ${list}`, 'i') })
      .last()
      .click();
    await fill(page, 'Item', value);
  }
}

test('the owner changes the main phone number; the open page reloads with it', async ({ page, context }) => {
  const site = await context.newPage();
  await site.goto(`${server.url}/contact`);
  await expect(site.locator('body')).toContainText('(307) 555-0142');

  const problems = watchProblems(page);
  await openEntry(page, 'site/entries/site');
  await page.getByLabel('Display', { exact: true }).first().fill('(307) 555-0199');
  await page.getByLabel('Tel', { exact: true }).first().fill('+13075550199');
  await publish(page);

  await expect
    .poll(async () => (await readYaml('site.yaml')) as { phones: { main: unknown } })
    .toMatchObject({
      phones: { main: { display: '(307) 555-0199', tel: '+13075550199' } },
    });
  // the watcher picked the save up and the open page reloaded with the new number
  await expect(site.locator('body')).toContainText('(307) 555-0199', { timeout: 15_000 });
  const text = await readFile(path.join(dataDir(), 'site.yaml'), 'utf8');
  expect(text.split('\n')[0]).toBe('# yaml-language-server: $schema=./schema/site.schema.json');
  expect(problems).toEqual([]);
});

test('the owner adds a town', async ({ page }) => {
  const problems = watchProblems(page);
  await openEntry(page, 'towns/entries/towns');
  await page.getByRole('button', { name: /Add towns/ }).click();
  await fill(page, 'Name', 'Byron');
  await fill(page, 'Slug', 'byron');
  await choose(page, 'Kind', 'plumbing');
  await fill(page, 'Description', 'Plumbing and heating service for Byron homes and farms between Lovell and Powell.');
  await choose(page, 'County', 'Big Horn');
  await fill(page, 'Zip code', '82412');
  await fill(page, 'Lat', '44.7966');
  await fill(page, 'Lng', '-108.5057');
  await choose(page, 'Region', 'bighorn-basin');
  await fill(page, 'Top', '28');
  await fill(page, 'Left', '45');
  await fillList(page, 'Key features', ['Small-town service calls', 'Farm and shop plumbing']);
  await fillList(page, 'Local landmarks', ['Byron town park', 'Shoshone River']);
  await fillList(page, 'Service highlights', ['Well pump and pressure tank service', 'Furnace tune-ups']);
  await publish(page);

  const towns = (await readYaml('towns.yaml')) as Array<{ slug: string }>;
  expect(towns.at(-1)).toMatchObject({
    name: 'Byron',
    slug: 'byron',
    kind: 'plumbing',
    county: 'Big Horn',
    zipCode: '82412',
    coordinates: { lat: 44.7966, lng: -108.5057 },
    keyFeatures: ['Small-town service calls', 'Farm and shop plumbing'],
  });
  expect(towns).toHaveLength(26);
  expect(problems).toEqual([]);
});

test('the owner adds a gallery photo with its alt text; site check passes', async ({ page }) => {
  const problems = watchProblems(page);
  const photo = path.join(server.scratch, 'byron-boiler.jpg');
  await makePhoto(photo, { width: 1600, height: 1200, orientation: 1 });
  await openEntry(page, 'gallery/entries/gallery');
  await page.getByRole('button', { name: /Add gallery/ }).click();
  await fill(page, 'Id', '99');
  await fill(page, 'Title', 'Boiler replacement in Byron');
  await choose(page, 'Category', 'residential');
  await choose(page, 'Type', 'installation');
  await page.getByRole('button', { name: 'Choose an image' }).last().click();
  await page.locator('input[type="file"]').setInputFiles(photo);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await fill(page, 'Alt (optional)', 'New high-efficiency boiler mounted on a basement wall');
  await fill(page, 'Description', 'Old cast-iron boiler out, a high-efficiency boiler in, in one day.');
  await fill(page, 'Location', 'Byron');
  await publish(page);

  const gallery = (await readYaml('gallery.yaml')) as unknown[];
  expect(gallery.at(-1)).toEqual({
    id: 99,
    title: 'Boiler replacement in Byron',
    category: 'residential',
    type: 'installation',
    image: '/images/uploads/byron-boiler.jpg',
    alt: 'New high-efficiency boiler mounted on a basement wall',
    description: 'Old cast-iron boiler out, a high-efficiency boiler in, in one day.',
    location: 'Byron',
  });
  expect((await stat(path.join(dataDir(), 'images/uploads/byron-boiler.jpg'))).size).toBeGreaterThan(1000);
  expect(problems).toEqual([]);

  // everything the CMS wrote passes the checks the build runs
  const check = spawn(process.execPath, [path.join(ROOT, 'bin/site.js'), 'check', '--data', dataDir()], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let said = '';
  check.stdout!.on('data', (chunk) => (said += chunk));
  check.stderr!.on('data', (chunk) => (said += chunk));
  const code = await new Promise((resolve) => check.once('exit', resolve));
  expect({ code, said }).toMatchObject({ code: 0 });
});

test.describe('the built site', () => {
  test('/admin/ loads with its own CSP, no violation and no console error; the rest keeps the strict policy', async ({ page, baseURL }) => {
    const problems = watchProblems(page);
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
    });
    const response = await page.goto(`${baseURL}/admin/`);
    await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible({ timeout: 15_000 });
    const headers = response!.headers();
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(headers['content-security-policy']).toContain("script-src 'self' 'unsafe-eval'");
    expect(headers['content-security-policy']).not.toContain('https://api.firecrawl.dev');
    const home = await page.request.get(`${baseURL}/`);
    expect(home.headers()['content-security-policy']).not.toContain('unsafe');
    expect(home.headers()['x-robots-tag']).toBeUndefined();
    expect(problems).toEqual([]);
  });
});

// `site dev` on temporary copies of data/ and templates/ (the test edits the
// copies, never the repository's files): a content edit reloads the open page,
// a broken file shows the overlay until it is fixed, an island edit is
// hot-updated with its state kept, and an edit that leaves a page's HTML
// unchanged does not reload it.

import { cp, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROOT } from './paths.ts';
import { siteDevOnScratch } from './site-dev.ts';

test.describe.configure({ mode: 'serial' });

const server = siteDevOnScratch('dev', async (scratch) => {
  await cp(path.join(ROOT, 'data'), path.join(scratch, 'data'), { recursive: true });
  await cp(path.join(ROOT, 'templates'), path.join(scratch, 'templates'), { recursive: true });
  // Packages that templates import (react) resolve from the copy's folder, as in a project of its own.
  await symlink(path.join(ROOT, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
  return { args: ['--data', path.join(scratch, 'data'), '--templates', path.join(scratch, 'templates')], cwd: scratch };
});
const dataDir = () => path.join(server.scratch, 'data');
const townsFile = () => path.join(dataDir(), 'towns.yaml');
const islandFile = () => path.join(server.scratch, 'templates/islands/FaqAccordion.tsx');

async function edit(file: string, from: string, to: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  expect(text, `${file} contains the text to replace`).toContain(from);
  await writeFile(file, text.replace(from, to));
}

/** Resolves with the terminal line `site dev` prints once it has processed the next change. */
function nextUpdate(): Promise<string> {
  const start = server.dev.output.length;
  return expect
    .poll(() => /^.* changed: .*$/m.exec(server.dev.output.slice(start))?.[0], { timeout: 15_000 })
    .toBeTruthy()
    .then(() => /^.* changed: .*$/m.exec(server.dev.output.slice(start))![0]);
}

/** Marks the document, so a test can tell whether the page was reloaded. */
async function mark(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-test-mark', 'kept'));
}

/** Page errors and CSP reports: dev must work under the site's strict CSP. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 500/.test(message.text())) problems.push(message.text());
  });
  return problems;
}

test('a content edit shows on the open page; a broken file shows the overlay until it is fixed', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto(`${server.url}/cody`);
  await expect(page.locator('main')).toContainText('Our home base at the east gate to Yellowstone.');

  await edit(townsFile(), 'Our home base at the east gate to Yellowstone.', 'Edited live, our home base at the east gate.');
  await expect(page.locator('main')).toContainText('Edited live, our home base at the east gate.');

  // A plain value may not start with "@": one syntax error, on Cody's slug line.
  const line = (await readFile(townsFile(), 'utf8')).split('\n').indexOf('  slug: cody') + 1;
  await edit(townsFile(), '  slug: cody\n', '  slug: @cody\n');
  const overlay = page.locator('#site-dev-overlay');
  await expect(overlay).toBeVisible();
  await expect(overlay).toContainText(new RegExp(`data/towns\\.yaml:${line}:9: error E-YAML-SYNTAX`));
  await expect(overlay).toContainText(`> ${line} |   slug: @cody`); // the code frame

  // A page opened now shows the problems too.
  const other = await page.context().newPage();
  await other.goto(`${server.url}/powell`);
  await expect(other.locator('#site-dev-overlay')).toContainText('towns.yaml');

  await edit(townsFile(), '  slug: @cody\n', '  slug: cody\n');
  await expect(overlay).toBeHidden();
  await expect(page.locator('main')).toContainText('Edited live, our home base at the east gate.');
  await expect(other.locator('h1')).toContainText('Powell');
  expect(problems).toEqual([]);
});

test('an edit that leaves the page byte-identical does not reload it', async ({ page }) => {
  await page.goto(`${server.url}/zip/82414`);
  await mark(page);
  const update = nextUpdate();
  // The 404 page's copy is not part of the ZIP page.
  await edit(path.join(dataDir(), 'not-found.yaml'), 'title: Page Not Found', 'title: Page Not Here');
  expect(await update).toMatch(/not-found\.yaml changed: 0 pages reloaded/);
  await expect(page.locator('html')).toHaveAttribute('data-test-mark', 'kept');
});

test("an island edit is hot-updated with the island's state kept", async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto(`${server.url}/services/water-heaters`);
  const faq = page.locator('.faq').first();
  const first = faq.locator('.faq__button').first();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await mark(page);

  const update = nextUpdate();
  await edit(islandFile(), 'className="faq"', 'className="faq faq--edited"');
  await expect(page.locator('.faq--edited').first()).toBeVisible();
  // Once dev has re-rendered the pages too, the page is still the same document with the item open.
  expect(await update).toMatch(/FaqAccordion\.tsx changed: 0 pages reloaded/);
  await expect(page.locator('.faq--edited .faq__button').first()).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-test-mark', 'kept');
  expect(problems).toEqual([]);
});

test('a template that throws shows the route and the component stack', async ({ page }) => {
  await page.goto(`${server.url}/cody`);
  const file = path.join(server.scratch, 'templates/blocks/NearbyAreas.tsx');
  const text = await readFile(file, 'utf8');
  const broken = text.replace(/export function NearbyAreas\(([^)]*)\)[^{]*\{/, (m) => `${m}\n  throw new Error('nearby areas broke');`);
  expect(broken).not.toBe(text);
  await writeFile(file, broken);
  const overlay = page.locator('#site-dev-overlay');
  await expect(overlay).toContainText('route /cody');
  await expect(overlay).toContainText('nearby areas broke');
  await expect(overlay).toContainText('NearbyAreas');
  await writeFile(file, text);
  await expect(overlay).toBeHidden();
  await expect(page.locator('h1')).toContainText('Cody');
});

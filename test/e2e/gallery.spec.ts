// The home gallery section and /gallery: counts
// for every filter, the reset rules, the empty state, and /gallery's 10 cards.

import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parse, stringify } from 'yaml';
import { startServer, type RunningServer } from '../../src/serve/server.ts';
import { expect, expectNoAxeViolations, test, waitForIslands } from './fixtures.ts';
import { BUILD_DATE, ROOT } from './paths.ts';

const FILTERS = ['All', 'Residential', 'Commercial', 'Installations', 'Repairs'] as const;

function gallery(page: Page) {
  const root = page.locator('.gallery-section');
  return {
    root,
    button: (name: (typeof FILTERS)[number]) => root.getByRole('button', { name, exact: true }),
    count: root.locator('.gallery__count'),
    cards: root.locator('.gallery-card'),
  };
}

async function expectPressed(page: Page, pressed: (typeof FILTERS)[number]) {
  const g = gallery(page);
  for (const name of FILTERS) await expect(g.button(name)).toHaveAttribute('aria-pressed', String(name === pressed));
}

test.describe('home gallery section', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
  });

  test('counts for every filter', async ({ page }) => {
    const g = gallery(page);
    await expectPressed(page, 'All');
    await expect(g.count).toHaveText('10 of 10 projects');
    await expect(g.cards).toHaveCount(8);
    const cases = [
      ['Residential', 7, 7],
      ['Commercial', 3, 3],
      ['Installations', 5, 5],
      ['Repairs', 5, 5],
      ['All', 10, 8],
    ] as const;
    for (const [filter, matches, cards] of cases) {
      await g.button(filter).click();
      await expectPressed(page, filter);
      await expect(g.count).toHaveText(`${matches} of 10 projects`);
      await expect(g.cards).toHaveCount(cards);
    }
  });

  test('reset rules: a category resets the type, a type resets the category, All resets both', async ({ page }) => {
    const g = gallery(page);
    await g.button('Repairs').click();
    await g.button('Commercial').click();
    // Category chosen: the type went back to all (3 commercial, not 1 commercial repair).
    await expectPressed(page, 'Commercial');
    await expect(g.count).toHaveText('3 of 10 projects');
    await g.button('Installations').click();
    // Type chosen: the category went back to all (5 installations, not 2 commercial ones).
    await expectPressed(page, 'Installations');
    await expect(g.count).toHaveText('5 of 10 projects');
    await g.button('Residential').click();
    await expect(g.count).toHaveText('7 of 10 projects');
    await g.button('All').click();
    await expectPressed(page, 'All');
    await expect(g.count).toHaveText('10 of 10 projects');
  });

  test('cards: image, title, category tag, badge, description, View Details to /gallery', async ({ page }) => {
    const g = gallery(page);
    await g.button('Commercial').click();
    for (const card of await g.cards.all()) {
      await expect(card.locator('img')).toHaveAttribute('alt', /\S/);
      await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
      await expect(card.locator('.gallery-card__tag')).toHaveText('Commercial');
      await expect(card.locator('.gallery-card__badge')).toHaveText(/^(New Install|Repair)$/);
      await expect(card.getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/gallery');
    }
    await g.button('Repairs').click();
    for (const card of await g.cards.all()) await expect(card.locator('.gallery-card__badge')).toHaveText('Repair');
    await g.button('Installations').click();
    for (const card of await g.cards.all()) await expect(card.locator('.gallery-card__badge')).toHaveText('New Install');
    await expectNoAxeViolations(page);
  });
});

test('/gallery shows all 10 projects with image, location and category', async ({ page }) => {
  const projects = parse(readFileSync(path.join(ROOT, 'data/gallery.yaml'), 'utf8')) as { title: string; location: string; category: string }[];
  await page.goto('/gallery');
  const cards = page.locator('.gallery-page .gallery-card');
  await expect(cards).toHaveCount(10);
  for (const [i, project] of projects.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading', { name: project.title })).toBeVisible();
    await expect(card).toContainText(project.location);
    await expect(card.locator('.gallery-card__tag')).toHaveText(project.category === 'residential' ? 'Residential' : 'Commercial');
    const img = card.locator('img');
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
  await expectNoAxeViolations(page);
});

// The bundled data matches every filter, so the empty state is exercised on a
// build of a data copy whose projects are all residential.
test.describe('empty state', () => {
  let tmp: string | undefined;
  let site: RunningServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    tmp = mkdtempSync(path.join(tmpdir(), 'gallery-e2e-'));
    const data = path.join(tmp, 'data');
    const out = path.join(tmp, 'out');
    cpSync(path.join(ROOT, 'data'), data, { recursive: true });
    const file = path.join(data, 'gallery.yaml');
    const projects = parse(readFileSync(file, 'utf8')) as { category: string }[];
    writeFileSync(file, stringify(projects.map((p) => ({ ...p, category: 'residential' }))));
    const build = spawnSync(process.execPath, [path.join(ROOT, 'bin/site.js'), 'build', '--data', data, '--out', out, '--date', BUILD_DATE], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`fixture build failed:\n${build.stdout}\n${build.stderr}`);
    site = await startServer({ dir: out, port: 0, host: '127.0.0.1' });
  });

  test.afterAll(async () => {
    await site?.close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  test('a filter with no match shows "No projects found"', async ({ page }) => {
    await page.goto(`${site!.url}/`);
    await waitForIslands(page);
    const g = gallery(page);
    await g.button('Commercial').click();
    await expect(g.count).toHaveText('0 of 10 projects');
    await expect(g.cards).toHaveCount(0);
    await expect(g.root.getByText('No projects found')).toBeVisible();
    await expect(g.root.getByText('Try adjusting your filters to see more results.')).toBeVisible();
    await expectNoAxeViolations(page);
    await g.button('All').click();
    await expect(g.cards).toHaveCount(8);
    await expect(g.root.getByText('No projects found')).toHaveCount(0);
  });
});

// /careers on a build date that has closed one posting and not reached
// another: the closed one is marked filled (no apply link, no JobPosting), the
// one posted later is not there at all, and the page stays accessible.

import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSite, serveSite, type ServedSite } from '../support/site-serve.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { BUILD_DATE, ROOT } from './paths.ts';

test.describe('job postings on the build date', () => {
  let tmp: string | undefined;
  let site: ServedSite | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    tmp = mkdtempSync(path.join(tmpdir(), 'careers-e2e-'));
    const data = path.join(tmp, 'data');
    cpSync(path.join(ROOT, 'data'), data, { recursive: true });
    const file = path.join(data, 'jobs.yaml');
    const [head, technician, manager, apprentice] = readFileSync(file, 'utf8').split(/(?=^- title: )/m);
    writeFileSync(
      file,
      head! +
        technician +
        manager!.replace('datePosted: "2024-08-01"', 'datePosted: "2024-08-01"\n  validThrough: "2025-12-31"') +
        apprentice!.replace('datePosted: "2024-08-01"', 'datePosted: "2026-02-01"'),
    );
    buildSite(path.join(tmp, 'out'), BUILD_DATE, data);
    site = await serveSite(path.join(tmp, 'out'));
  });

  test.afterAll(async () => {
    await site?.stop();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });

  test('a closed posting is marked filled without an apply link or JobPosting; one posted after the build date is not listed', async ({ page }) => {
    await page.goto(`${site!.url}/careers`);
    const jobs = page.locator('.careers-job');
    await expect(jobs.getByRole('heading', { level: 3 })).toHaveText(['Service Technician', 'Service Manager']);
    const filled = jobs.nth(1);
    await expect(filled.locator('.careers-job__badge')).toHaveText('Position filled');
    await expect(filled).toContainText('This position has been filled.');
    await expect(filled.getByRole('link', { name: 'Apply by Email' })).toHaveCount(0);
    await expect(jobs.nth(0).getByRole('link', { name: 'Apply by Email' })).toBeVisible();
    const postings = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((t) => JSON.parse(t) as Record<string, unknown>)
      .filter((d) => d['@type'] === 'JobPosting');
    expect(postings.map((p) => p.title)).toEqual(['Service Technician']);
    await expect(page.getByText('Apprentice Plumber')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

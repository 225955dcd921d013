// Driving Sveltia CMS's editing form in a browser test as a person on a
// phone would: the phone itself, a field found by the path of its value in
// the file, lists and selects, and the problems the page reports.

import type { Locator, Page } from '@playwright/test';

/** A phone: its screen, touch, and a person's phone browser (not HeadlessChrome). */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

/**
 * Page errors, console errors (CSP violations among them) and failed
 * requests, but for the CMS's calls the CSP refuses by design (a check for a
 * newer version, GitHub's status page: see src/cms/headers.ts).
 */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  const refused = /unpkg\.com\/@sveltia\/cms\/package\.json|githubstatus\.com/;
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !refused.test(message.text())) problems.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

/**
 * A field's editing control, by the path of its value in the file
 * ("phones.main.display"; a list item's by its index). The CMS draws the
 * fields of an object once it is scrolled to, as a person would.
 */
export async function field(page: Page, keyPath: string): Promise<Locator> {
  const group = page.locator(`[data-key-path="${keyPath}"]`).first();
  const control = group.locator('input:not([type="file"]), textarea, [role="combobox"], [role="radiogroup"]').first();
  for (let i = 0; i < 40 && (await control.count()) === 0; i++) {
    // the last field drawn so far on the way there, brought into view, makes the CMS draw the next ones
    await (await lastDrawn(page, keyPath)).evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.waitForTimeout(100);
  }
  return control;
}

/** The field itself if drawn, else the last field drawn inside its nearest drawn parent (or in the whole form). */
async function lastDrawn(page: Page, keyPath: string): Promise<Locator> {
  const parts = keyPath.split('.');
  for (let i = parts.length; i > 0; i--) {
    const prefix = parts.slice(0, i).join('.');
    const self = page.locator(`[data-key-path="${prefix}"]`).first();
    if ((await self.count()) === 0) continue;
    const inside = page.locator(`[data-key-path^="${prefix}."]`);
    return i === parts.length || (await inside.count()) === 0 ? self : inside.last();
  }
  return page.locator('[data-key-path]').last();
}

export async function fill(page: Page, keyPath: string, value: string): Promise<void> {
  await (await field(page, keyPath)).fill(value);
}

/** Opens every item of a list (the CMS shows a list of objects folded). */
export async function expandList(page: Page, keyPath: string): Promise<void> {
  await (await field(page, keyPath)).count(); // scrolls to it
  await page.locator(`[data-key-path="${keyPath}"]`).getByRole('button', { name: 'Expand All' }).first().tap();
}

/** Picks an option of a select field: a radio button of a short list, an option of a longer one's menu. */
export async function choose(page: Page, keyPath: string, option: string): Promise<void> {
  const control = await field(page, keyPath);
  if ((await control.getAttribute('role')) === 'radiogroup') return control.getByRole('radio', { name: option, exact: true }).tap();
  await control.tap();
  await page.getByRole('option', { name: option, exact: true }).tap();
}

/** Fills a list of texts: its Add button once per value, then the new item. */
export async function fillList(page: Page, keyPath: string, values: string[]): Promise<void> {
  for (const [i, value] of values.entries()) {
    await page.locator(`[data-key-path="${keyPath}"]`).getByRole('button', { name: /^Add/ }).last().tap();
    await fill(page, `${keyPath}.${i}`, value);
  }
}

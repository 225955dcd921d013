// Shared Playwright fixtures: every test fails on page errors and on console
// errors or warnings, and expectNoAxeViolations runs axe with WCAG 2.1 AA.

import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { BASE_URL_ENV } from './paths.ts';

export { expect };

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Fixtures {
  /** Page errors and console errors/warnings seen during the test; must stay empty. */
  consoleProblems: string[];
}

export const test = base.extend<Fixtures>({
  // The server URL is only known after global setup has started `site serve`.
  baseURL: async ({}, use) => {
    const url = process.env[BASE_URL_ENV];
    if (!url) throw new Error(`${BASE_URL_ENV} is not set: run the tests with \`npx playwright test\` so global setup starts the server`);
    await use(url);
  },

  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      // Documents the test itself opened that answered 404 on purpose (the
      // not-found page). Chromium logs "Failed to load resource" for those;
      // that line is the browser reporting the status, not a page problem.
      const notFoundDocuments = new Set<string>();
      page.on('response', (response) => {
        const request = response.request();
        if (request.isNavigationRequest() && request.frame() === page.mainFrame() && response.status() === 404) {
          notFoundDocuments.add(response.url());
        }
      });
      page.on('pageerror', (error) => problems.push(`pageerror on ${page.url()}: ${error.stack ?? error.message}`));
      page.on('console', (message) => {
        const type = message.type();
        if (type !== 'error' && type !== 'warning') return;
        const where = message.location().url;
        if (/^Failed to load resource: the server responded with a status of 404\b/.test(message.text()) && notFoundDocuments.has(where)) return;
        problems.push(`console.${type} on ${page.url()}: ${message.text()}${where ? ` (${where})` : ''}`);
      });
      await use(problems);
      expect(problems, 'page errors and console errors/warnings').toEqual([]);
    },
    { auto: true },
  ],
});

/** Runs axe-core on the page with the WCAG 2.1 A/AA rules; fails on any violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const violations = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`),
  }));
  expect(violations, `axe WCAG 2.1 AA violations on ${page.url()}`).toEqual([]);
}

/**
 * Waits until every island on the page has been hydrated by React (its
 * elements carry React's fiber key), so clicks reach their handlers. Hoisted
 * resources such as <link> are skipped by hydration, so any element counts.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island]')].every((island) => {
      const elements = [...island.querySelectorAll('*')];
      return elements.length === 0 || elements.some((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')));
    }),
  );
}

import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';

// End-to-end tests against the built site. Global setup builds into
// .e2e-dist/ with a fixed --date and starts `site serve` on a free port; its
// URL reaches the tests through E2E_BASE_URL (see test/e2e/fixtures.ts).

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/**
 * The browser: Playwright's own when `npx playwright install chromium` put it
 * there (undefined lets Playwright pick it), else the system Chromium (`.ci/run`
 * installs Debian's and downloads none); with neither, one sentence and exit 1.
 */
function chromiumExecutable(): string | undefined {
  if (existsSync(chromium.executablePath())) return undefined;
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  console.error(
    `error: the browser tests need Chromium and none is installed: run "npx playwright install chromium" (or, on Debian or Ubuntu, "sudo apt-get install chromium").`,
  );
  process.exit(1);
}

const launchOptions = {
  executablePath: chromiumExecutable(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
};

export default defineConfig({
  testDir: 'test/e2e',
  globalSetup: './test/e2e/global-setup.ts',
  workers: 2,
  retries: 0,
  reporter: 'list',
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  outputDir: 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions } }],
});

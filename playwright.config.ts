import { defineConfig, devices } from '@playwright/test';

// End-to-end tests against the built site. Global setup builds into
// .e2e-dist/ with a fixed --date and starts `site serve` on a free port; its
// URL reaches the tests through E2E_BASE_URL (see test/e2e/fixtures.ts).
// The system Chromium is used: Playwright never downloads a browser here.
const launchOptions = {
  executablePath: '/usr/bin/chromium',
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

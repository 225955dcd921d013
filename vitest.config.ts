import { defineConfig } from 'vitest/config';

// Unit tests, plus the integration tests that run the estimate endpoint under
// `wrangler pages dev` (test/integration). The Playwright specs in test/e2e
// run with `playwright test`.
export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/integration/**/*.test.ts'],
    environment: 'node',
  },
});

import { defineConfig } from 'vitest/config';

// Unit tests only: the integration tests (test/integration, the estimate
// endpoint under `wrangler pages dev`) have their own config and run after
// them, so workerd does not slow the unit tests down; the Playwright specs in
// test/e2e run with `playwright test`.
export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});

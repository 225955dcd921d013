import { defineConfig } from 'vitest/config';

// Unit tests only: the Playwright specs in test/e2e run with `playwright test`.
export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});

import { defineConfig } from 'vitest/config';

// `npm run test:integration`: the Worker in Cloudflare's runtime
// (wrangler dev + local D1). One wrangler instance per file.
export default defineConfig({
  test: {
    include: ['test/integration/**/*.test.ts'],
    environment: 'node',
    hookTimeout: 180_000,
  },
});

import { defineConfig } from 'vitest/config';

// `npm run test:integration`: the estimate endpoint in Cloudflare's runtime
// (wrangler pages dev + local D1). One wrangler instance per file.
export default defineConfig({
  test: {
    include: ['test/integration/**/*.test.ts'],
    environment: 'node',
    hookTimeout: 180_000,
  },
});

import path from 'node:path';

/** Repository root. */
export const ROOT = path.resolve(import.meta.dirname, '../..');
/** Where global setup builds the site for the end-to-end tests (git-ignored). */
export const OUT_DIR = path.join(ROOT, '.e2e-dist');
/** Fixed lastmod date, so the build is reproducible. */
export const BUILD_DATE = '2024-09-01';
/** Set by global setup to the URL `site serve` listens on; inherited by the workers. */
export const BASE_URL_ENV = 'E2E_BASE_URL';

import path from 'node:path';

/** Repository root. */
export const ROOT = path.resolve(import.meta.dirname, '../..');
/** Where global setup builds the site for the end-to-end tests (git-ignored). */
export const OUT_DIR = path.join(ROOT, '.e2e-dist');
/**
 * Fixed build date, so the build is reproducible: after every dated item of the
 * bundled content (the last video is from 2024-11-14), so that every post,
 * posting and video is published, as the tests expect.
 */
export const BUILD_DATE = '2026-01-15';
/** Set by global setup to the URL `site serve` listens on; inherited by the workers. */
export const BASE_URL_ENV = 'E2E_BASE_URL';

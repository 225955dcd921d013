// wrangler.jsonc: valid against wrangler's own JSON schema, the Worker run for
// exactly the paths it routes, a D1 binding that `wrangler deploy` provisions
// (no database id), no secret in the file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { experimental_readRawConfig } from 'wrangler';
import { describe, expect, it } from 'vitest';
import { REPORT_CRON } from '../../../src/conversions/report-period.ts';
import { WORKER_PATHS } from '../../../src/edge/worker.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const { rawConfig } = experimental_readRawConfig({ config: path.join(root, 'wrangler.jsonc') });
const SECRETS = ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET', 'MAIL_API_KEY', 'CLIENT_HASH_SALT', 'TURNSTILE_SECRET_KEY', 'DEPLOY_HOOK_URL'];

describe('wrangler.jsonc', () => {
  it("passes wrangler's own JSON schema", () => {
    const schema = JSON.parse(readFileSync(path.join(root, 'node_modules/wrangler/config-schema.json'), 'utf8'));
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    expect(validate(rawConfig), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it('runs the Worker for the paths it routes and nothing else; the 404 page and clean URLs as the build writes them', () => {
    expect(rawConfig.main).toBe('src/edge/worker.ts');
    expect(rawConfig.assets).toMatchObject({ directory: 'dist', binding: 'ASSETS', html_handling: 'auto-trailing-slash', not_found_handling: '404-page' });
    expect(rawConfig.assets?.run_worker_first).toEqual(WORKER_PATHS);
  });

  it('binds D1 by name only, so that deploying provisions it, and keeps secrets out', () => {
    expect(rawConfig.d1_databases).toEqual([{ binding: 'DB', database_name: 'basin-estimates', migrations_dir: 'migrations' }]);
    for (const secret of SECRETS) expect(rawConfig.vars ?? {}).not.toHaveProperty(secret);
    expect(rawConfig.observability?.enabled).toBe(true);
  });

  it("fires the report's hourly cron, one trigger of the free plan's five, and bundles the build's report facts or a stand-in", () => {
    expect(rawConfig.triggers?.crons).toEqual([REPORT_CRON]);
    expect(rawConfig.build?.command).toBe('node scripts/worker-data-default.js');
  });
});

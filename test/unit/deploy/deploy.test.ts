// `site deploy` with a stand-in for wrangler: the database found by name (or
// created), migrated through a configuration that adds its id, then the
// deployment; a preview uploads a version and touches nothing else.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deploy } from '../../../src/deploy/deploy.ts';
import type { WranglerRunner } from '../../../src/estimates/d1-query.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const ID = '5f0c1d2e-0000-4000-8000-000000000001';

/** A wrangler whose account holds `databases`; records each call, and the D1 configuration a call was given. */
function fakeWrangler(databases: { uuid: string; name: string }[]) {
  const calls: string[] = [];
  const configs: unknown[] = [];
  const run: WranglerRunner = async (args) => {
    calls.push(args.filter((a) => !a.endsWith('wrangler.json')).join(' '));
    const config = args.indexOf('--config');
    if (config >= 0) configs.push(JSON.parse(readFileSync(args[config + 1], 'utf8')));
    if (args.join(' ') === 'd1 list --json') return { code: 0, stdout: JSON.stringify(databases), stderr: '' };
    if (args[0] === 'd1' && args[1] === 'create') databases.push({ uuid: ID, name: args[2] });
    return { code: 0, stdout: `ran ${args[0]}`, stderr: '' };
  };
  return { run, calls, configs };
}

describe('site deploy', () => {
  it('creates the database on the first deployment and migrates it before deploying', async () => {
    const wrangler = fakeWrangler([{ uuid: 'other', name: 'someone-else' }]);
    await deploy({ root, say: () => {} }, wrangler.run);
    expect(wrangler.calls).toEqual(['d1 list --json', 'd1 create basin-estimates', 'd1 list --json', 'd1 migrations apply DB --remote --config', 'deploy']);
    expect(wrangler.configs).toEqual([
      { name: 'site-d1', d1_databases: [{ binding: 'DB', database_name: 'basin-estimates', database_id: ID, migrations_dir: path.join(root, 'migrations') }] },
    ]);
  });

  it('finds the database by name afterwards, and removes the configuration it wrote', async () => {
    const wrangler = fakeWrangler([{ uuid: ID, name: 'basin-estimates' }]);
    let config = '';
    await deploy({ root, say: () => {} }, async (args) => {
      if (args.includes('--config')) config = args[args.indexOf('--config') + 1];
      return wrangler.run(args);
    });
    expect(wrangler.calls).toEqual(['d1 list --json', 'd1 migrations apply DB --remote --config', 'deploy']);
    expect(existsSync(config)).toBe(false);
  });

  it('uploads a preview version without migrating or deploying', async () => {
    const wrangler = fakeWrangler([]);
    await deploy({ root, preview: 'pr-12', say: () => {} }, wrangler.run);
    expect(wrangler.calls).toEqual(['versions upload --preview-alias pr-12']);
  });

  it('stops before deploying when the migrations fail', async () => {
    const wrangler = fakeWrangler([{ uuid: ID, name: 'basin-estimates' }]);
    const run: WranglerRunner = (args) => (args[1] === 'migrations' ? Promise.resolve({ code: 1, stdout: '', stderr: 'no such table' }) : wrangler.run(args));
    await expect(deploy({ root, say: () => {} }, run)).rejects.toThrow(/wrangler d1 migrations apply failed/);
    expect(wrangler.calls).not.toContain('deploy');
  });
});

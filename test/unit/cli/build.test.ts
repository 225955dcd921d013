import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyOfData, editFile, runCli, snapshotFolder } from '../helpers/cli.ts';
import { scratchDir } from '../helpers/scratch.ts';

describe('site build', () => {
  let data: string;
  let out: string;
  let before: Record<string, string>;

  beforeAll(async () => {
    data = await copyOfData();
    out = path.join(await scratchDir('site-out'), 'dist');
    const result = await runCli('build', '--data', data, '--out', out, '--date', '2026-01-15');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Built \d+ pages, \d+ files, [\d.]+ [KM]B in [\d.]+ s/);
    before = await snapshotFolder(out);
  }, 60_000);

  it('writes a page file for the home page, a town and a nested route', () => {
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['index.html', 'cody.html', 'services/water-heaters.html', '404.html']));
  });

  it('produces byte-identical output from the same input', async () => {
    const again = path.join(await scratchDir('site-out'), 'dist');
    expect((await runCli('build', '--data', data, '--out', again, '--date', '2026-01-15')).code).toBe(0);
    expect(await snapshotFolder(again)).toEqual(before);
  }, 60_000);

  it('reports a YAML syntax error with file:line:col, exits 1 and leaves the old output untouched', async () => {
    const broken = await copyOfData();
    await editFile(path.join(broken, 'towns.yaml'), (t) => t.replace(/\n {2}slug: powell\n/, '\n  slug: [powell\n'));
    const result = await runCli('build', '--data', broken, '--out', out);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/towns\.yaml:\d+:\d+: error E-YAML-SYNTAX/);
    expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(await snapshotFolder(out)).toEqual(before);
  }, 60_000);

  it('reports a schema violation and a duplicate slug together, in one run', async () => {
    const broken = await copyOfData();
    await editFile(path.join(broken, 'towns.yaml'), (t) => t.replace('slug: powell', 'slug: cody'));
    await editFile(path.join(broken, 'zips.yaml'), (t) => t.replace(/zip: "?82414"?/, 'zip: "8241"'));
    const result = await runCli('check', '--data', broken);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/zips\.yaml:\d+:\d+: error E-SCHEMA: 0\.zip must match pattern/);
    const lines = (await readFile(path.join(broken, 'towns.yaml'), 'utf8')).split('\n');
    const first = lines.findIndex((l) => l.includes('slug: cody')) + 1;
    const second = lines.findIndex((l, i) => i >= first && l.includes('slug: cody')) + 1;
    const towns = path.relative(process.cwd(), path.join(broken, 'towns.yaml'));
    expect(result.stderr).toContain(`${towns}:${second}:`);
    expect(result.stderr).toContain(`duplicate slug "cody" in towns (first at ${towns}:${first})`);
  });

  it('rejects a bad --date as a usage error (exit 2)', async () => {
    const result = await runCli('build', '--data', data, '--out', out, '--date', 'yesterday');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--date must be a real day written YYYY-MM-DD: "yesterday" is not a date written YYYY-MM-DD');
  });

  it('rejects an unknown option with exit 2', async () => {
    expect((await runCli('build', '--nope')).code).toBe(2);
  });
});

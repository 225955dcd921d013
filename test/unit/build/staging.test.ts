// What a killed build leaves beside its output folder, settled by the next
// one: a swap cut between its two renames is undone, a manifest it was
// writing is removed, its staging folders go, each said; what is not a
// build's is left alone.

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { settleLeftovers } from '../../../src/build/staging.ts';
import { scratchDir } from '../helpers/scratch.ts';

/** The id of a process that has ended. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  return pid!;
}

describe('settleLeftovers', () => {
  it('puts the previous output back when a swap was cut between its renames, and removes the rest, saying each', async () => {
    const parent = await scratchDir('site-settle');
    const pid = deadPid();
    const staging = path.join(parent, `.dist.site-staging-${pid}-aBc123`);
    await mkdir(staging);
    await writeFile(path.join(staging, 'index.html'), 'new');
    await mkdir(`${staging}-old`);
    await writeFile(path.join(`${staging}-old`, 'index.html'), 'previous');
    await mkdir(path.join(parent, '.dist.site-staging-mine'));

    const lines = settleLeftovers(path.join(parent, 'dist'));

    expect(lines).toEqual(['put the previous build back in "dist"', `removed .dist.site-staging-${pid}-aBc123`]);
    expect(await readFile(path.join(parent, 'dist/index.html'), 'utf8')).toBe('previous');
    expect((await readdir(parent)).sort()).toEqual(['.dist.site-staging-mine', 'dist']);
  });

  it("removes the manifest a killed build was writing into the output folder, and nobody else's", async () => {
    const parent = await scratchDir('site-settle');
    const pid = deadPid();
    const out = path.join(parent, 'dist');
    await mkdir(path.join(parent, `.dist.site-staging-${pid}-aBc123`));
    await mkdir(out);
    await writeFile(path.join(out, `..site-build.json.tmp-${pid}-3`), '{"generator":');
    await writeFile(path.join(out, `..site-build.json.tmp-${process.pid}-3`), 'not its');

    const lines = settleLeftovers(out);

    expect(lines).toEqual([`removed .dist.site-staging-${pid}-aBc123`, `removed ..site-build.json.tmp-${pid}-3`]);
    expect(existsSync(path.join(out, `..site-build.json.tmp-${pid}-3`))).toBe(false);
    expect(existsSync(path.join(out, `..site-build.json.tmp-${process.pid}-3`))).toBe(true);
  });
});

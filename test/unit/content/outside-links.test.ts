import { lstat, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyOfData, runCli } from '../helpers/cli.ts';
import { scratchDir } from '../helpers/scratch.ts';

describe('a symbolic link in the data folder', () => {
  it('that leads outside it, to a folder or nowhere is refused before anything is read', async () => {
    const data = await copyOfData();
    const secret = path.join(await scratchDir('site-secret'), 'secret.yaml');
    await writeFile(secret, 'token: do-not-publish-me\n');
    await rm(path.join(data, 'faqs.yaml'));
    await symlink(secret, path.join(data, 'faqs.yaml'));
    await symlink(secret, path.join(data, 'images/gallery/leak.svg'));
    await symlink(path.join(data, 'images'), path.join(data, 'images/loop'));
    await symlink(path.join(data, 'nothing-here'), path.join(data, 'images/dangling.svg'));
    await rename(path.join(data, 'services'), path.join(path.dirname(secret), 'services'));
    await symlink(path.join(path.dirname(secret), 'services'), path.join(data, 'services'));
    const out = path.join(path.dirname(secret), 'dist');
    const result = await runCli('build', '--data', data, '--out', out);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('faqs.yaml is a symbolic link that leads outside the data folder');
    expect(result.stderr).toContain('leak.svg is a symbolic link that leads outside the data folder');
    expect(result.stderr).toContain('loop is a symbolic link that leads to a folder');
    expect(result.stderr).toContain('dangling.svg is a symbolic link that leads nowhere');
    expect(result.stderr).toMatch(/services is a symbolic link that leads outside the data folder/);
    expect(result.stderr).not.toContain('do-not-publish-me');
    await expect(lstat(out)).rejects.toThrow();
  });

  it('that the build does not read (an editor schema folder) is left alone', async () => {
    const data = await copyOfData();
    await symlink(path.join(data, 'schema'), path.join(data, 'schema-link'));
    await symlink(tmpdir(), path.join(data, 'notes'));
    expect((await runCli('check', '--data', data)).code).toBe(0);
  });

  it('to a file inside it is published as a copy of that file, never as a link', async () => {
    const data = await copyOfData();
    const link = path.join(data, 'images/gallery/same-photo.svg');
    await symlink(path.join(data, 'images/gallery/tankless-water-heater-cody.svg'), link);
    const out = path.join(await scratchDir('site-out'), 'dist');
    expect((await runCli('build', '--data', data, '--out', out, '--date', '2026-01-15')).code).toBe(0);
    const copy = path.join(out, 'images/gallery/same-photo.svg');
    expect((await lstat(copy)).isSymbolicLink()).toBe(false);
    expect(await readFile(copy)).toEqual(await readFile(link));
  }, 60_000);
});

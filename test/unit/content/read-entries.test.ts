// A named pipe where the build reads a file (among the images, or in place of
// a content file) is refused before anything is read or written, located at
// the entry and named in words; without the check the copy failed half way
// with a raw EINVAL naming the staging folder, and reading a pipe that no
// one writes to hangs.

import { execFileSync } from 'node:child_process';
import { lstat, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyOfData, runCli } from '../helpers/cli.ts';
import { scratchDir } from '../helpers/scratch.ts';

const mkfifo = (file: string) => execFileSync('mkfifo', [file]);

describe('an entry that is not a plain file or folder', () => {
  it('is a located error naming it, with nothing written', async () => {
    const data = await copyOfData();
    mkfifo(path.join(data, 'images/gallery/pipe.jpg'));
    await rm(path.join(data, 'faqs.yaml'));
    mkfifo(path.join(data, 'faqs.yaml'));
    mkfifo(path.join(data, 'fifo-target'));
    await symlink(path.join(data, 'fifo-target'), path.join(data, 'images/linked.svg'));
    const out = path.join(await scratchDir('site-out'), 'dist');

    const result = await runCli('build', '--data', data, '--out', out);

    expect(result.code).toBe(1);
    const shown = (file: string) => path.join(data, file); // outside the current folder: shown absolute
    expect(result.stderr).toContain(
      `${shown('images/gallery/pipe.jpg')}:1:1: error E-NOT-A-FILE: ${shown('images/gallery/pipe.jpg')} is a named pipe (FIFO), not a file`,
    );
    expect(result.stderr).toContain(`${shown('faqs.yaml')}:1:1: error E-NOT-A-FILE`);
    expect(result.stderr).toContain(`${shown('images/linked.svg')} is a symbolic link that leads to a named pipe (FIFO)`);
    expect(result.stderr).not.toContain('EINVAL');
    await expect(lstat(out)).rejects.toThrow();
  }, 30_000);

  it('where the build does not read is left alone', async () => {
    const data = await copyOfData();
    mkfifo(path.join(data, 'notes.pipe'));
    expect((await runCli('check', '--data', data)).code).toBe(0);
  }, 30_000);
});

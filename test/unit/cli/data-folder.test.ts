import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.ts';
import { scratchDir } from '../helpers/scratch.ts';

describe('a --data folder that is not there', () => {
  const saved = process.env.SCRAPER_API_KEY;
  afterEach(() => {
    if (saved === undefined) delete process.env.SCRAPER_API_KEY;
    else process.env.SCRAPER_API_KEY = saved;
  });

  it.each([['check'], ['build', '--out', 'OUT'], ['lint'], ['reviews', 'import', '--url', 'https://reviews.example/profile']])(
    'site %s: one line, exit 2, nothing written',
    async (...command) => {
      process.env.SCRAPER_API_KEY = 'test-key';
      const scratch = await scratchDir('site-nodata');
      const missing = path.join(scratch, 'no-such-data');
      const args = command.map((a) => (a === 'OUT' ? path.join(scratch, 'dist') : a));
      const result = await runCli(...args, '--data', missing);
      expect(result.stderr).toBe(`error: data folder "${missing}" does not exist\n`);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
    },
  );

  it('names a relative folder as typed, and a file as not a folder', async () => {
    expect(await runCli('check', '--data', 'no-such-data')).toEqual({ code: 2, stdout: '', stderr: 'error: data folder "no-such-data" does not exist\n' });
    expect((await runCli('check', '--data', 'README.md')).stderr).toBe('error: data folder "README.md" is not a folder\n');
  });
});

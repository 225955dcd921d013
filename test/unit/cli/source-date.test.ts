// SOURCE_DATE_EPOCH sets the sitemaps' lastmod date for a reproducible build;
// a value that is not whole seconds since 1970 is refused (exit 2, one
// sentence), never replaced by today's date without a word.

import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveDate } from '../../../src/cli/options.ts';
import { repoData, runCli } from '../helpers/cli.ts';
import { scratchDir } from '../helpers/scratch.ts';

const saved = process.env.SOURCE_DATE_EPOCH;
afterEach(() => {
  if (saved === undefined) delete process.env.SOURCE_DATE_EPOCH;
  else process.env.SOURCE_DATE_EPOCH = saved;
});

describe('SOURCE_DATE_EPOCH', () => {
  it('names the date when --date is not given', () => {
    expect(resolveDate(undefined, { SOURCE_DATE_EPOCH: String(Date.UTC(2024, 7, 9, 12) / 1000) })).toBe('2024-08-09');
    expect(resolveDate(undefined, { SOURCE_DATE_EPOCH: '0' })).toBe('1970-01-01');
  });

  it('gives way to --date', () => {
    expect(resolveDate('2026-01-15', { SOURCE_DATE_EPOCH: 'abc' })).toBe('2026-01-15');
  });

  it.each(['abc', '', '1.5', '-1', '1e9', ' 1700000000', '999999999999999'])('refuses %j', (value) => {
    expect(() => resolveDate(undefined, { SOURCE_DATE_EPOCH: value })).toThrow(/^SOURCE_DATE_EPOCH must be whole seconds since 1970-01-01 UTC/);
  });

  it('makes site build exit 2 with one sentence, writing nothing', async () => {
    process.env.SOURCE_DATE_EPOCH = 'abc';
    const out = path.join(await scratchDir('site-out'), 'dist');
    const listening = process.listenerCount('SIGINT');
    const result = await runCli('build', '--data', repoData, '--out', out);
    expect(process.listenerCount('SIGINT')).toBe(listening); // no Ctrl-C handler left behind by the refused build
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('SOURCE_DATE_EPOCH must be whole seconds since 1970-01-01 UTC (such as 1768435200 for 2026-01-15), got "abc"');
    expect(existsSync(out)).toBe(false);
  });
});

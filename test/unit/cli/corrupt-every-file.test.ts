import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { copyOfData, editFile, repoData, runCli } from '../helpers/cli.ts';

const files = fg.sync('**/*.yaml', { cwd: repoData }).sort();

describe('corrupting any data file', () => {
  it.each(files)('%s: a syntax error is reported at file:line:col with exit 1', async (file) => {
    const data = await copyOfData();
    await editFile(path.join(data, file), (text) => `${text}\n"unclosed: [\n`);
    const result = await runCli('check', '--data', data);
    expect(result.code).toBe(1);
    const name = file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    expect(result.stderr).toMatch(new RegExp(`${name}:\\d+:\\d+: error E-YAML-SYNTAX`));
  });
});

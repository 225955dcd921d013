import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { firstInvalidByte } from '../../../src/content/encoding.ts';
import { copyOfData, repoData, runCli, snapshotFolder } from '../helpers/cli.ts';
import { scratchDir } from '../helpers/scratch.ts';

const files = fg.sync('**/*.yaml', { cwd: repoData }).sort();
const latin1 = (text: string) => Buffer.from(text, 'latin1');

describe('a data file that is not UTF-8', () => {
  it.each(files)('%s: "café" saved as Windows-1252 is an error at the byte\'s line and column', async (file) => {
    const data = await copyOfData();
    const original = await readFile(path.join(data, file));
    const firstLine = original.indexOf(0x0a) + 1;
    // Line 2 becomes `# caf\xE9` (a comment: invalid bytes are refused anywhere in the file).
    await writeFile(path.join(data, file), Buffer.concat([original.subarray(0, firstLine), latin1('# café\n'), original.subarray(firstLine)]));
    const result = await runCli('check', '--data', data);
    expect(result.code).toBe(1);
    const name = file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    expect(result.stderr).toMatch(new RegExp(`${name}:2:6: error E-ENCODING: the byte 0xE9 is not UTF-8; save the file as UTF-8`));
    expect(result.stderr).toMatch(/\n1 problem found; nothing was written\.\n$/);
  });

  it('is reported in the middle of a value too, counting characters (not bytes) before it', async () => {
    const data = await copyOfData();
    const file = path.join(data, 'towns.yaml');
    const text = await readFile(file, 'utf8');
    const at = text.indexOf('- name: Powell\n');
    const line = text.slice(0, at).split('\n').length;
    // "- name: Pówell caf" is 18 characters (19 bytes), so the bad byte is in column 19.
    await writeFile(
      file,
      Buffer.concat([Buffer.from(`${text.slice(0, at)}- name: Pówell caf`), latin1('é'), Buffer.from(text.slice(at + '- name: Powell'.length))]),
    );
    const result = await runCli('check', '--data', data);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`towns.yaml:${line}:19: error E-ENCODING: the byte 0xE9 is not UTF-8`);
  });
});

describe('firstInvalidByte', () => {
  it.each([
    ['ASCII and well-formed 2-, 3- and 4-byte sequences', [0x61, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80], -1],
    ['a Windows-1252 é', [0x63, 0x61, 0x66, 0xe9], 3],
    ['a lone continuation byte', [0x61, 0x80], 1],
    ['an overlong "/"', [0xc0, 0xaf], 0],
    ['an overlong 3-byte form', [0xe0, 0x80, 0xaf], 0],
    ['a UTF-16 surrogate', [0x61, 0xed, 0xa0, 0x80], 1],
    ['a code point above U+10FFFF', [0xf4, 0x90, 0x80, 0x80], 0],
    ['a sequence cut short by the end of the file', [0x61, 0xe2, 0x82], 1],
    ['a sequence cut short by a newline', [0xe2, 0x0a, 0x61], 0],
  ])('%s', (_name, bytes, expected) => {
    expect(firstInvalidByte(Uint8Array.from(bytes))).toBe(expected);
  });
});

describe('a byte-order mark and CRLF line ends', () => {
  it('are accepted, and the site is byte-identical to the one built from the LF files', async () => {
    const data = await copyOfData();
    for (const file of files) {
      const text = await readFile(path.join(data, file), 'utf8');
      await writeFile(path.join(data, file), `\uFEFF${text.replace(/\n/g, '\r\n')}`);
    }
    const scratch = await scratchDir('site-crlf');
    const [crlf, lf] = [path.join(scratch, 'crlf'), path.join(scratch, 'lf')];
    expect((await runCli('build', '--data', data, '--out', crlf, '--date', '2026-01-15')).stderr).toBe('');
    expect((await runCli('build', '--data', repoData, '--out', lf, '--date', '2026-01-15')).code).toBe(0);
    expect(await snapshotFolder(crlf)).toEqual(await snapshotFolder(lf));
  }, 60_000);
});

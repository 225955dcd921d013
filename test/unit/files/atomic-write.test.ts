import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomic, writeFileAtomicSync, writeFolderAtomic } from '../../../src/files/atomic-write.ts';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'site-atomic-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('an atomic write', () => {
  it.each([
    ['promise', (file: string, text: string) => writeFileAtomic(file, text)],
    ['synchronous', async (file: string, text: string) => writeFileAtomicSync(file, text)],
  ])('(%s) replaces the file whole, keeps its permissions and leaves nothing beside it', async (_, write) => {
    const file = path.join(dir, 'reviews.yaml');
    writeFileSync(file, 'old\n');
    chmodSync(file, 0o600);
    await write(file, 'new\n');
    expect(readFileSync(file, 'utf8')).toBe('new\n');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(['reviews.yaml']);
  });

  it('that fails leaves the old file as it was and no temporary file', async () => {
    const file = path.join(dir, 'taken');
    mkdirSync(file); // a folder where the file should go: the rename fails
    await expect(writeFileAtomic(file, 'text')).rejects.toThrow();
    expect(readdirSync(dir)).toEqual(['taken']);
    expect(() => writeFileAtomicSync(file, 'text')).toThrow();
    expect(readdirSync(dir)).toEqual(['taken']);
  });

  it('of a folder replaces an older copy once it is complete, and a failed fill changes nothing', async () => {
    const entry = path.join(dir, 'entry');
    await writeFolderAtomic(entry, (staging) => writeFile(path.join(staging, 'a.webp'), 'one'));
    await writeFolderAtomic(entry, (staging) => writeFile(path.join(staging, 'b.webp'), 'two'));
    expect(readdirSync(entry)).toEqual(['b.webp']);
    await expect(
      writeFolderAtomic(entry, async (staging) => {
        await writeFile(path.join(staging, 'c.webp'), 'half');
        throw new Error('encoder failed');
      }),
    ).rejects.toThrow('encoder failed');
    expect(readdirSync(dir)).toEqual(['entry']);
    expect(readdirSync(entry)).toEqual(['b.webp']);
  });
});

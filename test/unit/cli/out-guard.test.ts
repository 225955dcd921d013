// The output-folder guard, tried the way a user would: `site build --out X`
// run inside a scratch project (with its own home folder), for every kind of
// dangerous X. Each must exit 2 with one sentence and leave every byte as it was.

import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_MANIFEST } from '../../../src/output/manifest.ts';
import { repoData, runCli, snapshotFolder } from '../helpers/cli.ts';
import { scratchDir } from '../helpers/scratch.ts';

const DATE = '2026-01-15';
let scratch: string;
let home: string;
let project: string;
const saved = { cwd: process.cwd(), home: process.env.HOME };

/** Every entry below `dir` (links not followed) with a hash of its bytes or its link. */
async function tree(dir: string): Promise<Record<string, string>> {
  const entries = await fg('**/*', { cwd: dir, dot: true, onlyFiles: false, followSymbolicLinks: false, stats: true });
  const hashes = await Promise.all(
    entries.map(async (e) => {
      const full = path.join(dir, e.path);
      const kind = e.stats!.isSymbolicLink()
        ? 'link'
        : e.stats!.isDirectory()
          ? 'dir'
          : createHash('sha256')
              .update(await readFile(full))
              .digest('hex');
      return [e.path, kind] as const;
    }),
  );
  return Object.fromEntries(hashes.sort(([a], [b]) => a.localeCompare(b)));
}

async function put(file: string, text = 'x\n'): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

beforeAll(async () => {
  scratch = await scratchDir('site-guard');
  home = path.join(scratch, 'home');
  project = path.join(home, 'work', 'project');
  await cp(repoData, path.join(project, 'data'), { recursive: true });
  await put(path.join(home, '.profile'));
  await put(path.join(project, 'README.md'), '# my site\n');
  await put(path.join(project, 'package.json'), '{}\n');
  await put(path.join(project, 'templates/Page.tsx'));
  await put(path.join(project, 'src/index.ts'));
  await put(path.join(project, 'node_modules/pkg/index.js'));
  await put(path.join(project, '.git/HEAD'), 'ref: refs/heads/main\n');
  await put(path.join(project, 'notes/todo.txt'), 'call the plumber\n');
  await mkdir(path.join(project, 'empty'));
  await symlink(project, path.join(project, 'link'));
  await mkdir(path.join(scratch, 'elsewhere'));
  await symlink(path.join(scratch, 'elsewhere'), path.join(project, 'link-elsewhere'));
  process.env.HOME = home;
  process.chdir(project);
  // A previous build that someone added a file to by hand.
  expect((await runCli('build', '--out', 'published', '--date', DATE)).code).toBe(0);
  await put(path.join(project, 'published/CNAME'), 'www.example.test\n');
}, 120_000);

afterAll(() => {
  process.chdir(saved.cwd);
  if (saved.home === undefined) delete process.env.HOME;
  else process.env.HOME = saved.home;
});

describe('site build --out refuses to replace what it did not write', () => {
  // [--out value ($HOME and $PROJECT stand for the scratch folders), what the sentence says, whether --force may override it]
  const dangerous: [string, RegExp, boolean][] = [
    ['.', /is the project folder/, false],
    ['$PROJECT/', /is the project folder/, false],
    ['..', /contains the project folder/, false],
    ['../..', /is your home folder/, false],
    ['$HOME', /is your home folder/, false],
    ['$HOME/..', /contains your home folder/, false],
    ['/', /is the filesystem root/, false],
    ['data', /is the data folder/, false],
    ['./data/', /is the data folder/, false],
    ['data/images', /is inside the data folder/, false],
    ['templates', /is the project's templates\/ folder/, false],
    ['src', /is the project's src\/ folder/, false],
    ['src/new', /is inside the project's src\/ folder/, false],
    ['node_modules', /is the project's node_modules\/ folder/, false],
    ['.git', /is the project's \.git\/ folder/, false],
    ['README.md', /is an existing file/, false],
    ['link', /is the project folder/, false],
    ['link-elsewhere', /is a symbolic link/, false],
    ['notes', /is a folder with files that site build did not write/, true],
    ['published', /holds a file the last build did not write \("CNAME"\)/, true],
  ];

  it.each(dangerous)('--out %s: exit 2, one sentence, nothing changed', async (out, message, forceable) => {
    const value = out.replace('$HOME', home).replace('$PROJECT', project);
    const before = await tree(scratch);
    const runs = forceable ? [[]] : [[], ['--force']];
    for (const extra of runs) {
      const result = await runCli('build', '--out', value, '--date', DATE, ...extra);
      expect(result.code).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(/^error: refusing --out "[^\n]*\n$/);
      expect(result.stderr).toMatch(message);
      expect(await tree(scratch)).toEqual(before);
    }
  });
});

describe('site build --out accepts its own folders', () => {
  it('builds into a new folder twice in a row, byte-identical, with the build manifest', async () => {
    expect((await runCli('build', '--out', 'dist', '--date', DATE)).code).toBe(0);
    const first = await snapshotFolder(path.join(project, 'dist'));
    expect(JSON.parse(Buffer.from(first[BUILD_MANIFEST]!, 'base64').toString()).files).toEqual(expect.arrayContaining(['index.html', '_redirects']));
    const second = await runCli('build', '--out', 'dist', '--date', DATE);
    expect(second.stderr).toBe('');
    expect(second.code).toBe(0);
    expect(await snapshotFolder(path.join(project, 'dist'))).toEqual(first);
  }, 60_000);

  it('builds into an existing empty folder', async () => {
    expect((await runCli('build', '--out', 'empty', '--date', DATE)).code).toBe(0);
  }, 60_000);

  it('replaces a non-empty folder that is not a build only with --force', async () => {
    const result = await runCli('build', '--out', 'notes', '--date', DATE, '--force');
    expect(result.code).toBe(0);
    expect(Object.keys(await snapshotFolder(path.join(project, 'notes')))).not.toContain('todo.txt');
  }, 60_000);
});

describe('site serve', () => {
  it.each([['missing'], ['README.md']])('--out %s (no built site): exit 2 with one sentence', async (out) => {
    const result = await runCli('serve', '--out', out, '--port', '0');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^error: --out [^\n]*no built site there[^\n]*\n$/);
  });

  it.each([['.'], ['data'], ['$HOME']])('--out %s (not a build): exit 2, nothing served', async (out) => {
    const result = await runCli('serve', '--out', out.replace('$HOME', home), '--port', '0');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^error: --out [^\n]*not a folder written by site build[^\n]*\n$/);
  });
});

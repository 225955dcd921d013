// src/typescript-hooks.js: Node runs the tool's .ts and .tsx through esbuild
// once, then from a cache stamped with what produced each file.
import { spawnSync } from 'node:child_process';
import { readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../src/cli/root.ts';
import { scratchDir } from '../helpers/scratch.ts';

const hooks = pathToFileURL(path.join(projectRoot, 'src/typescript-hooks.js')).href;

/** A folder of TypeScript modules (its node_modules the project's, for React) and a cache folder of its own. */
async function project(files: Record<string, string>): Promise<{ dir: string; cache: string; run(entry: string): { stdout: string; stderr: string } }> {
  const dir = await scratchDir('site-ts-hooks');
  await symlink(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
  const cache = path.join(dir, 'cache');
  const run = (entry: string) =>
    spawnSync(process.execPath, ['--import', hooks, path.join(dir, entry)], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, SITE_TYPESCRIPT_CACHE: cache, NODE_ENV: 'production' },
    });
  return { dir, cache, run };
}

const GREET = "export function greet(name: string): string {\n  return 'hi ' + name;\n}\n";
const MAIN = [
  "import { renderToStaticMarkup } from 'react-dom/server';",
  "import { greet } from './greet.ts';",
  'type Props = { name: string };',
  'const Hello = ({ name }: Props) => <p>{greet(name)}</p>;',
  'console.log(renderToStaticMarkup(<Hello name="Cody" />));',
  '',
].join('\n');

describe('the TypeScript hooks', () => {
  it('run TypeScript and JSX modules, and a stack trace names the .ts line', async () => {
    const site = await project({ 'greet.ts': GREET, 'main.tsx': MAIN, 'fail.ts': "const n: number = 1;\n\nthrow new Error('boom ' + n);\n" });
    expect(site.run('main.tsx').stdout).toBe('<p>hi Cody</p>\n');
    const failed = site.run('fail.ts');
    expect(failed.stderr).toContain('boom 1');
    expect(failed.stderr).toContain(`${path.join(site.dir, 'fail.ts')}:3`);
  });

  it('keep a source map of positions only, without a copy of the source', async () => {
    const site = await project({ 'greet.ts': GREET, 'main.tsx': MAIN });
    site.run('main.tsx');
    for (const name of await readdir(site.cache)) {
      const text = await readFile(path.join(site.cache, name), 'utf8');
      const inline = /sourceMappingURL=data:application\/json;base64,(\S+)/.exec(text);
      const map = JSON.parse(Buffer.from(inline![1], 'base64').toString('utf8')) as { sources: string[]; mappings: string; sourcesContent?: unknown };
      expect(map.mappings).not.toBe('');
      expect(map.sourcesContent).toBeUndefined();
    }
  });

  it("reuse a module's cached JavaScript until its source changes, one cache file per module", async () => {
    const site = await project({ 'greet.ts': GREET, 'main.tsx': MAIN });
    site.run('main.tsx');
    const cached = await readdir(site.cache);
    expect(cached).toHaveLength(2);
    // the cached greet.ts, its stamp kept and its code replaced: a start that used the cache shows it
    const entries = await Promise.all(
      cached.map(async (name) => ({ file: path.join(site.cache, name), text: await readFile(path.join(site.cache, name), 'utf8') })),
    );
    const greet = entries.find((entry) => entry.text.includes('function greet'))!;
    const stamp = greet.text.slice(0, greet.text.indexOf('\n') + 1);
    await writeFile(greet.file, `${stamp}export function greet(name) { return 'cached ' + name; }\n`);
    expect(site.run('main.tsx').stdout).toBe('<p>cached Cody</p>\n');

    await writeFile(path.join(site.dir, 'greet.ts'), GREET.replace("'hi '", "'hello '"));
    expect(site.run('main.tsx').stdout).toBe('<p>hello Cody</p>\n');
    expect(await readdir(site.cache)).toHaveLength(2);
  });

  it("turn on Node's compile cache: the project's by default, the user's NODE_COMPILE_CACHE when set", async () => {
    const site = await project({ 'where.ts': "import { getCompileCacheDir } from 'node:module';\nconsole.log(getCompileCacheDir());\n" });
    const { NODE_COMPILE_CACHE: _, ...env } = process.env;
    const where = (extra: NodeJS.ProcessEnv) =>
      spawnSync(process.execPath, ['--import', hooks, path.join(site.dir, 'where.ts')], {
        encoding: 'utf8',
        env: { ...env, SITE_TYPESCRIPT_CACHE: site.cache, ...extra },
      }).stdout.trim();
    expect(where({}).startsWith(path.join(projectRoot, 'node_modules/.cache/site-node'))).toBe(true);
    const own = path.join(site.dir, 'compiled');
    expect(where({ NODE_COMPILE_CACHE: own }).startsWith(own)).toBe(true);
    expect((await readdir(own)).length).toBeGreaterThan(0);
  });
});

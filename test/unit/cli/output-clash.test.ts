// Content that would land on another page's output, tried as a user would:
// `site build` into the folder of a good build exits 1 with the content item's
// file:line:col, names the other owner's file and line, reports every clash
// at once and leaves the previous output byte for byte as it was (the home
// page and the not-found page included).

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { copyOfData, editFile, runCli, snapshotFolder } from '../helpers/cli.ts';
import { RESERVED_PATHS } from '../../../src/host/reserved-paths.ts';
import { CASES, claimOf } from '../helpers/reserved-claims.ts';
import { scratchDir } from '../helpers/scratch.ts';

const DATE = '2026-01-15';
let out: string;
let before: Record<string, string>;

beforeAll(async () => {
  out = path.join(await scratchDir('site-out'), 'dist');
  const built = await runCli('build', '--data', await copyOfData(), '--out', out, '--date', DATE);
  expect(built.code).toBe(0);
  before = await snapshotFolder(out);
}, 120_000);

/** The 1-based line of the first line of `file` that includes `text`. */
async function lineOf(file: string, text: string): Promise<number> {
  return (await readFile(file, 'utf8')).split('\n').findIndex((line) => line.includes(text)) + 1;
}

const shown = (file: string) => path.relative(process.cwd(), file);

describe('site build refuses content that lands on another output', () => {
  it('reports a town "index", a town "404" and a page differing only in case, all at once, each naming the other side', async () => {
    const data = await copyOfData();
    const towns = path.join(data, 'towns.yaml');
    await editFile(towns, (t) => t.replace('  slug: cody\n', '  slug: index\n').replace('  slug: powell\n', '  slug: "404"\n'));
    const contact = path.join(data, 'pages/contact.yaml');
    await writeFile(path.join(data, 'pages/upper-contact.yaml'), (await readFile(contact, 'utf8')).replace(/^path: \/contact$/m, 'path: /Contact'));

    const result = await runCli('build', '--data', data, '--out', out, '--date', DATE);

    expect(result.code).toBe(1);
    const home = `${shown(path.join(data, 'pages/home.yaml'))}:${await lineOf(path.join(data, 'pages/home.yaml'), 'path: /')}`;
    const notFound = `${shown(path.join(data, 'not-found.yaml'))}:${await lineOf(path.join(data, 'not-found.yaml'), 'title:')}`;
    expect(result.stderr).toContain(
      `${shown(towns)}:${await lineOf(towns, 'slug: index')}:9: error E-OUTPUT-CLASH: the town page /index would be written to index.html, the file of the home page (${home})`,
    );
    expect(result.stderr).toContain(
      `${shown(towns)}:${await lineOf(towns, 'slug: "404"')}:9: error E-OUTPUT-CLASH: the town page /404 would be written to 404.html, the file of the not-found page (${notFound})`,
    );
    expect(result.stderr).toContain(
      `${shown(path.join(data, 'pages/upper-contact.yaml'))}:2:7: error E-OUTPUT-CLASH: the page /Contact would be written to Contact.html, the same file as contact.html on macOS and Windows`,
    );
    expect(result.stderr).toContain(`${shown(contact)}:2)`);
    expect(result.stderr).toMatch(/> +\d+ \| +slug: index\n/); // a code frame
    expect(await snapshotFolder(out)).toEqual(before);
  }, 60_000);

  it.each([
    ['/sitemap.xml', /served at \/sitemap\.xml, which hosts already answer with sitemap\.xml: the sitemap \(written by every build\)/],
    ['/assets/app', /written to assets\/app\.html, inside assets\/, the folder of client scripts and styles/],
    ['/API/estimate', /inside api\/, the paths of the Worker's endpoints/],
    ['/_headers', /served at \/_headers, which hosts already answer with _headers/],
  ])(
    'refuses a page at %s, a path the build keeps for itself',
    async (at, message) => {
      const data = await copyOfData();
      const page = path.join(data, 'pages/taken.yaml');
      await writeFile(page, (await readFile(path.join(data, 'pages/contact.yaml'), 'utf8')).replace(/^path: \/contact$/m, `path: ${at}`));
      const result = await runCli('build', '--data', data, '--out', out, '--date', DATE);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`${shown(page)}:2:7: error E-OUTPUT-CLASH: the page ${at} would be`);
      expect(result.stderr).toMatch(message);
      expect(await snapshotFolder(out)).toEqual(before);
    },
    60_000,
  );

  it('refuses every reserved path as a page path in several letter cases and as a town slug, all in one run, the home and not-found pages unchanged', async () => {
    const data = await copyOfData();
    const contact = await readFile(path.join(data, 'pages/contact.yaml'), 'utf8');
    const paths = [...new Set(RESERVED_PATHS.flatMap((entry) => CASES.map(([, spell]) => spell(claimOf(entry)))))];
    await Promise.all(
      paths.map((at, i) => writeFile(path.join(data, `pages/reserved-${i}.yaml`), contact.replace(/^path: \/contact$/m, `path: ${JSON.stringify(at)}`))),
    );
    await editFile(path.join(data, 'towns.yaml'), (t) => t.replace('  slug: cody\n', '  slug: index\n').replace('  slug: powell\n', '  slug: "404"\n'));

    const result = await runCli('build', '--data', data, '--out', out, '--date', DATE);

    expect(result.code).toBe(1);
    const clashes = result.stderr.split('\n').filter((line) => line.includes(' error E-OUTPUT-CLASH: '));
    for (const [i, at] of paths.entries())
      expect(
        clashes.filter((line) => line.includes(`reserved-${i}.yaml:2:7: `)),
        at,
      ).toHaveLength(1);
    expect(clashes.filter((line) => line.includes('towns.yaml:'))).toHaveLength(2);
    expect(clashes).toHaveLength(paths.length + 2);
    const after = await snapshotFolder(out);
    expect([after['index.html'], after['404.html']]).toEqual([before['index.html'], before['404.html']]);
    expect(after).toEqual(before);
  }, 60_000);
});

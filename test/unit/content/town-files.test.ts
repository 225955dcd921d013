import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { siteTemplates } from '../../../src/site-templates.ts';
import { ContentError, type ContentProblem } from '../../../src/errors.ts';
import { loadSite, type SourceCache } from '../../../src/load-site.ts';
import { guessTownCount } from '../../../src/content/load.ts';
import { openParseCache } from '../../../src/content/parse-cache.ts';
import type { Templates } from '../../../src/render/templates.ts';
import { copyOfData, runCli, snapshotFolder } from '../helpers/cli.ts';
import { scratchDir } from '../helpers/scratch.ts';
import { header, moveTownsToFiles } from '../helpers/town-files.ts';

async function problemsOf(data: string, cache?: SourceCache): Promise<ContentProblem[]> {
  try {
    await loadSite(data, siteTemplates, cache);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  throw new Error('expected content problems');
}

const at = (p: ContentProblem) => `${path.basename(p.location!.file)}:${p.location!.line}:${p.location!.column}`;

describe('towns one per file (data/towns/{slug}.yaml)', () => {
  let split: string;

  beforeAll(async () => {
    split = await copyOfData();
    expect(await moveTownsToFiles(split, '- name: Grass Creek')).toEqual(['grass-creek', 'ralston']);
  });

  it('builds exactly the same site as the single towns.yaml', async () => {
    const outs = await scratchDir('site-out');
    const whole = await runCli('build', '--out', path.join(outs, 'whole'), '--date', '2026-01-15');
    const parts = await runCli('build', '--data', split, '--out', path.join(outs, 'parts'), '--date', '2026-01-15');
    expect([whole.code, parts.code, parts.stderr]).toEqual([0, 0, '']);
    const [a, b] = [await snapshotFolder(path.join(outs, 'whole')), await snapshotFolder(path.join(outs, 'parts'))];
    expect(Object.keys(b)).toEqual(Object.keys(a));
    // the CMS edits the files as they are laid out: a towns folder is a collection of its own (docs/cms.md)
    const cms = ['admin/config.yml', 'admin/formats.js'];
    expect(cms.map((file) => a[file] === b[file])).toEqual([false, false]);
    const site = (files: Record<string, string>) =>
      Object.fromEntries(Object.entries(files).filter(([file]) => !cms.includes(file) && file !== '.site-build.json'));
    expect(site(b)).toEqual(site(a));
  }, 120_000);

  it('checks each file against the town schema, located at file:line:col', async () => {
    const data = await copyOfData();
    await moveTownsToFiles(data, '- name: Grass Creek');
    const file = path.join(data, 'towns', 'ralston.yaml');
    await writeFile(file, (await readFile(file, 'utf8')).replace('kind: ', 'kind: castle # was ').replace('region:', 'regoin:'));
    const problems = await problemsOf(data);
    // the bad kind at its value, the missing region at the town, the misspelt key at the key
    expect(problems.map(at)).toEqual(['ralston.yaml:4:7', 'ralston.yaml:2:1', 'ralston.yaml:10:1']);
    expect(problems.every((p) => p.code === 'E-SCHEMA')).toBe(true);
  });

  it('refuses a file not named for its slug, at the slug', async () => {
    const data = await copyOfData();
    await moveTownsToFiles(data, '- name: Grass Creek');
    const file = path.join(data, 'towns', 'ralston.yaml');
    await writeFile(path.join(data, 'towns', 'ralston-wy.yaml'), await readFile(file, 'utf8'));
    await writeFile(file, '');
    const problems = await problemsOf(data);
    expect(problems.find((p) => p.location?.file.endsWith('ralston-wy.yaml'))?.message).toMatch(
      /slug "ralston" does not match the file name \(ralston-wy\.yaml\)/,
    );
  });

  it('reports a town in both places as a duplicate naming both', async () => {
    const data = await copyOfData();
    await mkdir(path.join(data, 'towns'));
    const list = await readFile(path.join(data, 'towns.yaml'), 'utf8');
    const ralston = list
      .slice(list.indexOf('\n- name: Ralston\n') + 1)
      .replace(/^- /, '')
      .replace(/\n {2}/g, '\n');
    await writeFile(path.join(data, 'towns', 'ralston.yaml'), header + ralston);
    const problems = await problemsOf(data);
    const duplicate = problems.find((p) => p.code === 'E-DUPLICATE' && /"ralston"/.test(p.message))!;
    expect(at(duplicate)).toBe('ralston.yaml:3:7');
    const slugLine = list.slice(0, list.indexOf('\n  slug: ralston\n') + 1).split('\n').length;
    expect(duplicate.message).toMatch(new RegExp(`first at .*towns\\.yaml:${slugLine}\\)`));
  });
});

describe('town files the parse cache answers without reading them', () => {
  it('still locates their problems with a code frame, and still checks a file edited since', async () => {
    const data = await copyOfData();
    await moveTownsToFiles(data, '- name: Grass Creek');
    const cacheDir = await scratchDir('site-parse-cache');
    const load = async () => {
      const cache = openParseCache(cacheDir, { checks: 'test' });
      await loadSite(data, siteTemplates, cache);
      cache.save(true);
    };
    await load();
    await load(); // every file answered from the cache, as checked
    // towns.yaml gains ralston again: the duplicate is reported in towns/ralston.yaml, which is not read until the message needs it
    const list = await readFile(path.join(data, 'towns.yaml'), 'utf8');
    await writeFile(path.join(data, 'towns.yaml'), `${list}${await readFile(path.join(data, 'towns', 'ralston.yaml'), 'utf8').then(asListItem)}`);
    const duplicate = (await problemsOf(data, openParseCache(cacheDir, { checks: 'test' }))).find((p) => p.code === 'E-DUPLICATE')!;
    expect(at(duplicate)).toBe('ralston.yaml:3:7');
    expect(duplicate.frame).toContain('slug: ralston');
    // an edited file is checked again
    await writeFile(path.join(data, 'towns.yaml'), list);
    const file = path.join(data, 'towns', 'grass-creek.yaml');
    await writeFile(file, (await readFile(file, 'utf8')).replace('kind: ', 'kind: castle # was '));
    const problems = await problemsOf(data, openParseCache(cacheDir, { checks: 'test' }));
    expect(problems.map((p) => [p.code, path.basename(p.location!.file)])).toEqual([['E-SCHEMA', 'grass-creek.yaml']]);
  });
});

describe('page files the parse cache answers as checked', () => {
  it('have their copy checked again only once edited (same code version)', async () => {
    const data = await copyOfData();
    const cacheDir = await scratchDir('site-parse-cache');
    const load = async (templates: Templates) => {
      const cache = openParseCache(cacheDir, { checks: 'test' });
      await loadSite(data, templates, cache);
      cache.save(true);
    };
    await load(siteTemplates);
    // templates whose copy schemas refuse everything: an unchanged page file is not checked again under the same code version
    const refusing: Templates = {
      ...siteTemplates,
      pages: Object.fromEntries(Object.entries(siteTemplates.pages).map(([id, t]) => [id, t.copy ? { ...t, copy: z.never() } : t])),
    };
    await load(refusing);
    const file = path.join(data, 'pages', 'guarantee.yaml');
    await writeFile(file, `${await readFile(file, 'utf8')}# edited\n`);
    const problems = await loadSite(data, refusing, openParseCache(cacheDir, { checks: 'test' })).then(
      () => [],
      (error: ContentError) => error.problems,
    );
    expect(problems.map((p) => [p.code, path.basename(p.location!.file)])).toEqual([['E-SCHEMA', 'guarantee.yaml']]);
  });
});

/** A town file's mapping as an item of towns.yaml. */
function asListItem(town: string): string {
  const body = town.replace(header, '');
  return `- ${body.replace(/\n(?=.)/g, '\n  ')}`;
}

describe('the guess at how many towns a data folder holds (before it is loaded)', () => {
  it('counts the town files and about a town per 1.3 KB of towns.yaml', async () => {
    const data = await scratchDir('site-town-guess');
    expect(guessTownCount(data)).toBe(0); // neither place: the load reports what is missing
    await writeFile(path.join(data, 'towns.yaml'), 'x'.repeat(26_000));
    expect(guessTownCount(data)).toBe(20);
    await mkdir(path.join(data, 'towns'));
    for (const slug of ['a', 'b', 'c']) await writeFile(path.join(data, 'towns', `${slug}.yaml`), 'name: A\n');
    await writeFile(path.join(data, 'towns', 'notes.txt'), 'not a town');
    expect(guessTownCount(data)).toBe(23);
  });

  it('comes near the bundled site’s 25 towns', async () => {
    expect(guessTownCount(await copyOfData())).toBe(25);
  });
});

// YAML files are parsed once and restored from node_modules/.cache/site-parse
// afterwards (large files each in an entry, small files one entry per folder);
// edits, failures and damaged entries are parsed.

import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { parseYaml, type ParseResult } from '../../../src/content/parse.ts';
import { openParseCache, SMALL_FILE, type ParseCache } from '../../../src/content/parse-cache.ts';
import { readSource } from '../../../src/content/load.ts';
import type { SourceFile } from '../../../src/content/source.ts';
import { scratchDir } from '../helpers/scratch.ts';

/** A YAML list past SMALL_FILE, with values JSON could not carry (.nan, .inf). */
function largeFile(note = 'first'): SourceFile {
  const items = Array.from(
    { length: 3000 },
    (_, i) => `- name: Town ${i}\n  note: ${note}\n  founded: 19${i % 100}\n  blurb: a town of the Big Horn Basin with its own page, number ${i}\n`,
  );
  return { path: 'data/towns.yaml', text: `- odd: .nan\n  far: .inf\n${items.join('')}` };
}

/** What the cache answers for `file`: the parse, with the key of the text it came from. */
function cached(file: SourceFile): unknown {
  return { ...parseYaml(file), source: expect.stringMatching(/^[0-9a-f]{32}$/) };
}

/** parseYaml, counting its calls. */
function countingParse(): { parse: (file: SourceFile) => ParseResult; calls: () => number } {
  let calls = 0;
  return {
    parse: (file) => {
      calls++;
      return parseYaml(file);
    },
    calls: () => calls,
  };
}

describe('parse cache', () => {
  it('parses a large file once, then restores the same value (special numbers included) from the cache', async () => {
    const dir = await scratchDir('site-parse-cache');
    const file = largeFile();
    expect(file.text.length).toBeGreaterThan(SMALL_FILE);
    const counting = countingParse();
    const first = openParseCache(dir, { parse: counting.parse }).parse(file);
    const second = openParseCache(dir, { parse: counting.parse }).parse(file);
    expect(counting.calls()).toBe(1);
    expect(second).toEqual(cached(file));
    expect(second).toEqual(first);
    const value = (second as { value: Array<Record<string, unknown>> }).value;
    expect(value[0].odd).toBeNaN();
    expect(value[0].far).toBe(Number.POSITIVE_INFINITY);
    // each run gets its own objects: changing one cannot change the next
    expect(second.ok && first.ok && second.value !== first.value).toBe(true);
  });

  it("keeps the parser's own value of a fresh parse unless told to compact it", async () => {
    const dir = await scratchDir('site-parse-cache');
    const small: SourceFile = { path: path.join(dir, 'data', 'towns', 'cody.yaml'), text: 'name: Cody\n' };
    for (const file of [small, largeFile()]) {
      const own = parseYaml(file);
      const parse = () => own;
      const kept = openParseCache(path.join(dir, 'kept'), { parse, compact: false }).parse(file);
      const compacted = openParseCache(path.join(dir, 'compacted'), { parse }).parse(file);
      expect(kept.ok && own.ok && kept.value === own.value).toBe(true);
      expect(compacted.ok && own.ok && compacted.value !== own.value).toBe(true);
      expect(compacted).toEqual(kept);
    }
  });

  it('parses again when the text changes, and always for files that fail', async () => {
    const dir = await scratchDir('site-parse-cache');
    const counting = countingParse();
    const { parse } = openParseCache(dir, { parse: counting.parse });
    parse(largeFile('first'));
    const edited = parse(largeFile('second'));
    expect(counting.calls()).toBe(2);
    expect(edited.ok && (edited.value as Array<{ note?: string }>)[1].note).toBe('second');

    const broken: SourceFile = { path: 'data/towns.yaml', text: `${largeFile().text}- [unclosed\n` };
    expect(parse(broken).ok).toBe(false);
    expect(parse(broken).ok).toBe(false);
    expect(counting.calls()).toBe(4);
  }, 60_000);

  it("keeps a folder's small files together: the next run parses only the file that changed", async () => {
    const dir = await scratchDir('site-parse-cache');
    const town = (slug: string, note = 'first'): SourceFile => ({ path: `data/towns/${slug}.yaml`, text: `slug: ${slug}\nnote: ${note}\nodd: .nan\n` });
    const run = (files: SourceFile[]) => {
      const counting = countingParse();
      const cache = openParseCache(dir, { parse: counting.parse });
      const values = files.map((file) => cache.parse(file));
      cache.save();
      return { calls: counting.calls(), values };
    };
    expect(run([town('cody'), town('powell'), town('lovell')]).calls).toBe(3);
    const again = run([town('cody'), town('powell'), town('lovell')]);
    expect(again.calls).toBe(0);
    expect(again.values).toEqual([town('cody'), town('powell'), town('lovell')].map(cached));
    const edited = run([town('cody', 'edited'), town('powell'), town('lovell')]);
    expect(edited.calls).toBe(1);
    // the key of a file's text: the same for the same text, another for an edited one (the page hashes use it)
    const sources = (values: ParseResult[]) => values.map((v) => v.ok && v.source);
    expect(sources(edited.values).slice(1)).toEqual(sources(again.values).slice(1));
    expect(sources(edited.values)[0]).not.toBe(sources(again.values)[0]);
    // the folder's entry holds the last run's files only: lovell, gone from this run, is parsed when it comes back
    expect(run([town('cody', 'edited'), town('powell')]).calls).toBe(0);
    expect(run([town('cody', 'edited'), town('powell'), town('lovell')]).calls).toBe(1);
    expect(await readdir(dir)).toHaveLength(1);

    // a damaged value in the folder's entry is parsed again
    const [entry] = await readdir(dir);
    const stored = v8.deserialize(await readFile(path.join(dir, entry))) as { values: Map<string, Buffer> };
    stored.values = new Map([...stored.values.keys()].map((k) => [k, Buffer.from('damaged')]));
    await writeFile(path.join(dir, entry), v8.serialize(stored));
    const repaired = run([town('cody', 'edited'), town('powell')]);
    expect(repaired.calls).toBe(2);
    expect(repaired.values).toEqual([town('cody', 'edited'), town('powell')].map(cached));

    // two files with one text get two objects
    const counting = countingParse();
    const { parse } = openParseCache(dir, { parse: counting.parse });
    const twin: SourceFile = { path: 'data/towns/twin.yaml', text: town('cody', 'edited').text };
    const [first, second] = [parse(town('cody', 'edited')), parse(twin)];
    expect(counting.calls()).toBe(0);
    expect(first.ok && second.ok && first.value !== second.value).toBe(true);
  });

  it('parses when an entry is damaged', async () => {
    const dir = await scratchDir('site-parse-cache');
    const counting = countingParse();
    openParseCache(dir, { parse: counting.parse }).parse(largeFile());
    const [entry] = await readdir(dir);
    await writeFile(path.join(dir, entry), 'not a serialized value');
    expect(openParseCache(dir, { parse: counting.parse }).parse(largeFile())).toEqual(cached(largeFile()));
    expect(counting.calls()).toBe(2);
  });
});

describe('parse cache: files unchanged since the last run', () => {
  /** A folder of small town files, and one run over them as loadSite makes it (read, parse, save once the load succeeded). */
  async function townFolder() {
    const data = await scratchDir('site-parse-data');
    const cacheDir = await scratchDir('site-parse-cache');
    const write = (slug: string, note = 'first') => writeFile(path.join(data, `${slug}.yaml`), `slug: ${slug}\nnote: ${note}\n`);
    await write('cody');
    await write('powell');
    const run = async (checks?: string, cache?: ParseCache) => {
      let reads = 0;
      const counting = countingParse();
      const opened =
        cache ??
        openParseCache(cacheDir, {
          parse: counting.parse,
          read: (file) => {
            reads++;
            return readSource(file);
          },
          checks,
        });
      const results = [];
      for (const slug of ['cody', 'powell']) {
        const { file } = await opened.read(path.join(data, `${slug}.yaml`));
        results.push({ file, parsed: opened.parse(file) });
      }
      opened.save(true);
      return { reads, parses: counting.calls(), checked: results.map((r) => r.parsed.ok && r.parsed.checked === true), results };
    };
    return { data, write, run };
  }

  it('answers an unchanged file without reading it, as checked under the same code version', async () => {
    const { data, write, run } = await townFolder();
    expect(await run('v1')).toMatchObject({ reads: 2, parses: 2, checked: [false, false] });
    const again = await run('v1');
    expect(again).toMatchObject({ reads: 0, parses: 0, checked: [true, true] });
    expect(again.results.map((r) => r.parsed.ok && r.parsed.value)).toEqual([
      { slug: 'cody', note: 'first' },
      { slug: 'powell', note: 'first' },
    ]);
    // its text is still there for a message that quotes it, read when asked
    expect(again.results[0].file.text).toBe('slug: cody\nnote: first\n');
    expect(again.results[0].file.path).toBe(path.relative(process.cwd(), path.join(data, 'cody.yaml')));

    await write('cody', 'edited');
    const edited = await run('v1');
    expect(edited).toMatchObject({ reads: 1, parses: 1, checked: [false, true] });
    expect(edited.results[0].parsed.ok && edited.results[0].parsed.value).toEqual({ slug: 'cody', note: 'edited' });
    expect(await run('v1')).toMatchObject({ reads: 0, parses: 0, checked: [true, true] });
  });

  it('checks every file again under another code version, and a run without one keeps the marks', async () => {
    const { run } = await townFolder();
    await run('v1');
    expect(await run()).toMatchObject({ reads: 0, parses: 0, checked: [false, false] });
    expect(await run('v1')).toMatchObject({ checked: [true, true] });
    expect(await run('v2')).toMatchObject({ reads: 0, parses: 0, checked: [false, false] });
    expect(await run('v2')).toMatchObject({ checked: [true, true] });
  });

  it('marks nothing checked when the load did not succeed', async () => {
    const { run } = await townFolder();
    const cacheDir = await scratchDir('site-parse-cache');
    const failed = openParseCache(cacheDir, { checks: 'v1' });
    const first = await run('v1', { ...failed, save: () => failed.save(false) });
    expect(first.checked).toEqual([false, false]);
    const next = await run('v1', openParseCache(cacheDir, { checks: 'v1' }));
    expect(next.checked).toEqual([false, false]);
  });
});

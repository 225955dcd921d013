// YAML files are parsed once and restored from node_modules/.cache/site-parse
// afterwards (large files each in an entry, small files one entry per folder);
// edits, failures and damaged entries are parsed.

import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { parseYaml, type ParseResult } from '../../../src/content/parse.ts';
import { cachedParse, SMALL_FILE } from '../../../src/content/parse-cache.ts';
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
    const first = cachedParse(dir, counting.parse)(file);
    const second = cachedParse(dir, counting.parse)(file);
    expect(counting.calls()).toBe(1);
    expect(second).toEqual(parseYaml(file));
    expect(second).toEqual(first);
    const value = (second as { value: Array<Record<string, unknown>> }).value;
    expect(value[0].odd).toBeNaN();
    expect(value[0].far).toBe(Number.POSITIVE_INFINITY);
    // each run gets its own objects: changing one cannot change the next
    expect(second.ok && first.ok && second.value !== first.value).toBe(true);
  });

  it('parses again when the text changes, and always for files that fail', async () => {
    const dir = await scratchDir('site-parse-cache');
    const counting = countingParse();
    const parse = cachedParse(dir, counting.parse);
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
      const parse = cachedParse(dir, counting.parse);
      const values = files.map((file) => parse(file));
      parse.save();
      return { calls: counting.calls(), values };
    };
    expect(run([town('cody'), town('powell'), town('lovell')]).calls).toBe(3);
    const again = run([town('cody'), town('powell'), town('lovell')]);
    expect(again.calls).toBe(0);
    expect(again.values).toEqual([town('cody'), town('powell'), town('lovell')].map(parseYaml));
    expect(run([town('cody', 'edited'), town('powell'), town('lovell')]).calls).toBe(1);
    // the folder's entry holds the last run's files only: lovell, gone from this run, is parsed when it comes back
    expect(run([town('cody', 'edited'), town('powell')]).calls).toBe(0);
    expect(run([town('cody', 'edited'), town('powell'), town('lovell')]).calls).toBe(1);
    expect(await readdir(dir)).toHaveLength(1);

    // a damaged value in the folder's entry is parsed again
    const [entry] = await readdir(dir);
    const stored = v8.deserialize(await readFile(path.join(dir, entry))) as Map<string, Buffer>;
    await writeFile(path.join(dir, entry), v8.serialize(new Map([...stored.keys()].map((k) => [k, Buffer.from('damaged')]))));
    const repaired = run([town('cody', 'edited'), town('powell')]);
    expect(repaired.calls).toBe(2);
    expect(repaired.values).toEqual([town('cody', 'edited'), town('powell')].map(parseYaml));

    // two files with one text get two objects
    const counting = countingParse();
    const parse = cachedParse(dir, counting.parse);
    const twin: SourceFile = { path: 'data/towns/twin.yaml', text: town('cody', 'edited').text };
    const [first, second] = [parse(town('cody', 'edited')), parse(twin)];
    expect(counting.calls()).toBe(0);
    expect(first.ok && second.ok && first.value !== second.value).toBe(true);
  });

  it('parses when an entry is damaged', async () => {
    const dir = await scratchDir('site-parse-cache');
    const counting = countingParse();
    cachedParse(dir, counting.parse)(largeFile());
    const [entry] = await readdir(dir);
    await writeFile(path.join(dir, entry), 'not a serialized value');
    expect(cachedParse(dir, counting.parse)(largeFile())).toEqual(parseYaml(largeFile()));
    expect(counting.calls()).toBe(2);
  });
});

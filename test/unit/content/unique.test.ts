// A duplicate-key test for every keyed list of the bundled content, found by
// walking the YAML (so a new list is covered without touching this test): the
// second item gets the first item's id, slug, zip or path, and `site check`
// must report it at the second item, naming the line of the first.

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Scalar } from 'yaml';
import { describe, expect, it } from 'vitest';
import { KEY_FIELDS } from '../../../src/content/unique.ts';
import { copyOfData, repoData, runCli } from '../helpers/cli.ts';

interface KeyedList {
  /** A name for the test. */
  name: string;
  /** The file holding the second item and the byte range of its key's value. */
  file: string;
  range: [number, number];
  /** The replacement text (the first item's value, as YAML) and where the first item is. */
  value: string;
  field: string;
  firstFile: string;
  firstLine: number;
}

function scalarAt(text: string, field: string): { node: Scalar; line: number } | null {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  const node = isMap(doc.contents) ? doc.contents.get(field, true) : undefined;
  return isScalar(node) && node.range ? { node, line: lines.linePos(node.range[0]).line } : null;
}

/** Lists inside one file: every sequence of maps where two items carry the same key field. */
function listsInFile(file: string, text: string): KeyedList[] {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  const found: KeyedList[] = [];
  visit(doc, {
    Seq(_key, seq, ancestors) {
      for (const field of KEY_FIELDS) {
        const keyed = seq.items.flatMap((item) => {
          const node = isMap(item) ? item.get(field, true) : undefined;
          return isScalar(node) && node.range ? [node] : [];
        });
        if (keyed.length < 2) continue;
        const [first, second] = keyed as [Scalar, Scalar];
        const where = ancestors.flatMap((a) =>
          isMap(a) || isSeq(a) ? [] : 'key' in (a as object) ? [String((a as { key: { value?: unknown } }).key?.value)] : [],
        );
        found.push({
          name: `${file}: ${where.join('.') || '(top level)'}[].${field}`,
          file,
          range: [second.range![0], second.range![1]],
          value: JSON.stringify(first.value),
          field,
          firstFile: file,
          firstLine: lines.linePos(first.range![0]).line,
        });
      }
    },
  });
  return found;
}

/** One-item-per-file kinds: the second file gets the first file's slug or path. */
async function listsAcrossFiles(folder: string): Promise<KeyedList[]> {
  const [a, b] = (await fg(`${folder}/*.yaml`, { cwd: repoData })).sort();
  const [textA, textB] = await Promise.all([a!, b!].map((f) => readFile(path.join(repoData, f), 'utf8')));
  return KEY_FIELDS.flatMap((field) => {
    const first = scalarAt(textA!, field);
    const second = scalarAt(textB!, field);
    if (!first || !second) return [];
    return [
      {
        name: `${folder}/*.yaml: ${field}`,
        file: b!,
        range: [second.node.range![0], second.node.range![1]] as [number, number],
        value: JSON.stringify(first.node.value),
        field,
        firstFile: a!,
        firstLine: first.line,
      },
    ];
  });
}

const files = fg.sync('**/*.yaml', { cwd: repoData }).sort();
const keyed: KeyedList[] = [
  ...(await Promise.all(files.map(async (f) => listsInFile(f, await readFile(path.join(repoData, f), 'utf8'))))).flat(),
  ...(await listsAcrossFiles('services')),
  ...(await listsAcrossFiles('pages')),
];

describe('a duplicate id, slug, zip or path in a keyed list', () => {
  it('covers every list of ids, slugs, ZIPs and paths', () => {
    const names = keyed.map((k) => k.name);
    for (const expected of [
      'gallery.yaml: (top level)[].id',
      'videos.yaml: (top level)[].id',
      'towns.yaml: (top level)[].slug',
      'zips.yaml: (top level)[].zip',
      'blog.yaml: (top level)[].slug',
      'reviews.yaml: samples[].id',
      'services/*.yaml: slug',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it.each(keyed.map((k) => [k.name, k] as const))('%s: reported at the second item, naming the line of the first', async (_name, list) => {
    const data = await copyOfData();
    const file = path.join(data, list.file);
    const text = await readFile(file, 'utf8');
    await writeFile(file, `${text.slice(0, list.range[0])}${list.value}${text.slice(list.range[1])}`);
    const line = text.slice(0, list.range[0]).split('\n').length;
    const result = await runCli('check', '--data', data);
    expect(result.code).toBe(1);
    const rel = (f: string) => path.relative(process.cwd(), path.join(data, f));
    const message = new RegExp(
      `${escapeRegExp(rel(list.file))}:${line}:\\d+: error E-DUPLICATE: duplicate ${list.field} ${escapeRegExp(list.value)} in [\\w.]+ \\(first at ${escapeRegExp(rel(list.firstFile))}:${list.firstLine}\\)`,
    );
    expect(result.stderr).toMatch(message);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

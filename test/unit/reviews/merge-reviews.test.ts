import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { mergeImported } from '../../../src/reviews/merge-reviews.ts';
import { repoData } from '../helpers/cli.ts';

const SOURCE = readFileSync(path.join(repoData, 'reviews.yaml'), 'utf8');
const A = { name: 'Jordan P.', rating: 5, text: 'Replaced the water heater the same day.' };
const B = { name: 'Casey W.', rating: 4, text: 'Good furnace repair: "fast" # and tidy', date: '2 weeks ago' };

describe('mergeImported', () => {
  it('appends to `imported` and keeps every other byte of the file', () => {
    const { text, added, duplicates } = mergeImported(SOURCE, [A, B]);
    expect(added).toEqual([A, B]);
    expect(duplicates).toEqual([]);
    const before = SOURCE.split('imported: []');
    expect(before).toHaveLength(2);
    expect(text.startsWith(before[0]!)).toBe(true);
    expect(text.endsWith(before[1]!)).toBe(true);
    expect(text).toContain('# Wording of the home reviews section');
    const data = parse(text);
    expect(data.imported).toEqual([A, B]);
    expect(data.samples).toEqual(parse(SOURCE).samples);
  });

  it('writes a block list, one review per item, long text on one line', () => {
    const long = { name: 'Lee', rating: 3, text: 'word '.repeat(60).trim() };
    const { text } = mergeImported(SOURCE, [long]);
    expect(text).toContain(`imported:\n  - name: Lee\n    rating: 3\n    text: ${long.text}\n`);
  });

  it('de-duplicates by name and text against what is already there', () => {
    const once = mergeImported(SOURCE, [A]).text;
    const again = mergeImported(once, [{ ...A, name: 'jordan p.', rating: 4 }, B]);
    expect(again.added).toEqual([B]);
    expect(again.duplicates).toHaveLength(1);
    expect(parse(again.text).imported).toEqual([A, B]);
    expect(mergeImported(again.text, [A, B])).toMatchObject({ text: again.text, added: [] });
  });

  it('nothing new: the text is returned unchanged', () => {
    expect(mergeImported(SOURCE, []).text).toBe(SOURCE);
  });

  it('creates `imported` when it is missing or empty', () => {
    expect(parse(mergeImported('samples: []\n', [A]).text)).toEqual({ samples: [], imported: [A] });
    expect(parse(mergeImported('# c\nimported:\nlabels: {}\n', [A]).text).imported).toEqual([A]);
  });

  it('refuses broken YAML and an `imported` that is not a list', () => {
    expect(() => mergeImported('imported: [\n', [A])).toThrow(/not valid YAML/);
    expect(() => mergeImported('imported: nope\n', [A])).toThrow(/must be a list/);
    expect(() => mergeImported('- a\n', [A])).toThrow(/mapping/);
  });
});

// A file's value that passed every check of an earlier load, unchanged since
// (LoadedContent's checkedBefore), is not walked again by the checks across
// the whole content; the lists that hold such values still are.
import { describe, expect, it } from 'vitest';
import { Origins } from '../../../src/content/origins.ts';
import { unsafeValueProblems } from '../../../src/content/safe-values.ts';
import type { Content } from '../../../src/content/types.ts';
import { duplicateKeyProblems } from '../../../src/content/unique.ts';

const messages = (problems: { message: string }[]) => problems.map((p) => p.message);

describe('checks across the content, with values that passed before', () => {
  it('find duplicate keys among the passed values but not inside them', () => {
    const town = () => ({ slug: 'cody', faqs: [{ id: 'a' }, { id: 'a' }] });
    const [first, second] = [town(), town()];
    const content = { towns: [first, second] } as unknown as Partial<Content>;
    expect(messages(duplicateKeyProblems(content, new Origins()))).toEqual([
      'duplicate slug "cody" in towns',
      'duplicate id "a" in towns.0.faqs',
      'duplicate id "a" in towns.1.faqs',
    ]);
    expect(messages(duplicateKeyProblems(content, new Origins(), new WeakSet([first, second])))).toEqual(['duplicate slug "cody" in towns']);
    expect(messages(duplicateKeyProblems(content, new Origins(), new WeakSet([first])))).toEqual([
      'duplicate slug "cody" in towns',
      'duplicate id "a" in towns.1.faqs',
    ]);
  });

  it('look at the printed values of the values not passed only', () => {
    const [passed, edited] = [
      { slug: 'cody', name: 'Cody\nWY' },
      { slug: 'powell', name: 'Powell\nWY' },
    ];
    const content = { towns: [passed, edited] } as unknown as Partial<Content>;
    expect(unsafeValueProblems(content, new Origins())).toHaveLength(2);
    expect(messages(unsafeValueProblems(content, new Origins(), new WeakSet([passed])))).toEqual([
      '1.name must be one line of text without control characters; got "Powell\\nWY"',
    ]);
  });
});

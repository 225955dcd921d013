import { describe, expect, it } from 'vitest';
import { plural } from '../../../src/text/plural.ts';

describe('plural', () => {
  it('gives the count with its noun, singular only for one', () => {
    expect(plural(0, 'problem')).toBe('0 problems');
    expect(plural(1, 'problem')).toBe('1 problem');
    expect(plural(2, 'review')).toBe('2 reviews');
  });
});

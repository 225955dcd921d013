import { describe, expect, it } from 'vitest';
import { memoByObject } from '../../src/memo-by-object.ts';

describe('memoByObject', () => {
  it('makes a value once per key object and gives it again', () => {
    let made = 0;
    const lengthOf = memoByObject((list: number[]) => ({ length: list.length, made: ++made }));
    const a = [1, 2];
    const b = [1, 2];
    expect(lengthOf(a)).toBe(lengthOf(a));
    expect(lengthOf(b)).toEqual({ length: 2, made: 2 }); // an equal list is another key
    expect(made).toBe(2);
  });
});

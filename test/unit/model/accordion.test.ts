import { describe, expect, it } from 'vitest';
import { toggleOpen } from '../../../src/model/accordion.ts';

describe('toggleOpen', () => {
  it('opens the clicked item and closes any other', () => {
    expect(toggleOpen(null, 2)).toBe(2);
    expect(toggleOpen(0, 2)).toBe(2);
  });
  it('closes the open item when clicked again', () => {
    expect(toggleOpen(2, 2)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { keepsHeapLimit } from '../../src/heap-growth.ts';

describe('heap growth', () => {
  it('stays limited for a large site and is left to V8 for a small one', () => {
    const MB = 1024 * 1024;
    expect(keepsHeapLimit(338 * MB)).toBe(true); // 50,000 towns once loaded
    expect(keepsHeapLimit(132 * MB)).toBe(false); // 10,000 towns, cold parse cache
    expect(keepsHeapLimit(85 * MB)).toBe(false); // 10,000 towns, parses cached
  });
});

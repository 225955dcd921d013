import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('heap growth', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('stays limited for a large site and is left to V8 for a small one', async () => {
    const { keepsHeapLimit } = await import('../../../src/build/heap-growth.ts');
    const MB = 1024 * 1024;
    expect(keepsHeapLimit(338 * MB)).toBe(true); // 50,000 towns once loaded
    expect(keepsHeapLimit(132 * MB)).toBe(false); // 10,000 towns, cold parse cache
    expect(keepsHeapLimit(85 * MB)).toBe(false); // 10,000 towns, parses cached
  });

  it('takes a data folder of 20,000 towns or more as large', async () => {
    const { largeSite } = await import('../../../src/build/heap-growth.ts');
    expect([10_000, 19_999, 20_000, 50_000].map(largeSite)).toEqual([false, false, true, true]);
  });

  it('is limited before the content loads only when the data folder looks large, and only in a build that manages it', async () => {
    const flags = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
    const growth = await import('../../../src/build/heap-growth.ts');
    growth.limitHeapGrowthForTowns(50_000);
    growth.fitHeapGrowth();
    expect(flags).not.toHaveBeenCalled(); // tests and site dev leave V8 alone
    growth.manageHeapGrowth();
    growth.limitHeapGrowthForTowns(10_000);
    growth.limitHeapGrowthForTowns(50_000);
    expect(flags.mock.calls).toEqual([['--heap-growing-percent=0'], ['--heap-growing-percent=50']]);
  });
});

import { statSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repoData } from '../helpers/cli.ts';
import { scratchDir } from '../helpers/scratch.ts';

/** A data folder whose towns.yaml is as large as `towns` of the bundled towns (a sparse file: its size is all the guess reads). */
async function dataFolderOf(towns: number): Promise<string> {
  const dir = await scratchDir('site-heap-growth');
  const bundled = statSync(path.join(repoData, 'towns.yaml')).size / 25;
  writeFileSync(path.join(dir, 'towns.yaml'), '');
  truncateSync(path.join(dir, 'towns.yaml'), Math.round(bundled * towns));
  return dir;
}

/** Loads `dataDir` through the build's memory tuning, the content leaving `usedHeap` bytes in use; what it decided. */
async function tunedLoad(dataDir: string, usedHeap: number, managed = true) {
  const flags = vi.spyOn(v8, 'setFlagsFromString').mockImplementation(() => undefined);
  const growth = await import('../../../src/build/heap-growth.ts');
  if (managed) growth.manageHeapGrowth();
  let whileLoading: string[] = [];
  const compact = await growth.loadWithMemoryTuning(dataDir, async (compacted) => {
    whileLoading = flags.mock.calls.map(([flag]) => flag);
    vi.spyOn(v8, 'getHeapStatistics').mockReturnValue({ ...v8.getHeapStatistics(), used_heap_size: usedHeap });
    return compacted;
  });
  return { compact, whileLoading, afterLoad: flags.mock.calls.map(([flag]) => flag).slice(whileLoading.length) };
}

const LIMITED = '--heap-growing-percent=50';
const V8_RULE = '--heap-growing-percent=0';
const MB = 1024 * 1024;

describe('memory tuning of a build', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('loads a data folder of 50,000 towns compacted, with the heap growth limited, and keeps the limit for a large heap', async () => {
    const tuned = await tunedLoad(await dataFolderOf(50_000), 1024 * MB);
    expect(tuned).toEqual({ compact: true, whileLoading: [LIMITED], afterLoad: [LIMITED] });
  });

  it('loads a data folder of 1,000 towns as parsed, with V8 left to its own rule', async () => {
    const tuned = await tunedLoad(await dataFolderOf(1_000), 20 * MB);
    expect(tuned).toEqual({ compact: false, whileLoading: [V8_RULE], afterLoad: [V8_RULE] });
  });

  it('drops the limit once the content is loaded when it left the heap small', async () => {
    const tuned = await tunedLoad(await dataFolderOf(50_000), 20 * MB);
    expect(tuned).toEqual({ compact: true, whileLoading: [LIMITED], afterLoad: [V8_RULE] });
  });

  it('leaves V8 alone outside a build (tests, site dev)', async () => {
    const tuned = await tunedLoad(await dataFolderOf(50_000), 1024 * MB, false);
    expect(tuned).toEqual({ compact: true, whileLoading: [], afterLoad: [] });
  });
});

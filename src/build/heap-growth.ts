import v8 from 'node:v8';
import { guessTownCount } from '../content/load.ts';

/** Live heap past which a build keeps the heap's growth limited. */
const LARGE_HEAP = 200 * 1024 * 1024;

/** Towns past which a data folder is taken to load into a large heap (the heap a town takes: docs/performance.md). */
const LARGE_SITE_TOWNS = 20_000;

let managed = false;

/**
 * Puts this process's build in charge of how its heap grows (site build and
 * the bench call it; tests and `site dev` leave V8 alone). Left to V8, a
 * large build's main-thread heap grows to several times its live size, mostly
 * garbage; limited to half the live size between full collections, it stays
 * far smaller in the same time (docs/performance.md, "The sizes behind the
 * code's choices"). For a small site the limit only costs time, so
 * it is lifted once the content is loaded if the heap is small. Process-wide:
 * it holds for the render workers too.
 */
export function manageHeapGrowth(): void {
  managed = true;
}

/**
 * Loads a build's content (`load`) with memory tuned to the data folder's
 * size: the heap's growth limited while it loads when the folder looks large,
 * `compact` (each freshly parsed value compacted: content/parse-cache.ts)
 * for such a folder, then the limit kept or dropped by what the content left
 * in use.
 */
export async function loadWithMemoryTuning<T>(dataDir: string, load: (compact: boolean) => Promise<T>): Promise<T> {
  const towns = guessTownCount(dataDir);
  limitHeapGrowthForTowns(towns);
  const loaded = await load(largeSite(towns));
  fitHeapGrowth();
  return loaded;
}

/**
 * Before the content loads (the heap grows fastest then): limits the heap's
 * growth when the data folder looks large (`towns`: content/load.ts
 * guessTownCount).
 */
export function limitHeapGrowthForTowns(towns: number): void {
  if (managed) limitGrowth(largeSite(towns));
}

/**
 * Whether a data folder of about `towns` towns is loaded for memory rather
 * than speed: the heap's growth limited (above), and each freshly parsed
 * value compacted (content/parse-cache.ts).
 */
export function largeSite(towns: number): boolean {
  return towns >= LARGE_SITE_TOWNS;
}

/** Once the content is loaded: its size says whether memory is worth the collector's time. */
export function fitHeapGrowth(): void {
  if (managed) limitGrowth(keepsHeapLimit(v8.getHeapStatistics().used_heap_size));
}

/** Whether a build whose content left `usedHeap` bytes in use keeps the heap's growth limited. */
export function keepsHeapLimit(usedHeap: number): boolean {
  return usedHeap >= LARGE_HEAP;
}

function limitGrowth(limit: boolean): void {
  v8.setFlagsFromString(limit ? '--heap-growing-percent=50' : '--heap-growing-percent=0'); // 0: V8's own rule
}

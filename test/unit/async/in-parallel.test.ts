// inParallel: bounded concurrency, and a failure that waits for the work in flight.
import { describe, expect, it } from 'vitest';
import { inParallel } from '../../../src/async/in-parallel.ts';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('inParallel', () => {
  it('runs every item, never more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await inParallel([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      most = Math.max(most, ++running);
      await tick(n % 3);
      done.push(n);
      running--;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it('rejects with the first failure only after the work in flight has finished, starting nothing new', async () => {
    const finished: string[] = [];
    const started: string[] = [];
    const run = inParallel(['fails', 'slow', 'later'], 2, async (item) => {
      started.push(item);
      if (item === 'fails') throw new Error('card 1 failed');
      await tick(30);
      finished.push(item);
    });
    await expect(run).rejects.toThrow('card 1 failed');
    expect(finished).toEqual(['slow']); // settled before the rejection
    expect(started).not.toContain('later');
  });
});

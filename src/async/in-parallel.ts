/**
 * Runs `work` on every item, at most `limit` at a time. After a failure no
 * new item starts, and it rejects with the first failure once the items in
 * flight have settled, so a caller that then removes what the work was
 * writing into (a failed build's staging folder) never races a write.
 */
export async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      try {
        await work(items[next++]);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const outcomes = await Promise.allSettled(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (failure) throw failure.reason;
}

// The rebuild on a day dated content goes live: the deploy hook is asked once,
// in the first UTC hour of a day the last build listed, and only when set.
import { describe, expect, it } from 'vitest';
import { isPublishDue, publishScheduled } from '../../../src/edge/daily-publish.ts';
import { dateChanges } from '../../../src/content/published.ts';
import type { Content } from '../../../src/content/types.ts';

const DAYS = ['2026-12-10', '2026-12-24'];
const HOOK = 'https://api.cloudflare.com/client/v4/workers/builds/deploy_hooks/00000000-0000-4000-8000-000000000000';

function recorder(status = 200) {
  const calls: { url: string; method?: string }[] = [];
  const fetcher = (async (url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method });
    return new Response('{}', { status });
  }) as unknown as typeof fetch;
  return { calls, fetcher };
}

describe('the rebuild on the day', () => {
  it('is due in the first UTC hour of a listed day only', () => {
    expect(isPublishDue(new Date('2026-12-10T00:00:00Z'), DAYS)).toBe(true);
    expect(isPublishDue(new Date('2026-12-10T01:00:00Z'), DAYS)).toBe(false);
    expect(isPublishDue(new Date('2026-12-09T23:00:00Z'), DAYS)).toBe(false);
    expect(isPublishDue(new Date('2026-12-11T00:00:00Z'), DAYS)).toBe(false);
  });

  it('POSTs the deploy hook on a listed day, and nothing without a hook or on another day', async () => {
    const { calls, fetcher } = recorder();
    await publishScheduled({ DEPLOY_HOOK_URL: HOOK }, new Date('2026-12-24T00:00:00Z'), DAYS, fetcher);
    await publishScheduled({ DEPLOY_HOOK_URL: HOOK }, new Date('2026-12-23T00:00:00Z'), DAYS, fetcher);
    await publishScheduled({}, new Date('2026-12-10T00:00:00Z'), DAYS, fetcher);
    expect(calls).toEqual([{ url: HOOK, method: 'POST' }]);
  });

  it('fails the cron run when the hook refuses', async () => {
    const { fetcher } = recorder(404);
    await expect(publishScheduled({ DEPLOY_HOOK_URL: HOOK }, new Date('2026-12-10T00:00:00Z'), DAYS, fetcher)).rejects.toThrow('HTTP 404');
  });
});

describe('the days a build lists', () => {
  it("are each dated item's day and the day after a posting's last, from the build date on, once each", () => {
    const content = {
      blog: [{ publishDate: '2026-12-10' }, { publishDate: '2026-11-01' }, { publishDate: '2026-12-05' }],
      videos: [{ uploadDate: '2026-12-10' }],
      jobs: [{ datePosted: '2026-11-20', validThrough: '2026-12-31' }, { datePosted: '2027-01-05' }],
    } as unknown as Content;
    expect(dateChanges(content, '2026-12-05')).toEqual(['2026-12-05', '2026-12-10', '2027-01-01', '2027-01-05']);
  });
});

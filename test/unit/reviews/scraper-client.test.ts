import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  MISSING_KEY_MESSAGE,
  parseRetryAfter,
  scrape,
  scrapeEndpoint,
  type Clock,
  type FetchLike,
  type ScrapeEvent,
  type ScrapeOptions,
} from '../../../src/review-import/scraper-client.ts';
import { startFakeScraper, type FakeScraper } from './fake-scraper.ts';
import { PROFILE_PAGE } from './pages.ts';

const KEY = 'fc-test-key-123';

let fake: FakeScraper;
beforeAll(async () => {
  fake = await startFakeScraper();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

/** A clock whose time-outs fire only when the test says: `scheduled` lists their delays, `fire` runs the oldest pending one. */
function manualClock(): { clock: Clock; scheduled: number[]; fire: () => void } {
  const scheduled: number[] = [];
  const pending = new Map<number, () => void>();
  let next = 0;
  const clock: Clock = {
    now: () => 0,
    setTimeout: (callback, ms) => {
      scheduled.push(ms);
      pending.set(++next, callback);
      return next;
    },
    clearTimeout: (handle) => void pending.delete(handle as number),
  };
  const fire = () => {
    const [handle, callback] = pending.entries().next().value!;
    pending.delete(handle);
    callback();
  };
  return { clock, scheduled, fire };
}

/** Options that talk to the fake server and record the back-off delays instead of sleeping. */
function options(extra: Partial<ScrapeOptions> = {}): ScrapeOptions & { delays: number[]; events: ScrapeEvent[] } {
  const delays: number[] = [];
  const events: ScrapeEvent[] = [];
  return {
    apiKey: KEY,
    baseUrl: fake.url,
    sleep: async (ms) => void delays.push(ms),
    onEvent: (e) => void events.push(e),
    delays,
    events,
    ...extra,
  };
}

describe('scrape: the request', () => {
  it('POSTs {baseUrl}/v1/scrape with the bearer key and the scrape payload; returns markdown and content', async () => {
    fake.plan({ kind: 'success', markdown: PROFILE_PAGE, html: '<p>page</p>' });
    const o = options({ baseUrl: `${fake.url}/` });
    const result = await scrape('https://profiles.example/basin-peak', o);
    expect(result).toEqual({ success: true, status: 200, data: { markdown: PROFILE_PAGE, content: '<p>page</p>' } });
    expect(fake.requests).toEqual([
      {
        method: 'POST',
        path: '/v1/scrape',
        authorization: `Bearer ${KEY}`,
        contentType: 'application/json',
        body: { url: 'https://profiles.example/basin-peak', formats: ['markdown', 'html'], onlyMainContent: false, waitFor: 2000 },
      },
    ]);
    expect(o.delays).toEqual([]);
    expect(o.events).toEqual([{ type: 'attempt', attempt: 1, attempts: 4 }]);
  });

  it('sends the scrape time-out to the service only when one is given', async () => {
    fake.plan({ kind: 'success', markdown: 'x' });
    await scrape('https://profiles.example/', options({ timeoutMs: 45_000 }));
    expect((fake.requests[0]!.body as { timeout?: number }).timeout).toBe(45_000);
  });

  it('keeps a path prefix of the base URL', () => {
    expect(scrapeEndpoint('https://scraper.example/api/')).toBe('https://scraper.example/api/v1/scrape');
    expect(scrapeEndpoint('https://api.firecrawl.dev')).toBe('https://api.firecrawl.dev/v1/scrape');
    expect(() => scrapeEndpoint('ftp://x.example')).toThrow(/http/);
  });

  it('without a key sends nothing and says so', async () => {
    for (const apiKey of [undefined, null, '', '   ']) {
      expect(await scrape('https://profiles.example/', options({ apiKey }))).toEqual({ success: false, error: MISSING_KEY_MESSAGE });
    }
    expect(MISSING_KEY_MESSAGE).toBe('API key not found. Please add your scraper API key.');
    expect(fake.requests).toEqual([]);
  });

  it('reports success:false from the service, and a 200 that is not JSON, without retrying', async () => {
    fake.plan({ kind: 'reported-failure', error: 'Page blocked' }, { kind: 'malformed' });
    const o = options();
    expect(await scrape('https://profiles.example/', o)).toEqual({ success: false, status: 200, error: 'Page blocked' });
    expect(await scrape('https://profiles.example/', o)).toEqual({
      success: false,
      status: 200,
      error: 'Invalid response from the scraping service: the answer is not JSON.',
    });
    expect(fake.requests).toHaveLength(2);
    expect(o.delays).toEqual([]);
  });
});

describe('scrape: error messages', () => {
  it.each([400, 402, 403, 409])('%i: a message from the server error and details, no retry', async (status) => {
    fake.plan({ kind: 'status', status, body: { success: false, error: 'Bad thing', details: [{ path: ['url'], message: 'Invalid url' }] } });
    const o = options();
    const result = await scrape('https://profiles.example/', o);
    expect(result).toEqual({
      success: false,
      status,
      error: `Failed to scrape URL. Status code: ${status}. Error: Bad thing - [{"path":["url"],"message":"Invalid url"}]`,
    });
    expect(fake.requests).toHaveLength(1);
    expect(o.delays).toEqual([]);
  });

  it.each([408, 500])('%i: retried 3 times, then a message from the server error and details', async (status) => {
    fake.setDefault({ kind: 'status', status, body: { success: false, error: 'Timed out upstream', details: 'try later' } });
    const o = options();
    const result = await scrape('https://profiles.example/', o);
    expect(result).toEqual({ success: false, status, error: `Failed to scrape URL. Status code: ${status}. Error: Timed out upstream - try later` });
    expect(fake.requests).toHaveLength(4);
    expect(o.delays).toEqual([1000, 2000, 4000]);
  });

  it('a described status without an error body still gets a message', async () => {
    fake.plan({ kind: 'status', status: 402, body: 'Payment Required' });
    expect((await scrape('https://profiles.example/', options())).error).toBe('Failed to scrape URL. Status code: 402. Error: no error message');
  });

  it.each([401, 404, 418, 422])('%i: an unexpected-error message with the status, no retry', async (status) => {
    fake.plan({ kind: 'status', status, body: { success: false, error: 'whatever' } });
    const o = options();
    expect(await scrape('https://profiles.example/', o)).toEqual({
      success: false,
      status,
      error: `Unexpected error occurred while trying to scrape URL. Status code: ${status}`,
    });
    expect(fake.requests).toHaveLength(1);
  });

  it.each([429, 502, 503])('%i: retried, then an unexpected-error message with the status', async (status) => {
    fake.setDefault({ kind: 'status', status });
    const o = options();
    expect(await scrape('https://profiles.example/', o)).toEqual({
      success: false,
      status,
      error: `Unexpected error occurred while trying to scrape URL. Status code: ${status}`,
    });
    expect(fake.requests).toHaveLength(4);
  });

  it('a 500 whose body is malformed JSON is still described', async () => {
    fake.setDefault({ kind: 'malformed', status: 500 });
    expect((await scrape('https://profiles.example/', options({ maxRetries: 0 }))).error).toBe(
      'Failed to scrape URL. Status code: 500. Error: no error message',
    );
  });

  it('dropped connections: retried, then a network-error message', async () => {
    fake.setDefault({ kind: 'drop' });
    const o = options();
    const result = await scrape('https://profiles.example/', o);
    expect(result.success).toBe(false);
    expect(result.error).toMatch(new RegExp(`^Network error: no response from the scraping service at ${fake.url.replace(/\./g, '\\.')} \\(.+\\)\\.$`));
    expect(result.error).not.toContain(KEY);
    expect(fake.requests).toHaveLength(4);
    expect(o.delays).toEqual([1000, 2000, 4000]);
  });

  it('nothing listening: a network-error message', async () => {
    const gone = await startFakeScraper();
    const url = gone.url;
    await gone.close();
    const result = await scrape('https://profiles.example/', options({ baseUrl: url, maxRetries: 1 }));
    expect(result.error).toMatch(/^Network error: no response from the scraping service at http:\/\/127\.0\.0\.1:\d+ \(.*ECONNREFUSED.*\)\.$/);
  });
});

describe('scrape: retries and back-off', () => {
  it('recovers after transient failures (drop, 503, time-out) and reports each retry', async () => {
    fake.plan({ kind: 'drop' }, { kind: 'status', status: 503 }, { kind: 'success', markdown: PROFILE_PAGE });
    const o = options();
    const result = await scrape('https://profiles.example/', o);
    expect(result.success).toBe(true);
    expect(o.delays).toEqual([1000, 2000]);
    expect(o.events).toEqual([
      { type: 'attempt', attempt: 1, attempts: 4 },
      { type: 'retry', attempt: 1, delayMs: 1000, reason: 'network error' },
      { type: 'attempt', attempt: 2, attempts: 4 },
      { type: 'retry', attempt: 2, delayMs: 2000, reason: 'HTTP 503' },
      { type: 'attempt', attempt: 3, attempts: 4 },
    ]);
  });

  it('back-off doubles from 1 s and is capped at 10 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map((n) => backoffDelay(n))).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
  });

  it('with more retries configured the delays stay within the 10 s cap', async () => {
    fake.setDefault({ kind: 'status', status: 502 });
    const o = options({ maxRetries: 6 });
    await scrape('https://profiles.example/', o);
    expect(o.delays).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
    expect(fake.requests).toHaveLength(7);
  });

  it('honours Retry-After (seconds and HTTP date), cut at 60 s', async () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    const clock: Clock = { now: () => now, setTimeout: (f, ms) => setTimeout(f, ms), clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout) };
    fake.plan(
      { kind: 'status', status: 429, headers: { 'Retry-After': '7' } },
      { kind: 'status', status: 503, headers: { 'Retry-After': 'Wed, 01 Jan 2025 00:00:03 GMT' } },
      { kind: 'status', status: 503, headers: { 'Retry-After': '3600' } },
      { kind: 'success', markdown: 'ok' },
    );
    const o = options({ clock });
    expect((await scrape('https://profiles.example/', o)).success).toBe(true);
    expect(o.delays).toEqual([7000, 3000, 60_000]);
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('Tue, 31 Dec 2024 23:00:00 GMT', now)).toBe(0);
  });

  it('no retry configured: one attempt', async () => {
    fake.setDefault({ kind: 'status', status: 503 });
    const o = options({ maxRetries: 0 });
    await scrape('https://profiles.example/', o);
    expect(fake.requests).toHaveLength(1);
    expect(o.delays).toEqual([]);
  });
});

describe('scrape: time-outs', () => {
  it('a slow answer times out after the scrape time-out plus the padding, and is retried', async () => {
    fake.plan({ kind: 'slow', delayMs: 5_000, then: { kind: 'success', markdown: 'late' } }, { kind: 'success', markdown: 'on time' });
    const timers = manualClock();
    const o = options({ timeoutMs: 150, requestTimeoutPaddingMs: 100, clock: timers.clock });
    const run = scrape('https://profiles.example/', o);
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    expect(timers.scheduled).toEqual([250]); // the scrape time-out plus the padding
    expect(o.events).toHaveLength(1); // no answer yet, nothing decided
    timers.fire(); // 250 ms pass without an answer
    const result = await run;
    expect(result).toEqual({ success: true, status: 200, data: { markdown: 'on time', content: '<main>on time</main>' } });
    expect(fake.requests).toHaveLength(2);
    expect(o.events[1]).toEqual({ type: 'retry', attempt: 1, delayMs: 1000, reason: 'time-out' });
  });

  it('every attempt slow: a network-error message naming the time-out', async () => {
    fake.setDefault({ kind: 'slow', delayMs: 5_000, then: { kind: 'success', markdown: 'late' } });
    const result = await scrape('https://profiles.example/', options({ timeoutMs: 50, requestTimeoutPaddingMs: 50, maxRetries: 1 }));
    expect(result.error).toMatch(/^Network error: no response from the scraping service at .* \(no answer within 0\.1 s\)\.$/);
  });

  it('the request time-out is the scrape time-out (30 s by default) plus 5 s, on the injected clock', async () => {
    const { clock, scheduled, fire } = manualClock();
    // A fetch that never answers until aborted.
    const hang: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => init.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const delays: number[] = [];
    const run = scrape('https://profiles.example/', {
      apiKey: KEY,
      baseUrl: 'https://scraper.example',
      fetch: hang,
      clock,
      maxRetries: 1,
      sleep: async (ms) => void delays.push(ms),
    });
    await Promise.resolve();
    expect(scheduled).toEqual([35_000]);
    fire(); // the first request times out
    await new Promise((r) => setTimeout(r, 0));
    expect(scheduled).toEqual([35_000, 35_000]);
    fire();
    const result = await run;
    expect(result.error).toBe('Network error: no response from the scraping service at https://scraper.example (no answer within 35 s).');
    expect(delays).toEqual([1000]);
  });

  it('a cancelled scrape stops without retrying', async () => {
    fake.setDefault({ kind: 'slow', delayMs: 5_000, then: { kind: 'success', markdown: 'late' } });
    const controller = new AbortController();
    const o = options({ signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await scrape('https://profiles.example/', o)).toEqual({ success: false, error: 'The scrape was cancelled.' });
    expect(o.delays).toEqual([]);
  });
});

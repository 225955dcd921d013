// Client for a Firecrawl-compatible scraping service (v1 API, bearer key).
// Only POST /v1/scrape is used. Runs in Node and in the browser: no
// node: imports; the network, the sleeps and the clock come in through small
// interfaces so tests drive retries and time-outs without waiting.

/** The scrape result when no key is saved or set. */
export const MISSING_KEY_MESSAGE = 'API key not found. Please add your scraper API key.';

/** Time-outs and retries of a scrape. */
export const SCRAPE_DEFAULTS = {
  /** The scrape's own time-out (the service's default), ms. */
  timeoutMs: 30_000,
  /** Added to the scrape's time-out to give the HTTP request's time-out. */
  requestTimeoutPaddingMs: 5_000,
  /** Retries after the first attempt. */
  maxRetries: 3,
  /** First back-off delay; doubles per retry. */
  initialDelayMs: 1_000,
  /** Back-off cap. */
  maxDelayMs: 10_000,
  /** Longest Retry-After the client honours (a longer one is cut to this). */
  maxRetryAfterMs: 60_000,
  /** Wait for the page's scripts before scraping. */
  waitForMs: 2_000,
} as const;

/** Statuses whose message is built from the server's `error` and `details`. */
const DESCRIBED_STATUSES = new Set([400, 402, 403, 408, 409, 500]);
/** Longest server-provided text kept in a message. */
const MAX_SERVER_TEXT = 500;

export interface ResponseLike {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

export interface RequestInitLike {
  method: 'POST';
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
  redirect: 'error';
  credentials: 'omit';
}

export type FetchLike = (url: string, init: RequestInitLike) => Promise<ResponseLike>;

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export type Sleep = (ms: number) => Promise<void>;

/** What happens while a scrape runs, for progress output. */
export type ScrapeEvent = { type: 'attempt'; attempt: number; attempts: number } | { type: 'retry'; attempt: number; delayMs: number; reason: string };

export interface ScrapeOptions {
  apiKey: string | null | undefined;
  /** Origin (optionally with a path prefix) of the service, e.g. https://api.firecrawl.dev */
  baseUrl: string;
  /** The scrape's own time-out; sent to the service only when given. */
  timeoutMs?: number;
  requestTimeoutPaddingMs?: number;
  maxRetries?: number;
  initialDelayMs?: number;
  maxDelayMs?: number;
  maxRetryAfterMs?: number;
  /** Cancels the scrape (e.g. the panel went away). */
  signal?: AbortSignal;
  onEvent?: (event: ScrapeEvent) => void;
  fetch?: FetchLike;
  sleep?: Sleep;
  clock?: Clock;
}

export interface ScrapeData {
  markdown: string;
  content: string;
}

export type ScrapeResult =
  | { success: true; data: ScrapeData; error?: undefined; status: number }
  | { success: false; data?: undefined; error: string; status?: number };

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

const realSleep: Sleep = (ms) => new Promise((resolve) => globalThis.setTimeout(resolve, ms));

const realFetch: FetchLike = (url, init) => globalThis.fetch(url, init);

/** The URL of the scrape operation under `baseUrl` (trailing slashes ignored). */
export function scrapeEndpoint(baseUrl: string): string {
  const base = new URL(baseUrl);
  if (base.protocol !== 'https:' && base.protocol !== 'http:') throw new Error(`The scraper base URL must be http(s), got "${baseUrl}"`);
  return `${base.origin}${base.pathname.replace(/\/+$/, '')}/v1/scrape`;
}

/** Back-off before retry number `retry` (0 = first retry): 1 s, 2 s, 4 s … capped. */
export function backoffDelay(retry: number, initialDelayMs: number = SCRAPE_DEFAULTS.initialDelayMs, maxDelayMs: number = SCRAPE_DEFAULTS.maxDelayMs): number {
  return Math.min(initialDelayMs * 2 ** retry, maxDelayMs);
}

/** Retry-After as ms (delta-seconds or an HTTP date), or null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** Statuses worth another attempt: time-outs, rate limits, server errors. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** Message for a non-2xx answer. */
export function statusMessage(status: number, body: unknown): string {
  if (!DESCRIBED_STATUSES.has(status)) return `Unexpected error occurred while trying to scrape URL. Status code: ${status}`;
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const error = typeof record.error === 'string' && record.error.trim() ? clip(record.error.trim()) : 'no error message';
  const details =
    record.details === undefined || record.details === null
      ? ''
      : ` - ${clip(typeof record.details === 'string' ? record.details : JSON.stringify(record.details))}`;
  return `Failed to scrape URL. Status code: ${status}. Error: ${error}${details}`;
}

function clip(text: string): string {
  return text.length > MAX_SERVER_TEXT ? `${text.slice(0, MAX_SERVER_TEXT)}…` : text;
}

type Attempt = { kind: 'done'; result: ScrapeResult } | { kind: 'retry'; error: string; status?: number; reason: string; retryAfterMs: number | null };

/**
 * Scrapes `url` through the service. Never throws for service or network
 * problems: the result carries `success` and either `data` or `error`.
 */
export async function scrape(url: string, options: ScrapeOptions): Promise<ScrapeResult> {
  const apiKey = options.apiKey?.trim();
  if (!apiKey) return { success: false, error: MISSING_KEY_MESSAGE };
  let endpoint: string;
  try {
    endpoint = scrapeEndpoint(options.baseUrl);
  } catch (error) {
    return { success: false, error: error instanceof Error ? error.message : String(error) };
  }
  const doFetch = options.fetch ?? realFetch;
  const sleep = options.sleep ?? realSleep;
  const clock = options.clock ?? realClock;
  const maxRetries = options.maxRetries ?? SCRAPE_DEFAULTS.maxRetries;
  const requestTimeoutMs = (options.timeoutMs ?? SCRAPE_DEFAULTS.timeoutMs) + (options.requestTimeoutPaddingMs ?? SCRAPE_DEFAULTS.requestTimeoutPaddingMs);
  const payload: Record<string, unknown> = { url, formats: ['markdown', 'html'], onlyMainContent: false, waitFor: SCRAPE_DEFAULTS.waitForMs };
  if (options.timeoutMs !== undefined) payload.timeout = options.timeoutMs;
  const body = JSON.stringify(payload);
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${apiKey}` };
  const attempts = maxRetries + 1;

  for (let attempt = 1; ; attempt++) {
    if (options.signal?.aborted) return { success: false, error: 'The scrape was cancelled.' };
    options.onEvent?.({ type: 'attempt', attempt, attempts });
    const outcome = await attemptOnce(doFetch, clock, endpoint, headers, body, requestTimeoutMs, options.signal);
    if (outcome.kind === 'done') return outcome.result;
    if (attempt >= attempts || options.signal?.aborted) return { success: false, error: outcome.error, status: outcome.status };
    const backoff = backoffDelay(attempt - 1, options.initialDelayMs, options.maxDelayMs);
    const delayMs = outcome.retryAfterMs === null ? backoff : Math.min(outcome.retryAfterMs, options.maxRetryAfterMs ?? SCRAPE_DEFAULTS.maxRetryAfterMs);
    options.onEvent?.({ type: 'retry', attempt, delayMs, reason: outcome.reason });
    await sleep(delayMs);
  }

  async function attemptOnce(
    doFetch: FetchLike,
    clock: Clock,
    endpoint: string,
    headers: Record<string, string>,
    body: string,
    requestTimeoutMs: number,
    outer: AbortSignal | undefined,
  ): Promise<Attempt> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = clock.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, requestTimeoutMs);
    const cancel = () => controller.abort();
    outer?.addEventListener('abort', cancel);
    let response: ResponseLike;
    let text: string;
    try {
      response = await doFetch(endpoint, { method: 'POST', headers, body, signal: controller.signal, redirect: 'error', credentials: 'omit' });
      text = await response.text();
    } catch (error) {
      if (outer?.aborted) return { kind: 'done', result: { success: false, error: 'The scrape was cancelled.' } };
      const reason = timedOut ? `no answer within ${formatSeconds(requestTimeoutMs)}` : describeNetworkError(error);
      return {
        kind: 'retry',
        error: `Network error: no response from the scraping service at ${new URL(endpoint).origin} (${reason}).`,
        reason: timedOut ? 'time-out' : 'network error',
        retryAfterMs: null,
      };
    } finally {
      clock.clearTimeout(timer);
      outer?.removeEventListener('abort', cancel);
    }
    const json = parseJson(text);
    const { status } = response;
    if (status >= 200 && status < 300) {
      if (json === undefined || typeof json !== 'object' || json === null) {
        return { kind: 'done', result: { success: false, status, error: 'Invalid response from the scraping service: the answer is not JSON.' } };
      }
      const record = json as { success?: unknown; data?: unknown; error?: unknown };
      if (record.success !== true) {
        const error = typeof record.error === 'string' && record.error.trim() ? clip(record.error.trim()) : 'The scraping service reported a failure.';
        return { kind: 'done', result: { success: false, status, error } };
      }
      const data = (record.data && typeof record.data === 'object' ? record.data : {}) as Record<string, unknown>;
      const markdown = typeof data.markdown === 'string' ? data.markdown : '';
      const content = typeof data.content === 'string' ? data.content : typeof data.html === 'string' ? data.html : '';
      return { kind: 'done', result: { success: true, status, data: { markdown, content } } };
    }
    const error = statusMessage(status, json);
    if (!isRetryableStatus(status)) return { kind: 'done', result: { success: false, status, error } };
    return { kind: 'retry', error, status, reason: `HTTP ${status}`, retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), clock.now()) };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function describeNetworkError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  const code = cause && typeof cause === 'object' && 'code' in cause ? String((cause as { code: unknown }).code) : '';
  return code ? `${error.message}: ${code}` : error.message;
}

function formatSeconds(ms: number): string {
  return `${Math.round(ms / 100) / 10} s`;
}

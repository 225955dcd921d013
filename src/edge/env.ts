// What the Worker receives from Cloudflare: the D1 binding, the static assets
// and the settings (wrangler.jsonc `vars` and secrets). Minimal shapes of the
// runtime's API, so this code type-checks without the Workers type library.

import type { MailApiEnv } from './mail-api.ts';

interface D1Result<T> {
  results: T[];
}

export interface D1Statement {
  bind(...values: (string | number | null)[]): D1Statement;
  run(): Promise<unknown>;
  first<T = Record<string, unknown>>(): Promise<T | null>;
  all<T = Record<string, unknown>>(): Promise<D1Result<T>>;
}

export interface D1Like {
  prepare(sql: string): D1Statement;
  batch(statements: D1Statement[]): Promise<unknown>;
}

export interface EstimateEnv extends MailApiEnv {
  DB: D1Like;
  /** The owner's address. */
  MAIL_TO?: string;
  MAIL_FROM?: string;
  /** Secret: Turnstile's secret key; when set, every request needs a valid token. */
  TURNSTILE_SECRET_KEY?: string;
  /** Secret: salt of the client-address hash. */
  CLIENT_HASH_SALT?: string;
  /** Requests per client per minute (default 5). */
  RATE_LIMIT_PER_MINUTE?: string;
  /** Turnstile's verification URL (tests point it at a local fake). */
  TURNSTILE_VERIFY_URL?: string;
}

/** What the endpoint does outside the request: the clock, outgoing HTTP and background work. */
export interface EndpointDeps {
  now: () => number;
  fetch: typeof fetch;
  /** Keeps work (the owner's e-mail) running after the answer is sent. */
  waitUntil: (work: Promise<unknown>) => void;
}

/** The Worker's static assets binding (wrangler.jsonc `assets.binding`): the built site in dist/. */
export interface AssetsBinding {
  fetch(request: Request | string): Promise<Response>;
}

/** The Workers runtime's context of one request: work that may outlive the answer. */
export interface RequestContext {
  waitUntil(work: Promise<unknown>): void;
}

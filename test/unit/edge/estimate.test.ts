// handleEstimate with stand-ins for D1, the clock and outgoing HTTP: the
// Turnstile check and the order "stored first, e-mailed after". The same code
// runs under workerd in test/integration/estimate-endpoint.test.ts.

import { describe, expect, it } from 'vitest';
import type { D1Like, D1Statement, EstimateEnv } from '../../../src/edge/env.ts';
import { handleEstimate } from '../../../src/edge/estimate.ts';
import { MIN_FILL_MS, requestBody } from '../../../src/model/estimate-request.ts';

const valid = { name: 'Ann Example', phone: '(307) 555-0142', email: 'ann@example.com', service: 'repair', description: '' };

/** What a logged write names: the estimate's visitor, or the conversion counted (kind and page). */
function runLogged(sql: string, values: unknown[]): string {
  if (sql.includes('INTO estimates ')) return `estimates ${values[1]}`;
  if (sql.includes('INTO conversions ')) return `conversions ${values[2]} ${values[1]}`;
  return '';
}

/** Records every statement; SELECT count(*) answers 0 and SELECT rows answers []. */
function fakeDb(log: string[]): D1Like {
  const statement = (sql: string): D1Statement => {
    let values: unknown[] = [];
    const s: D1Statement = {
      bind: (...v) => {
        values = v;
        return s;
      },
      run: async () => void log.push(`${sql.split(' ')[0]} ${runLogged(sql, values)}`.trim()),
      first: async <T>() => ({ n: 0 }) as T,
      all: async <T>() => ({ results: [] as T[] }),
    };
    return s;
  };
  return { prepare: statement, batch: async () => undefined };
}

async function send(env: Partial<EstimateEnv>, token?: string, verify?: (body: URLSearchParams) => boolean) {
  const log: string[] = [];
  const calls: string[] = [];
  const body = requestBody(valid, { elapsedMs: MIN_FILL_MS + 1, honeypot: '', turnstileToken: token });
  const request = new Request('https://www.basinpeak.example/api/estimate', {
    method: 'POST',
    body,
    headers: { origin: 'https://www.basinpeak.example', 'content-type': 'application/x-www-form-urlencoded', 'cf-connecting-ip': '192.0.2.1' },
  });
  const background: Promise<unknown>[] = [];
  const response = await handleEstimate(request, { DB: fakeDb(log), ...env } as EstimateEnv, {
    now: () => Date.parse('2026-11-20T10:00:00Z'),
    fetch: (async (url: string, init: RequestInit) => {
      calls.push(String(url));
      const ok = verify?.(new URLSearchParams(String(init.body))) ?? true;
      return new Response(JSON.stringify({ success: ok }), { status: 200 });
    }) as typeof fetch,
    waitUntil: (work) => void background.push(work),
  });
  await Promise.all(background);
  return { status: response.status, log, calls };
}

describe('handleEstimate', () => {
  it('without a Turnstile secret: stores the request, answers 200, calls nothing else (no mail configured)', async () => {
    const { status, log, calls } = await send({});
    expect(status).toBe(200);
    expect(log).toEqual(['INSERT estimates Ann Example', 'INSERT conversions estimate /estimates']);
    expect(calls).toEqual([]);
  });

  it('with a Turnstile secret: verifies the token with the secret before storing; refuses a missing or failed token', async () => {
    const secret = { TURNSTILE_SECRET_KEY: 'secret-1', TURNSTILE_VERIFY_URL: 'https://verify.example/siteverify' };
    const passed = await send(
      secret,
      'token-ok',
      (b) => b.get('secret') === 'secret-1' && b.get('response') === 'token-ok' && b.get('remoteip') === '192.0.2.1',
    );
    expect(passed.status).toBe(200);
    expect(passed.calls).toEqual(['https://verify.example/siteverify']);
    expect(passed.log).toEqual(['INSERT estimates Ann Example', 'INSERT conversions estimate /estimates']);

    const failed = await send(secret, 'token-bad', () => false);
    expect(failed.status).toBe(403);
    expect(failed.log).toEqual([]);

    const missing = await send(secret);
    expect(missing.status).toBe(403);
    expect(missing.calls).toEqual([]);
    expect(missing.log).toEqual([]);
  });
});

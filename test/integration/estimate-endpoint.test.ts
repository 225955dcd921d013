// The estimate endpoint (src/edge/estimate.ts) in Cloudflare's runtime:
// the built site under `wrangler dev` with a local D1, and a local fake
// of the mail API. Each test posts from its own client address
// (CF-Connecting-IP, which Cloudflare sets in production) so the per-client
// limit of one test never touches another.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../unit/helpers/cli.ts';
import type { EstimateValues } from '../../src/model/estimate-form.ts';
import { MIN_FILL_MS, requestBody, validateSubmission } from '../../src/model/estimate-request.ts';
import { request, startFakeMailApi, startWorkerDev, type FakeMailApi, type WorkerDev, type PlainResponse } from '../support/worker-dev.ts';

const valid: EstimateValues = {
  name: 'Ann Example',
  phone: '(307) 555-0142',
  email: 'ann@example.com',
  service: 'repair',
  description: 'Basement drain backs up',
};

interface Row extends EstimateValues {
  id: number;
  created_at: string;
  client_hash: string;
  notified_at: string | null;
  notify_attempts: number;
  notify_error: string | null;
}

let site: WorkerDev;
let mail: FakeMailApi;
let nextClient = 1;

beforeAll(async () => {
  mail = await startFakeMailApi();
  site = await startWorkerDev({ vars: { MAIL_API_URL: mail.url, MAIL_API_KEY: 'test-key', RATE_LIMIT_PER_MINUTE: '5' } });
}, 180_000);

afterAll(async () => {
  await site?.stop();
  await mail?.close();
});

/** A POST as the form sends it, from a client address of its own unless one is given. */
function post(body: URLSearchParams | string, init: { client?: string; origin?: string; contentType?: string } = {}): Promise<PlainResponse> {
  return request(`${site.url}/api/estimate`, {
    method: 'POST',
    body: body.toString(),
    headers: {
      origin: init.origin ?? site.url,
      'content-type': init.contentType ?? 'application/x-www-form-urlencoded;charset=UTF-8',
      accept: 'application/json',
      'cf-connecting-ip': init.client ?? `198.51.100.${nextClient++}`,
    },
  });
}

const form = (values: Partial<EstimateValues>, extras: Partial<Parameters<typeof requestBody>[1]> = {}) =>
  requestBody({ ...valid, ...values }, { elapsedMs: MIN_FILL_MS + 2000, honeypot: '', ...extras });

const rows = (where = '1 = 1') => site.query<Row>(`SELECT * FROM estimates WHERE ${where} ORDER BY id`);

/** Polls D1 until `done` holds (the e-mail runs after the answer). */
async function eventually(where: string, done: (found: Row[]) => boolean): Promise<Row[]> {
  for (let i = 0; i < 40; i++) {
    const found = rows(where);
    if (done(found)) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return rows(where);
}

// Each D1 look-up runs `wrangler d1 execute` (about a second).
describe('POST /api/estimate under wrangler dev', { timeout: 90_000 }, () => {
  it('a valid request: 200, stored in D1 (fields, time, hashed address only) and e-mailed to the owner', async () => {
    const response = await post(form({ name: 'Valid Visitor' }), { client: '203.0.113.7' });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toEqual({ ok: true });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const [row] = await eventually("name = 'Valid Visitor'", (r) => r[0]?.notified_at != null);
    expect(row).toMatchObject({ ...valid, name: 'Valid Visitor', notify_attempts: 1, notify_error: null });
    expect(Date.now() - Date.parse(row.created_at)).toBeLessThan(60_000);
    expect(row.client_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('203.0.113.7');
    const sent = mail.received.find((m) => m.body.subject.includes('Valid Visitor'))!;
    expect(sent.authorization).toBe('Bearer test-key');
    expect(sent.body.to).toBe('service@basinpeak.example');
    expect(sent.body.text).toContain('description: Basement drain backs up');
  });

  it('an invalid request: 422 with the field errors the form shows, nothing stored', async () => {
    const values = { ...valid, name: 'X', phone: '555-0142', email: '' };
    const response = await post(form(values));
    expect(response.status).toBe(422);
    const json = JSON.parse(response.text) as { errors: unknown };
    expect(json.errors).toEqual(validateSubmission(values));
    expect(json.errors).toEqual({ name: 'nameTooShort', phone: 'badPhone', email: 'required' });
    expect(rows("name = 'X'")).toEqual([]);
  });

  it('the honeypot and a too-fast submission are refused without storing', async () => {
    const trap = await post(form({ name: 'Honeypot Bot' }, { honeypot: 'https://spam.example' }));
    expect(trap.status).toBe(400);
    const fast = await post(form({ name: 'Fast Bot' }, { elapsedMs: 400 }));
    expect(fast.status).toBe(400);
    const noTimer = await post(new URLSearchParams({ ...valid, name: 'Timerless Bot' }));
    expect(noTimer.status).toBe(400);
    expect(rows("name LIKE '%Bot'")).toEqual([]);
  });

  it('past the per-minute limit: 429 and not stored', async () => {
    const client = '192.0.2.55';
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) statuses.push((await post(form({ name: 'Too Fast' }, { elapsedMs: 1 }), { client })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const limited = await post(form({ name: 'Over Limit' }), { client });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(rows("name = 'Over Limit'")).toEqual([]);
    expect((await post(form({ name: 'Other Client' }))).status).toBe(200); // other addresses are not affected
  });

  it('refuses other origins, other methods, other content types and oversized bodies', async () => {
    expect((await post(form({ name: 'Cross Site' }), { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(JSON.stringify(valid), { contentType: 'application/json' })).status).toBe(415);
    expect((await post(form({ description: 'x'.repeat(20_000) }))).status).toBe(413);
    const get = await request(`${site.url}/api/estimate`);
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
    expect(rows("name = 'Cross Site'")).toEqual([]);
  });

  it('never echoes what was sent', async () => {
    const response = await post(form({ name: '<script>alert(1)</script>', email: '<b>@x' }));
    expect(response.status).toBe(422);
    expect(response.text).not.toMatch(/script|<b>/);
  });

  it('a failing mail API: the request is stored, answered 200, and e-mailed on a later request', async () => {
    await eventually('notified_at IS NULL', (r) => r.length === 0); // earlier e-mails are out
    mail.status = 500;
    const before = mail.received.length;
    const response = await post(form({ name: 'Mail Down' }));
    expect(response.status).toBe(200);
    await mail.waitFor(before + 1);
    const [pending] = await eventually("name = 'Mail Down'", (r) => r[0]?.notify_attempts === 1);
    expect(pending).toMatchObject({ notified_at: null, notify_attempts: 1, notify_error: 'HTTP 500' });

    mail.status = 200;
    expect((await post(form({ name: 'Mail Back' }))).status).toBe(200);
    const done = await eventually("name IN ('Mail Down', 'Mail Back')", (r) => r.length === 2 && r.every((row) => row.notified_at !== null));
    expect(done.map((r) => [r.name, r.notify_attempts, r.notify_error])).toEqual([
      ['Mail Down', 2, null],
      ['Mail Back', 1, null],
    ]);
    expect(mail.received.slice(before).map((m) => m.body.subject.replace(/#\d+ /, ''))).toEqual([
      'Estimate request from Mail Down',
      'Estimate request from Mail Down',
      'Estimate request from Mail Back',
    ]);
  });

  it('site leads lists and exports (CSV) what D1 holds, through wrangler', async () => {
    const withPage = form({ name: '=HYPERLINK("http://x.example")', description: 'line one\nline two' });
    withPage.set('page', '/services/water-heaters');
    expect((await post(withPage)).status).toBe(200);
    const csv = await runCli('leads', '--persist-to', site.state, '--format', 'csv');
    expect(csv.code).toBe(0);
    const lines = csv.stdout.split('\r\n');
    expect(lines[0]).toBe('id,created_at,name,phone,email,service,description,page,notified_at,notify_attempts');
    expect(lines[1]).toMatch(
      /^\d+,[^,]+,"'=HYPERLINK\(""http:\/\/x\.example""\)",\(307\) 555-0142,ann@example\.com,repair,"line one\nline two",\/services\/water-heaters,/,
    );
    expect(csv.stdout).toContain(',Valid Visitor,');
    const text = await runCli('leads', '--persist-to', site.state, '--since', '2000-01-01', '--limit', '2');
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^#\d+ {2}\S+ {2}=HYPERLINK\("http:\/\/x\.example"\) .* from \/services\/water-heaters {2}\[/);
    expect(text.stdout).toContain('    line one line two\n');
    expect(text.stdout).toMatch(/2 requests\.\n$/);
  });
});

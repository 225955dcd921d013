// The report e-mail as deployed: the site's Worker (wrangler.jsonc, its
// `scheduled` handler and the report facts `site build` wrote for its bundle)
// under `wrangler dev`, a local D1 holding a known month of
// counts, and the mail API replaced by a local fake that records the message.
// Its figures are those `site report --format json --month` prints for the
// same month; a send the mail API refuses is tried again.

import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_DELAYS_MS } from '../../src/conversions/report-send.ts';
import { isReportDue, REPORT_CRON } from '../../src/conversions/report-period.ts';
import { type FakeMailApi, ROOT, request, run, scheduledUrl, startFakeMailApi, startWorkerDev, type WorkerDev, wranglerEnv } from '../support/worker-dev.ts';

/** 6:00 on 1 December 2026 in Denver (data/site.yaml reports.timeZone): the monthly report of November is due. */
const SEND_AT = Date.parse('2026-12-01T13:00:00Z');
/** 6:00 on 1 January 2027 in Denver: December's report. */
const NEXT_SEND_AT = Date.parse('2027-01-01T13:00:00Z');

const ROWS = [
  ['2026-10-20', '/cody', 'call', 'header', 2],
  ['2026-11-03', '/powell', 'call', 'header', 6],
  ['2026-11-03', '/powell', 'email', 'footer', 1],
  ['2026-11-17', '/services/drain-cleaning-sewer', 'estimate', 'body', 3],
  ['2026-11-21', '/cody', 'call', 'drawer', 8],
  ['2026-11-28', '/review', 'review', 'body', 4],
  ['2026-12-01', '/cody', 'call', 'header', 5],
] as const;
const SEED = `INSERT INTO conversions (day, path, kind, place, count) VALUES ${ROWS.map((row) => `(${row.map((v) => (typeof v === 'number' ? v : `'${v}'`)).join(', ')})`).join(', ')}`;

interface Sent {
  authorization: string;
  body: { to: string[]; subject: string; text: string; html: string };
}

let mail: FakeMailApi;
let site: WorkerDev;

beforeAll(async () => {
  mail = await startFakeMailApi();
  site = await startWorkerDev({
    vars: { MAIL_API_URL: mail.url, MAIL_API_KEY: 'test-key', MAIL_FROM: 'Reports <reports@basinpeak.example>' },
    seed: SEED,
  });
});

afterAll(async () => {
  await site?.stop();
  await mail?.close();
});

/** Runs the Worker's scheduled handler as its cron would at `time`. */
const trigger = (time: number) => request(scheduledUrl(site, REPORT_CRON, time));

describe("the site's Worker sends the scheduled report", { timeout: 120_000 }, () => {
  it('sends nothing in an hour the schedule does not name (the hour before the report is due, and 6:00 on the 2nd)', async () => {
    for (const time of [SEND_AT - 3_600_000, SEND_AT + 24 * 3_600_000]) {
      expect(isReportDue(new Date(time), 'monthly', 'America/Denver')).toBe(false);
      expect((await trigger(time)).status).toBe(200);
    }
    expect(mail.received).toEqual([]);
  });

  it('sends one e-mail at 6:00 on the 1st to reports.to, whose figures match site report --format json for the month', async () => {
    expect((await trigger(SEND_AT)).status).toBe(200);
    await mail.waitFor(1);
    expect(mail.received).toHaveLength(1);
    const [{ authorization, body }] = mail.received as unknown as Sent[];
    expect(authorization).toBe('Bearer test-key');
    expect(body.to).toEqual(['service@basinpeak.example']);

    const report = JSON.parse(
      run(
        process.execPath,
        [path.join(ROOT, 'bin/site.js'), 'report', '--format', 'json', '--month', '2026-11', '--persist-to', site.state],
        wranglerEnv(path.join(site.state, '..', 'logs')),
      ),
    ) as { days: Record<string, number>[] };
    const sum = (key: string) => report.days.reduce((n, day) => n + day[key], 0);
    expect(body.subject).toBe(`November: ${sum('calls')} calls, ${sum('estimates')} estimate requests`);
    expect(body.subject).toBe('November: 14 calls, 3 estimate requests');
    expect(body.text).toContain(`Calls: ${sum('calls')} (October: 2, up 12)`);
    expect(body.text).toContain(`E-mails: ${sum('emails')} (October: 0, up 1)`);
    expect(body.text).toContain(`Review link visits: ${sum('reviews')} (October: 0, up 4)`);
    for (const day of report.days) expect(body.text).toContain(`${day.date}: ${day.calls}, ${day.emails}, ${day.estimates}, ${day.reviews}\n`);
    expect(body.html).not.toMatch(/<script|<svg|<link\b/i);
  });

  it('tries a refused send again after a wait, and the second attempt delivers', async () => {
    mail.status = 503;
    const before = mail.received.length;
    // the trigger answers once the handler's work is done: after the retry
    const run = trigger(NEXT_SEND_AT);
    await mail.waitFor(before + 1);
    mail.status = 200;
    const refused = Date.now();
    expect((await run).status).toBe(200);
    expect(mail.received).toHaveLength(before + 2);
    expect(Date.now() - refused).toBeLessThan(RETRY_DELAYS_MS[0] + 5_000);
    const [first, second] = (mail.received as unknown as Sent[]).slice(before);
    expect(second.body).toEqual(first.body);
    expect(second.body.subject).toMatch(/^December: /);
  });
});

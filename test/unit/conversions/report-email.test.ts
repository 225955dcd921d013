import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Command } from 'commander';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { registerConversionReport } from '../../../src/cli/conversion-report.ts';
import { buildRoutes } from '../../../src/routes/table.ts';
import { isReportDue, REPORT_CRON, reportPeriod } from '../../../src/conversions/report-period.ts';
import { RETRY_DELAYS_MS, reportScheduled, sendReport } from '../../../src/conversions/report-send.ts';
import { reportSite } from '../../../src/conversions/report-site.ts';
import type { CountRow } from '../../../src/conversions/report.ts';
import type { Mail } from '../../../src/edge/mail-api.ts';
import { copyOfData, editFile, repoData, runCli } from '../helpers/cli.ts';
import { conversionsDb } from '../helpers/sqlite-d1.ts';
import { scratchDir } from '../helpers/scratch.ts';
import { loadSite } from '../../../src/load-site.ts';
import { siteTemplates } from '../../../src/site-templates.ts';

/** 6:00 on 1 December 2026 in Denver (UTC-7): the hour the monthly report of November goes out. */
const SEND_AT = new Date('2026-12-01T13:00:00Z');

const ROWS: CountRow[] = [
  { day: '2026-10-31', path: '/powell', kind: 'call', place: 'header', count: 4 }, // October: the month before
  { day: '2026-10-12', path: '/cody', kind: 'estimate', place: 'body', count: 1 },
  { day: '2026-11-01', path: '/powell', kind: 'call', place: 'header', count: 3 },
  { day: '2026-11-01', path: '/service-areas/powell', kind: 'email', place: 'footer', count: 1 },
  { day: '2026-11-14', path: '/cody', kind: 'call', place: 'hero', count: 7 },
  { day: '2026-11-14', path: '/services/drain-cleaning-sewer', kind: 'estimate', place: 'body', count: 2 },
  { day: '2026-11-20', path: '/review', kind: 'review', place: 'body', count: 5 },
  { day: '2026-11-30', path: '/cody', kind: 'call', place: 'drawer', count: 4 },
  { day: '2026-11-30', path: '/estimates', kind: 'estimate', place: 'body', count: 1 },
  { day: '2026-12-01', path: '/cody', kind: 'call', place: 'header', count: 9 }, // December: not in the report
];

const content = (await loadSite(repoData, siteTemplates)).content;
const SITE = { ...reportSite(content.site, buildRoutes(content)), to: ['owner@basinpeak.example', 'office@basinpeak.example'] };
const ENV = { MAIL_API_URL: 'https://mail.example/emails', MAIL_API_KEY: 'key', MAIL_FROM: 'Reports <reports@basinpeak.example>' };

/** A mail API that answers each POST with the next status and records the messages. */
function fakeMailApi(statuses: number[]) {
  const sent: Mail[] = [];
  const fetch = (async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)));
    return new Response('{}', { status: statuses.shift() ?? 200 });
  }) as unknown as typeof globalThis.fetch;
  return { sent, fetch };
}

async function sendNovember(statuses: number[] = []) {
  const { d1, wrangler } = await conversionsDb(ROWS);
  const api = fakeMailApi(statuses);
  const sleeps: number[] = [];
  const log: string[] = [];
  const sending = sendReport({ ...ENV, DB: d1 }, SEND_AT, SITE, {
    fetch: api.fetch,
    sleep: async (ms) => void sleeps.push(ms),
    log: (m) => void log.push(m),
  });
  return { sending, sent: api.sent, sleeps, log, wrangler };
}

/** `site report --format json --month 2026-11` on the same counts. */
async function reportJson(wrangler: Awaited<ReturnType<typeof conversionsDb>>['wrangler']) {
  let stdout = '';
  const program = new Command('site').exitOverride();
  registerConversionReport(program, { stdout: (t) => void (stdout += t), stderr: () => {} }, wrangler, () => SEND_AT);
  await program.parseAsync(['node', 'site', 'report', '--data', repoData, '--format', 'json', '--month', '2026-11']);
  return JSON.parse(stdout) as {
    pages: { path: string; calls: number; emails: number; estimates: number; reviews: number }[];
    days: Record<string, number | string>[];
  };
}

describe('the report e-mail', () => {
  it('sends one message to every address of reports.to whose figures are those of site report --format json for the month', async () => {
    const { sending, sent, wrangler } = await sendNovember();
    await sending;
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail.to).toEqual(['owner@basinpeak.example', 'office@basinpeak.example']);
    expect(mail.from).toBe('Reports <reports@basinpeak.example>');

    const json = await reportJson(wrangler);
    const sum = (key: string) => json.days.reduce((n, d) => n + Number(d[key]), 0);
    expect(json.days.map((d) => d.date)).toEqual(Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`));
    expect(mail.subject).toBe(`November: ${sum('calls')} calls, ${sum('estimates')} estimate requests`);
    expect(mail.subject).toBe('November: 14 calls, 3 estimate requests');
    for (const [label, key, before] of [
      ['Calls', 'calls', 4],
      ['E-mails', 'emails', 0],
      ['Estimate requests', 'estimates', 1],
      ['Review link visits', 'reviews', 0],
    ] as const)
      expect(mail.text).toMatch(new RegExp(`^${label}: ${sum(key)} \\(October: ${before}, (?:up|down|same)`, 'm'));
    for (const day of json.days) expect(mail.text).toContain(`${day.date}: ${day.calls}, ${day.emails}, ${day.estimates}, ${day.reviews}\n`);
    const top = json.pages.filter((p) => p.calls + p.emails + p.estimates + p.reviews > 0).slice(0, 5);
    expect(top.map((p) => p.path)).toEqual(['/cody', '/review', '/powell', '/services/drain-cleaning-sewer', '/estimates']);
    expect(mail.text).toContain(`1. /cody: 11 calls\n2. /review: 5 review link visits\n3. /powell: 3 calls, 1 e-mail\n`);
    expect(mail.text).toMatch(/Towns that brought most\n1\. Cody: 11 calls\n2\. Powell: 3 calls, 1 e-mail\n/);
    const none = json.pages.filter((p) => p.calls + p.emails + p.estimates + p.reviews === 0).length;
    expect(mail.text).toContain(`Pages that brought none: ${none}\n`);
    expect(mail.html).toContain('Your website, November 2026');
    expect(mail.html).toMatch(/Estimate requests<\/td><td[^>]*>3<\/td><td[^>]*>1 <span[^>]*>\(up 2\)/);
  });

  it('is HTML mail clients read: no script, no SVG, no external CSS or images, images with alt, at most 600 px wide, light and dark', async () => {
    const { sending, sent } = await sendNovember();
    await sending;
    const { html, text } = sent[0];
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).not.toMatch(/<script|<svg|<link\b|@import|url\(/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    for (const img of html!.match(/<img\b[^>]*>/g) ?? []) expect(img).toMatch(/\salt="/);
    for (const [, width] of html!.matchAll(/\swidth="(\d+)"/g)) expect(Number(width)).toBeLessThanOrEqual(600);
    for (const [, width] of html!.matchAll(/(?:^|[;"\s])(?:max-)?width:\s*(\d+)px/g)) expect(Number(width)).toBeLessThanOrEqual(600);
    expect(html).toContain('max-width:600px');
    expect(html).toMatch(/<meta name="color-scheme" content="light dark">/);
    expect(html).toMatch(/@media \(prefers-color-scheme: dark\)/);
    expect(text).not.toMatch(/<[a-z]/i);
  });

  it('retries a failed send, then logs and throws when every attempt failed', async () => {
    const retried = await sendNovember([500, 503]);
    await retried.sending;
    expect(retried.sent).toHaveLength(3);
    expect(retried.sleeps).toEqual(RETRY_DELAYS_MS);
    expect(retried.log).toEqual([expect.stringMatching(/attempt 1 failed \(HTTP 500\)/), expect.stringMatching(/attempt 2 failed \(HTTP 503\)/)]);

    const failed = await sendNovember([500, 500, 500]);
    await expect(failed.sending).rejects.toThrow(/2026-11-01 to 2026-11-30 not sent after 3 attempts: HTTP 500/);
    expect(failed.log).toHaveLength(3);
  });
});

describe('reports in site.yaml', () => {
  it('site check reports an address that is not one and an unknown time zone, each at its line', async () => {
    const dir = await copyOfData();
    await editFile(path.join(dir, 'site.yaml'), (t) =>
      t
        .replace('    - service@basinpeak.example\n', '    - service@basinpeak.example\n    - the owner\n')
        .replace('timeZone: America/Denver', 'timeZone: Wyoming/Cody'),
    );
    const { code, stderr } = await runCli('check', '--data', dir);
    expect(code).toBe(1);
    const lines = (await readFile(path.join(dir, 'site.yaml'), 'utf8')).split('\n');
    const line = (text: string) => lines.findIndex((l) => l.includes(text)) + 1;
    expect(stderr).toMatch(new RegExp(`site\\.yaml:${line('- the owner')}:\\d+`));
    expect(stderr).toMatch(new RegExp(`site\\.yaml:${line('Wyoming/Cody')}:\\d+[\\s\\S]*not a time zone`));
  });
});

describe('site report --format email', () => {
  it('writes exactly the HTML the scheduled send would send, and replaces only a report it wrote', async () => {
    const { sending, sent, wrangler } = await sendNovember();
    await sending;
    const file = path.join(await scratchDir('report-email'), 'email.html');
    let stderr = '';
    const program = new Command('site').exitOverride();
    registerConversionReport(program, { stdout: () => {}, stderr: (t) => void (stderr += t) }, wrangler, () => SEND_AT);
    await program.parseAsync(['node', 'site', 'report', '--data', repoData, '--format', 'email', '--out', file]);
    expect(stderr).toBe(`Report written to ${file}\n`);
    const written = await readFile(file, 'utf8');
    expect(written).toBe(sent[0].html);
    await program.parseAsync(['node', 'site', 'report', '--data', repoData, '--format', 'email', '--month', '2026-10', '--out', file]);
    expect(await readFile(file, 'utf8')).toContain('Your website, October 2026');
  });
});

describe('the schedule', () => {
  it('is due at 6:00 in the site time zone on the 1st (monthly) or on Mondays (weekly), whatever the offset to UTC', () => {
    expect(REPORT_CRON).toBe('0 * * * *');
    const due = (at: string, schedule: 'monthly' | 'weekly' = 'monthly') => isReportDue(new Date(at), schedule, 'America/Denver');
    expect(due('2026-12-01T13:00:00Z')).toBe(true); // MST
    expect(due('2026-12-01T12:00:00Z')).toBe(false);
    expect(due('2026-07-01T12:00:00Z')).toBe(true); // MDT
    expect(due('2026-07-01T13:00:00Z')).toBe(false);
    expect(due('2026-12-02T13:00:00Z')).toBe(false);
    expect(due('2026-12-07T13:00:00Z', 'weekly')).toBe(true); // a Monday
    expect(due('2026-12-08T13:00:00Z', 'weekly')).toBe(false);
  });

  it('covers the month before, or the Monday-to-Sunday week before', () => {
    expect(reportPeriod(SEND_AT, 'monthly', 'America/Denver')).toEqual({
      since: '2026-11-01',
      until: '2026-11-30',
      previous: { since: '2026-10-01', until: '2026-10-31' },
      label: 'November',
      title: 'November 2026',
      columns: ['November', 'October'],
    });
    expect(reportPeriod(new Date('2027-01-01T13:00:00Z'), 'monthly', 'America/Denver')).toMatchObject({
      since: '2026-12-01',
      until: '2026-12-31',
      label: 'December',
    });
    expect(reportPeriod(new Date('2026-12-07T13:00:00Z'), 'weekly', 'America/Denver')).toEqual({
      since: '2026-11-30',
      until: '2026-12-06',
      previous: { since: '2026-11-23', until: '2026-11-29' },
      label: 'Week of November 30',
      title: 'November 30 to December 6, 2026',
      columns: ['This week', 'Week before'],
    });
  });

  it("the scheduled handler sends only in the schedule's hour, through the context's waitUntil", async () => {
    const { d1 } = await conversionsDb(ROWS);
    const api = fakeMailApi([]);
    const handler = reportScheduled(SITE, { fetch: api.fetch, sleep: async () => {}, log: () => {} });
    const work: Promise<unknown>[] = [];
    const ctx = { waitUntil: (p: Promise<unknown>) => void work.push(p) };
    handler({ scheduledTime: Date.parse('2026-12-01T12:00:00Z') }, { ...ENV, DB: d1 }, ctx);
    expect(work).toHaveLength(0);
    handler({ scheduledTime: SEND_AT.getTime() }, { ...ENV, DB: d1 }, ctx);
    await Promise.all(work);
    expect(api.sent.map((m) => m.subject)).toEqual(['November: 14 calls, 3 estimate requests']);
  });

  it('runs in a Worker: the handler bundles for the browser platform without a Node built-in', async () => {
    const result = await build({
      entryPoints: ['src/conversions/report-send.ts'],
      bundle: true,
      write: false,
      platform: 'browser',
      format: 'esm',
      conditions: ['workerd', 'worker', 'browser'],
      logLevel: 'silent',
      metafile: true,
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.filter((file) => file.startsWith('node:') || /^(fs|path|child_process|module)$/.test(file))).toEqual([]);
    expect(inputs.some((file) => file.includes('react-dom') && file.includes('browser'))).toBe(true);
  });
});

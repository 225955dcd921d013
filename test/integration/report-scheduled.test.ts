// The report e-mail's scheduled handler in Cloudflare's runtime: a small
// Worker (the handler of src/conversions/report-send.ts and the site's
// ReportSite, as the site's Worker exports them) under `wrangler dev
// --test-scheduled` with a local D1 holding a known month of counts, and the
// mail API replaced by a local fake that records the message. Its figures are
// those `site report --format json --month` prints for the same month.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isReportDue } from '../../src/conversions/report-period.ts';
import { reportSite } from '../../src/conversions/report-site.ts';
import { loadSite } from '../../src/load-site.ts';
import { buildRoutes } from '../../src/routes/table.ts';
import { siteTemplates } from '../../src/site-templates.ts';
import { type FakeMailApi, freePort, request, ROOT, run, startFakeMailApi, wranglerEnv } from '../support/worker-dev.ts';

const WRANGLER = path.join(ROOT, 'node_modules/wrangler/bin/wrangler.js');
const DATABASE = 'basin-estimates';
/** 6:00 on 1 December 2026 in Denver: the monthly report of November is due. */
const SEND_AT = Date.parse('2026-12-01T13:00:00Z');

const ROWS = [
  ['2026-10-20', '/cody', 'call', 'header', 2],
  ['2026-11-03', '/powell', 'call', 'header', 6],
  ['2026-11-03', '/powell', 'email', 'footer', 1],
  ['2026-11-17', '/services/drain-cleaning-sewer', 'estimate', 'body', 3],
  ['2026-11-21', '/cody', 'call', 'drawer', 8],
  ['2026-11-28', '/review', 'review', 'body', 4],
  ['2026-12-01', '/cody', 'call', 'header', 5],
] as const;

let tmp: string;
let config: string;
let state: string;
let env: NodeJS.ProcessEnv;
let mail: FakeMailApi;
let worker: ChildProcess;
let url: string;

beforeAll(async () => {
  tmp = mkdtempSync(path.join(tmpdir(), 'report-scheduled-'));
  state = path.join(tmp, 'state');
  mkdirSync(path.join(tmp, 'logs'));
  env = wranglerEnv(path.join(tmp, 'logs'));
  mail = await startFakeMailApi();
  const { content } = await loadSite(path.join(ROOT, 'data'), siteTemplates);
  writeFileSync(path.join(tmp, 'report-site.json'), JSON.stringify({ ...reportSite(content.site, buildRoutes(content)), to: ['owner@basinpeak.example'] }));
  writeFileSync(
    path.join(tmp, 'worker.ts'),
    `import site from './report-site.json';
import { reportScheduled } from ${JSON.stringify(path.join(ROOT, 'src/conversions/report-send.ts'))};
export default { fetch: () => new Response('report worker'), scheduled: reportScheduled(site) };
`,
  );
  config = path.join(tmp, 'wrangler.test.jsonc');
  writeFileSync(
    config,
    JSON.stringify({
      name: 'report-scheduled-test',
      main: 'worker.ts',
      compatibility_date: '2025-06-01',
      triggers: { crons: ['0 * * * *'] },
      // The database of wrangler.jsonc (same binding and name, no id), so site report --persist-to reads the same local D1.
      d1_databases: [{ binding: 'DB', database_name: DATABASE, migrations_dir: path.join(ROOT, 'migrations') }],
      vars: { MAIL_API_URL: mail.url, MAIL_API_KEY: 'test-key', MAIL_FROM: 'Reports <reports@basinpeak.example>' },
    }),
  );
  const d1 = (...args: string[]) => run(process.execPath, [WRANGLER, 'd1', ...args, DATABASE, '--local', '--persist-to', state, '-c', config], env);
  d1('migrations', 'apply');
  const values = ROWS.map((row) => `(${row.map((v) => (typeof v === 'number' ? v : `'${v}'`)).join(', ')})`).join(', ');
  run(
    process.execPath,
    [
      WRANGLER,
      'd1',
      'execute',
      DATABASE,
      '--local',
      '--persist-to',
      state,
      '-c',
      config,
      '--command',
      `INSERT INTO conversions (day, path, kind, place, count) VALUES ${values}`,
    ],
    env,
  );

  const port = await freePort();
  const inspector = await freePort();
  worker = spawn(
    process.execPath,
    [
      WRANGLER,
      'dev',
      '-c',
      config,
      '--test-scheduled',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspector),
      '--persist-to',
      state,
      '--live-reload=false',
      '--show-interactive-dev-session=false',
    ],
    { cwd: tmp, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  url = `http://127.0.0.1:${port}`;
  let output = '';
  worker.stdout!.on('data', (chunk) => (output += chunk));
  worker.stderr!.on('data', (chunk) => (output += chunk));
  for (const deadline = Date.now() + 60_000; ; ) {
    if (worker.exitCode !== null) throw new Error(`wrangler dev exited (${worker.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`wrangler dev did not answer within 60 s:\n${output}`);
    if (
      await request(`${url}/`).then(
        (r) => r.status === 200,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}, 180_000);

afterAll(async () => {
  if (worker && worker.exitCode === null && worker.signalCode === null) {
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    process.kill(-worker.pid!, 'SIGTERM');
    await exited;
  }
  await mail?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

/** Runs the Worker's scheduled handler as its cron would at `time` (Miniflare's trigger, which takes a time). */
const trigger = (time: number) => request(`${url}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('0 * * * *')}&time=${time}`);

describe('the scheduled report under wrangler dev', { timeout: 120_000 }, () => {
  it('sends nothing in an hour the schedule does not name (now, through /__scheduled, and the hour before the report is due)', async () => {
    // /__scheduled runs the handler at the current time (it takes no time): unless this is the report's hour.
    if (!isReportDue(new Date(), 'monthly', 'America/Denver'))
      expect((await request(`${url}/__scheduled?cron=${encodeURIComponent('0 * * * *')}`)).status).toBe(200);
    expect((await trigger(SEND_AT - 3_600_000)).status).toBe(200);
    expect(mail.received).toEqual([]);
  });

  it('sends one e-mail at 6:00 on the 1st whose figures match site report --format json for the month', async () => {
    expect((await trigger(SEND_AT)).status).toBe(200);
    await mail.waitFor(1);
    expect(mail.received).toHaveLength(1);
    const [{ authorization, body }] = mail.received as unknown as {
      authorization: string;
      body: { to: string[]; subject: string; text: string; html: string };
    }[];
    expect(authorization).toBe('Bearer test-key');
    expect(body.to).toEqual(['owner@basinpeak.example']);

    const report = JSON.parse(
      run(process.execPath, [path.join(ROOT, 'bin/site.js'), 'report', '--format', 'json', '--month', '2026-11', '--persist-to', state], env),
    ) as {
      days: Record<string, number>[];
    };
    const sum = (key: string) => report.days.reduce((n, day) => n + day[key], 0);
    expect(body.subject).toBe(`November: ${sum('calls')} calls, ${sum('estimates')} estimate requests`);
    expect(body.subject).toBe('November: 14 calls, 3 estimate requests');
    expect(body.text).toContain(`Calls: ${sum('calls')} (October: 2, up 12)`);
    expect(body.text).toContain(`E-mails: ${sum('emails')} (October: 0, up 1)`);
    expect(body.text).toContain(`Review link visits: ${sum('reviews')} (October: 0, up 4)`);
    for (const day of report.days) expect(body.text).toContain(`${day.date}: ${day.calls}, ${day.emails}, ${day.estimates}, ${day.reviews}\n`);
    expect(body.html).not.toMatch(/<script|<svg|<link\b/i);
  });
});

import path from 'node:path';
import type { Command } from 'commander';
import { UsageError } from '../errors.ts';
import { isCalendarDay } from '../text/calendar-day.ts';
import { DEFAULT_DATABASE, spawnWrangler, type WranglerRunner } from '../estimates/d1-query.ts';
import { withRemoteDatabase } from '../deploy/remote-database.ts';
import type { CliIO } from './io.ts';
import { buildReport, type CountRow, reportJson } from '../conversions/report.ts';
import { projectRoot } from './root.ts';

interface ReportOptions {
  remote?: boolean;
  persistTo?: string;
  database: string;
  since?: string;
  month?: string;
  format: string;
  out?: string;
  data: string;
}

const FORMATS = ['text', 'json', 'html', 'email'];

/** `site report`: calls, e-mails, estimate requests and review-link visits per page, from the counts in D1 (src/edge/event.ts). */
export function registerConversionReport(program: Command, io: CliIO, run: WranglerRunner = spawnWrangler(projectRoot), today = () => new Date()): void {
  program
    .command('report')
    .description('calls tapped, e-mails tapped and estimate requests per page and per day, from Cloudflare D1 (through wrangler; local unless --remote)')
    .option('--remote', 'read the Cloudflare database (needs `wrangler login` or CLOUDFLARE_API_TOKEN)')
    .option('--persist-to <dir>', 'local D1 state folder (wrangler dev --persist-to)')
    .option('--database <name>', 'D1 database name (wrangler.jsonc database_name)', DEFAULT_DATABASE)
    .option('--since <YYYY-MM-DD>', 'only from that day on (UTC); default: every day counted')
    .option('--month <YYYY-MM>', 'only that calendar month')
    .option(
      '--format <format>',
      'text, json, html (one self-contained page with charts; needs --out) or email (the report e-mail as sent for the last month or week, or --month; needs --out)',
      'text',
    )
    .option('--out <file>', 'write the report to this file instead of the standard output')
    .option('--data <dir>', 'content folder (the report lists the pages of this site)', 'data')
    .action(async (opts: ReportOptions) => {
      checkOptions(opts);
      const [{ loadSite }, { siteTemplates }, { buildRoutes }, { queryD1 }, { countsSql }, { reportSite }, { monthPeriod, reportPeriod }] = await Promise.all([
        import('../load-site.ts'),
        import('../site-templates.ts'),
        import('../routes/table.ts'),
        import('../estimates/d1-query.ts'),
        import('../conversions/report-query.ts'),
        import('../conversions/report-site.ts'),
        import('../conversions/report-period.ts'),
      ]);
      const { content } = await loadSite(path.resolve(opts.data), siteTemplates);
      const site = reportSite(content.site, buildRoutes(content));
      const target = { database: opts.database, remote: opts.remote === true, persistTo: opts.persistTo ? path.resolve(opts.persistTo) : undefined };
      const month = opts.month ? monthPeriod(opts.month) : null;
      // the account's database is named without its id in wrangler.jsonc: wrangler is given it (deploy/remote-database.ts)
      const query = (sql: string) =>
        opts.remote ? withRemoteDatabase(projectRoot, run, (remote) => queryD1<CountRow>(target, sql, remote)) : queryD1<CountRow>(target, sql, run);
      let text: string;
      if (opts.format === 'email') {
        const period = month ?? reportPeriod(today(), site.schedule, site.timeZone);
        const rows = await query(countsSql(period.previous.since, period.until));
        text = (await import('../conversions/report-send.ts')).reportEmailOf(rows, site, period).html;
      } else {
        const since = month?.since ?? opts.since ?? null;
        const rows = await query(countsSql(since, month?.until ?? null));
        const report = buildReport(rows, site, since, month?.until ?? today().toISOString().slice(0, 10));
        if (opts.format === 'json') text = `${JSON.stringify(reportJson(report), null, 2)}\n`;
        else if (opts.format === 'html') text = await (await import('../conversions/report-html.ts')).formatReportHtml(report, content.site.company);
        else text = (await import('../conversions/report-text.ts')).formatReportText(report);
      }
      if (!opts.out) return io.stdout(text);
      await (await import('../conversions/report-file.ts')).writeReport(path.resolve(opts.out), text);
      io.stderr(`Report written to ${opts.out}\n`);
    });
}

function checkOptions(opts: ReportOptions): void {
  if (!FORMATS.includes(opts.format)) throw new UsageError(`--format must be text, json, html or email, got "${opts.format}"`);
  if ((opts.format === 'html' || opts.format === 'email') && !opts.out)
    throw new UsageError(`--format ${opts.format} writes a file: give it with --out, e.g. --out report.html`);
  if (opts.remote && opts.persistTo) throw new UsageError('--persist-to is for the local database; leave it out with --remote');
  if (opts.since !== undefined && !isCalendarDay(opts.since)) throw new UsageError(`--since must be a date as YYYY-MM-DD, got "${opts.since}"`);
  if (opts.month !== undefined && !isCalendarDay(`${opts.month}-01`)) throw new UsageError(`--month must be a month as YYYY-MM, got "${opts.month}"`);
  if (opts.month !== undefined && opts.since !== undefined) throw new UsageError('--month and --since both choose the days: give one of them');
  if (opts.format === 'email' && opts.since !== undefined)
    throw new UsageError('--format email covers a whole month or week: choose it with --month, not --since');
  if (!/^[A-Za-z0-9_-]+$/.test(opts.database)) throw new UsageError(`--database must be a D1 database name, got "${opts.database}"`);
}

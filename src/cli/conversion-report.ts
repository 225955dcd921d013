import path from 'node:path';
import type { Command } from 'commander';
import { UsageError } from '../errors.ts';
import { DEFAULT_DATABASE, spawnWrangler, type WranglerRunner } from '../estimates/d1-query.ts';
import type { CliIO } from './io.ts';
import { projectRoot } from './root.ts';

interface ReportOptions {
  remote?: boolean;
  persistTo?: string;
  database: string;
  since?: string;
  format: string;
  out?: string;
  data: string;
}

const FORMATS = ['text', 'json', 'html'];

/** `site report`: calls, e-mails and estimate requests per page, from the counts in D1 (functions/api/event.ts). */
export function registerConversionReport(program: Command, io: CliIO, run: WranglerRunner = spawnWrangler(projectRoot), today = () => new Date()): void {
  program
    .command('report')
    .description('calls tapped, e-mails tapped and estimate requests per page and per day, from Cloudflare D1 (through wrangler; local unless --remote)')
    .option('--remote', 'read the Cloudflare database (needs `wrangler login` or CLOUDFLARE_API_TOKEN)')
    .option('--persist-to <dir>', 'local D1 state folder (wrangler pages dev --persist-to)')
    .option('--database <name>', 'D1 database name (wrangler.toml database_name)', DEFAULT_DATABASE)
    .option('--since <YYYY-MM-DD>', 'only from that day on (UTC); default: every day counted')
    .option('--format <format>', 'text, json or html (one self-contained page with charts; needs --out)', 'text')
    .option('--out <file>', 'write the report to this file instead of the standard output')
    .option('--data <dir>', 'content folder (the report lists the pages of this site)', 'data')
    .action(async (opts: ReportOptions) => {
      if (!FORMATS.includes(opts.format)) throw new UsageError(`--format must be text, json or html, got "${opts.format}"`);
      if (opts.format === 'html' && !opts.out) throw new UsageError('--format html writes a file: give it with --out, e.g. --out report.html');
      if (opts.remote && opts.persistTo) throw new UsageError('--persist-to is for the local database; leave it out with --remote');
      if (opts.since !== undefined && !validDay(opts.since)) throw new UsageError(`--since must be a date as YYYY-MM-DD, got "${opts.since}"`);
      if (!/^[A-Za-z0-9_-]+$/.test(opts.database)) throw new UsageError(`--database must be a D1 database name, got "${opts.database}"`);
      const [{ loadSite }, { siteTemplates }, { buildRoutes }, { fetchCounts }, { buildReport, reportJson }] = await Promise.all([
        import('../load-site.ts'),
        import('../site-templates.ts'),
        import('../routes/table.ts'),
        import('../conversions/report-query.ts'),
        import('../conversions/report.ts'),
      ]);
      const { content } = await loadSite(path.resolve(opts.data), siteTemplates);
      const target = { database: opts.database, remote: opts.remote === true, persistTo: opts.persistTo ? path.resolve(opts.persistTo) : undefined };
      const rows = await fetchCounts(target, opts.since ?? null, run);
      const report = buildReport(rows, { routes: buildRoutes(content), geo: content.site.geo }, opts.since ?? null, today().toISOString().slice(0, 10));
      let text: string;
      if (opts.format === 'json') text = `${JSON.stringify(reportJson(report), null, 2)}\n`;
      else if (opts.format === 'html') text = await (await import('../conversions/report-html.ts')).formatReportHtml(report, content.site.company);
      else text = (await import('../conversions/report-text.ts')).formatReportText(report);
      if (!opts.out) return io.stdout(text);
      await (await import('../conversions/report-file.ts')).writeReport(path.resolve(opts.out), text);
      io.stderr(`Report written to ${opts.out}\n`);
    });
}

function validDay(value: string): boolean {
  const at = Date.parse(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(at) && new Date(at).toISOString().startsWith(value);
}

import path from 'node:path';
import type { Command } from 'commander';
import { UsageError } from '../errors.ts';
import { isCalendarDay } from '../text/calendar-day.ts';
import { DEFAULT_DATABASE, spawnWrangler, type WranglerRunner } from '../estimates/d1-query.ts';
import { fetchLeads, formatLeadsCsv, formatLeadsText } from '../estimates/leads.ts';
import { withRemoteDatabase } from '../deploy/remote-database.ts';
import type { CliIO } from './io.ts';
import { projectRoot } from './root.ts';

interface LeadsOptions {
  remote?: boolean;
  persistTo?: string;
  database: string;
  format: string;
  pending?: boolean;
  since?: string;
  limit: string;
}

/** `site leads`: the estimate requests stored in D1 by the Worker (src/edge/estimate.ts). */
export function registerLeads(program: Command, io: CliIO, run: WranglerRunner = spawnWrangler(projectRoot)): void {
  program
    .command('leads')
    .description('list or export (CSV) the estimate requests stored in Cloudflare D1 (through wrangler; local unless --remote)')
    .option('--remote', 'read the Cloudflare database (needs `wrangler login` or CLOUDFLARE_API_TOKEN)')
    .option('--persist-to <dir>', 'local D1 state folder (wrangler dev --persist-to)')
    .option('--database <name>', 'D1 database name (wrangler.jsonc database_name)', DEFAULT_DATABASE)
    .option('--format <format>', 'text or csv', 'text')
    .option('--pending', 'only requests whose e-mail to the owner has not gone out')
    .option('--since <YYYY-MM-DD>', 'only requests from that day on (UTC)')
    .option('--limit <n>', 'at most this many, newest first', '500')
    .action(async (opts: LeadsOptions) => {
      if (opts.format !== 'text' && opts.format !== 'csv') throw new UsageError(`--format must be text or csv, got "${opts.format}"`);
      if (opts.remote && opts.persistTo) throw new UsageError('--persist-to is for the local database; leave it out with --remote');
      if (opts.since !== undefined && !isCalendarDay(opts.since)) throw new UsageError(`--since must be YYYY-MM-DD, got "${opts.since}"`);
      const limit = Number(opts.limit);
      if (!Number.isInteger(limit) || limit < 1) throw new UsageError(`--limit must be a positive integer, got "${opts.limit}"`);
      if (!/^[A-Za-z0-9_-]+$/.test(opts.database)) throw new UsageError(`--database must be a D1 database name, got "${opts.database}"`);
      const query = {
        database: opts.database,
        remote: opts.remote === true,
        persistTo: opts.persistTo ? path.resolve(opts.persistTo) : undefined,
        pending: opts.pending === true,
        since: opts.since,
        limit,
      };
      const leads = opts.remote ? await withRemoteDatabase(projectRoot, run, (remote) => fetchLeads(query, remote)) : await fetchLeads(query, run);
      io.stdout(opts.format === 'csv' ? formatLeadsCsv(leads) : formatLeadsText(leads));
    });
}

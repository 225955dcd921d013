// `site leads`: the stored estimate requests, read from D1 through wrangler
// (`wrangler d1 execute --json`), as a listing or as CSV. Wrangler runs behind
// a small interface so tests can stand in for it.

import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { ESTIMATE_FIELDS, type EstimateValues } from '../model/estimate-form.ts';
import { plural } from '../text/plural.ts';

/** database_name in wrangler.toml. */
export const DEFAULT_DATABASE = 'basin-estimates';

export interface Lead extends EstimateValues {
  id: number;
  created_at: string;
  notified_at: string | null;
  notify_attempts: number;
}

interface LeadsQuery {
  database: string;
  /** The Cloudflare database (otherwise wrangler's local one). */
  remote: boolean;
  /** Local state folder (wrangler's --persist-to). */
  persistTo?: string;
  /** Only requests whose e-mail has not gone out. */
  pending: boolean;
  /** YYYY-MM-DD: only requests from that day on (UTC). */
  since?: string;
  limit: number;
}

export type WranglerRunner = (args: string[]) => Promise<{ code: number; stdout: string; stderr: string }>;

/** The SQL for a query; every value in it was validated by the CLI (a date, an integer). */
export function leadsSql(query: Pick<LeadsQuery, 'pending' | 'since' | 'limit'>): string {
  if (query.since !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(query.since)) throw new Error(`invalid date "${query.since}"`);
  if (!Number.isInteger(query.limit) || query.limit < 1) throw new Error(`invalid limit ${query.limit}`);
  const where = [query.pending ? 'notified_at IS NULL' : null, query.since ? `created_at >= '${query.since}'` : null].filter(Boolean);
  const columns = ['id', 'created_at', ...ESTIMATE_FIELDS, 'notified_at', 'notify_attempts'].join(', ');
  return `SELECT ${columns} FROM estimates${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ${query.limit}`;
}

function wranglerArgs(query: LeadsQuery): string[] {
  const where = query.remote ? ['--remote'] : ['--local', ...(query.persistTo ? ['--persist-to', query.persistTo] : [])];
  return ['d1', 'execute', query.database, ...where, '--json', '--command', leadsSql(query)];
}

/** Runs the query; throws with wrangler's own message when it fails. */
export async function fetchLeads(query: LeadsQuery, run: WranglerRunner): Promise<Lead[]> {
  const result = await run(wranglerArgs(query));
  if (result.code !== 0) {
    const said = `${result.stderr}\n${result.stdout}`.trim();
    const hint = /no such table/i.test(said)
      ? `\nApply the migration first: npx wrangler d1 migrations apply ${query.database} ${query.remote ? '--remote' : '--local'}`
      : '';
    throw new Error(`wrangler d1 execute failed (exit ${result.code}):\n${said.split('\n').slice(-8).join('\n')}${hint}`);
  }
  const parsed = JSON.parse(result.stdout) as { results?: Lead[] }[];
  return parsed[0]?.results ?? [];
}

/** Control characters (line breaks included) become spaces: a stored value cannot fake extra rows or terminal codes. */
function oneLine(value: unknown): string {
  return (
    String(value ?? '')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
      .trim()
  );
}

export function formatLeadsText(leads: Lead[]): string {
  if (leads.length === 0) return 'No estimate requests.\n';
  const blocks = leads.map((lead) => {
    const status = lead.notified_at ? 'e-mailed' : `e-mail pending (${plural(lead.notify_attempts, 'attempt')})`;
    const head = `#${lead.id}  ${oneLine(lead.created_at)}  ${oneLine(lead.name)}  ${oneLine(lead.phone)}  ${oneLine(lead.email)}  ${oneLine(lead.service) || '-'}  [${status}]`;
    const description = oneLine(lead.description);
    return description ? `${head}\n    ${description}\n` : `${head}\n`;
  });
  return `${blocks.join('')}${plural(leads.length, 'request')}.\n`;
}

const CSV_COLUMNS = ['id', 'created_at', ...ESTIMATE_FIELDS, 'notified_at', 'notify_attempts'] as const;

/**
 * RFC 4180 CSV. Cells a spreadsheet would run as a formula (= + - @ at the
 * start) get a leading apostrophe: the values come from strangers.
 */
export function formatLeadsCsv(leads: Lead[]): string {
  const cell = (value: unknown) => {
    let text = String(value ?? '');
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const rows = [CSV_COLUMNS.join(','), ...leads.map((lead) => CSV_COLUMNS.map((c) => cell(lead[c])).join(','))];
  return `${rows.join('\r\n')}\r\n`;
}

/** Runs the project's wrangler in `cwd` (where wrangler.toml is), quiet and without telemetry. */
export const spawnWrangler =
  (cwd: string): WranglerRunner =>
  (args) =>
    new Promise((resolve, reject) => {
      const bin = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');
      const env = { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true' };
      const child = spawn(process.execPath, [bin, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('error', reject);
      child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
    });

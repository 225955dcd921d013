// `site leads`: the stored estimate requests, read from D1 through wrangler
// (`wrangler d1 execute --json`), as a listing or as CSV. Wrangler runs behind
// a small interface so tests can stand in for it.

import { ESTIMATE_FIELDS, type EstimateValues } from '../model/estimate-form.ts';
import { plural } from '../text/plural.ts';
import { type D1Target, queryD1, type WranglerRunner } from './d1-query.ts';

export interface Lead extends EstimateValues {
  id: number;
  created_at: string;
  /** The page the visitor came to the form from (null when unknown). */
  page: string | null;
  notified_at: string | null;
  notify_attempts: number;
}

interface LeadsQuery extends D1Target {
  /** Only requests whose e-mail has not gone out. */
  pending: boolean;
  /** YYYY-MM-DD: only requests from that day on (UTC). */
  since?: string;
  limit: number;
}

/** The columns read, in the CSV's order. */
const CSV_COLUMNS = ['id', 'created_at', ...ESTIMATE_FIELDS, 'page', 'notified_at', 'notify_attempts'] as const;

/** The SQL for a query; every value in it was validated by the CLI (a date, an integer). */
export function leadsSql(query: Pick<LeadsQuery, 'pending' | 'since' | 'limit'>): string {
  if (query.since !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(query.since)) throw new Error(`invalid date "${query.since}"`);
  if (!Number.isInteger(query.limit) || query.limit < 1) throw new Error(`invalid limit ${query.limit}`);
  const where = [query.pending ? 'notified_at IS NULL' : null, query.since ? `created_at >= '${query.since}'` : null].filter(Boolean);
  const columns = CSV_COLUMNS.join(', ');
  return `SELECT ${columns} FROM estimates${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ${query.limit}`;
}

/** Runs the query; throws with wrangler's own message when it fails. */
export function fetchLeads(query: LeadsQuery, run: WranglerRunner): Promise<Lead[]> {
  return queryD1<Lead>(query, leadsSql(query), run);
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
    const from = lead.page ? `  from ${oneLine(lead.page)}` : '';
    const head = `#${lead.id}  ${oneLine(lead.created_at)}  ${oneLine(lead.name)}  ${oneLine(lead.phone)}  ${oneLine(lead.email)}  ${oneLine(lead.service) || '-'}${from}  [${status}]`;
    const description = oneLine(lead.description);
    return description ? `${head}\n    ${description}\n` : `${head}\n`;
  });
  return `${blocks.join('')}${plural(leads.length, 'request')}.\n`;
}

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

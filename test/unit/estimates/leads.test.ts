import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { registerLeads } from '../../../src/cli/leads.ts';
import type { WranglerRunner } from '../../../src/estimates/d1-query.ts';
import { formatLeadsCsv, formatLeadsText, leadsSql, type Lead } from '../../../src/estimates/leads.ts';

const lead = (over: Partial<Lead>): Lead => ({
  id: 1,
  created_at: '2026-11-20T10:00:00.000Z',
  name: 'Ann Example',
  phone: '(307) 555-0142',
  email: 'ann@example.com',
  service: 'repair',
  description: '',
  page: null,
  notified_at: '2026-11-20T10:00:01.000Z',
  notify_attempts: 1,
  ...over,
});

/** `site leads …` with a stand-in for wrangler that records its arguments. */
async function leads(args: string[], answer: { code: number; stdout: string; stderr?: string }) {
  const calls: string[][] = [];
  const run: WranglerRunner = async (a) => {
    // the account's databases, asked first for a remote one (wrangler.jsonc names it without its id)
    if (a.join(' ') === 'd1 list --json') return { code: 0, stdout: JSON.stringify([{ uuid: 'db-id', name: 'basin-estimates' }]), stderr: '' };
    calls.push(a);
    return { stderr: '', ...answer };
  };
  let stdout = '';
  const program = new Command('site').exitOverride();
  registerLeads(program, { stdout: (t) => void (stdout += t), stderr: () => undefined }, run);
  let error: unknown;
  try {
    await program.parseAsync(['node', 'site', 'leads', ...args]);
  } catch (e) {
    error = e;
  }
  return { calls, stdout, error };
}

const d1Json = (rows: Lead[]) => JSON.stringify([{ results: rows, success: true, meta: {} }]);

describe('site leads', () => {
  it('asks wrangler for the local database by default, the remote one with --remote', async () => {
    const local = await leads([], { code: 0, stdout: d1Json([]) });
    expect(local.calls).toEqual([['d1', 'execute', 'basin-estimates', '--local', '--json', '--command', leadsSql({ pending: false, limit: 500 })]]);
    expect(local.stdout).toBe('No estimate requests.\n');
    const remote = await leads(['--remote', '--pending', '--since', '2026-11-01', '--limit', '20', '--database', 'other-db'], { code: 0, stdout: d1Json([]) });
    expect(remote.calls[0].slice(0, 5)).toEqual(['d1', 'execute', 'other-db', '--remote', '--json']);
    // with a configuration that names the database with its id
    expect(remote.calls[0].slice(7, 8)).toEqual(['--config']);
    expect(remote.calls[0][6]).toBe(
      "SELECT id, created_at, name, phone, email, service, description, page, notified_at, notify_attempts FROM estimates WHERE notified_at IS NULL AND created_at >= '2026-11-01' ORDER BY id DESC LIMIT 20",
    );
  });

  it('lists the requests, newest first as D1 returns them, with their e-mail status', async () => {
    const { stdout } = await leads([], {
      code: 0,
      stdout: d1Json([
        lead({ id: 2, description: 'Leak\nunder sink', notified_at: null, notify_attempts: 3 }),
        lead({ page: '/services/drain-cleaning-sewer' }),
      ]),
    });
    expect(stdout).toBe(
      [
        '#2  2026-11-20T10:00:00.000Z  Ann Example  (307) 555-0142  ann@example.com  repair  [e-mail pending (3 attempts)]',
        '    Leak under sink',
        '#1  2026-11-20T10:00:00.000Z  Ann Example  (307) 555-0142  ann@example.com  repair  from /services/drain-cleaning-sewer  [e-mailed]',
        '2 requests.',
        '',
      ].join('\n'),
    );
  });

  it('refuses bad options before running wrangler, and reports wrangler failures with a hint', async () => {
    for (const args of [
      ['--since', "2026'; DROP TABLE estimates;--"],
      ['--since', '2027-02-29'],
      ['--limit', '0'],
      ['--format', 'xml'],
      ['--remote', '--persist-to', 'x'],
      ['--database', 'a b'],
    ]) {
      const result = await leads(args, { code: 0, stdout: d1Json([]) });
      expect(result.calls).toEqual([]);
      expect(result.error).toBeInstanceOf(Error);
    }
    const failed = await leads([], { code: 1, stdout: '', stderr: 'no such table: estimates: SQLITE_ERROR' });
    expect(String(failed.error)).toMatch(/no such table[\s\S]*wrangler d1 migrations apply basin-estimates --local/);
  });
});

describe('formatLeadsCsv', () => {
  it('quotes per RFC 4180 and defuses spreadsheet formulas', () => {
    const csv = formatLeadsCsv([lead({ name: '=cmd|"/c calc"!A1', description: 'a, "b"\nc', notified_at: null, phone: '+1 307 555 0142' })]);
    expect(csv).toBe(
      'id,created_at,name,phone,email,service,description,page,notified_at,notify_attempts\r\n' +
        `1,2026-11-20T10:00:00.000Z,"'=cmd|""/c calc""!A1",'+1 307 555 0142,ann@example.com,repair,"a, ""b""\nc",,,1\r\n`,
    );
  });

  it('text output turns control characters into spaces', () => {
    expect(formatLeadsText([lead({ name: 'Ann\u001b[31m Red' })])).toContain('Ann [31m Red');
  });
});

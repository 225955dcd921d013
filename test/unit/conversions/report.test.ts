import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { registerConversionReport } from '../../../src/cli/conversion-report.ts';
import { countsSql } from '../../../src/conversions/report-query.ts';
import type { CountRow } from '../../../src/conversions/report.ts';
import type { WranglerRunner } from '../../../src/estimates/d1-query.ts';
import { repoData } from '../helpers/cli.ts';
import { scratchDir } from '../helpers/scratch.ts';

const ROWS: CountRow[] = [
  { day: '2026-11-26', path: '/powell', kind: 'call', place: 'header', count: 1 },
  { day: '2026-11-26', path: '/powell', kind: 'call', place: 'drawer', count: 1 },
  { day: '2026-11-28', path: '/service-areas/powell', kind: 'email', place: 'footer', count: 1 },
  { day: '2026-11-28', path: '/services/drain-cleaning-sewer', kind: 'estimate', place: 'body', count: 1 },
  { day: '2026-11-28', path: '/old-page', kind: 'call', place: 'header', count: 1 },
];

/** `site report …` against the bundled content, with a stand-in for wrangler answering `rows`. */
async function report(args: string[], rows: CountRow[] = ROWS, answer?: { code: number; stdout: string; stderr: string }) {
  const calls: string[][] = [];
  const run: WranglerRunner = async (a) => {
    // the account's databases, asked first for a remote one (wrangler.jsonc names it without its id)
    if (a.join(' ') === 'd1 list --json') return { code: 0, stdout: JSON.stringify([{ uuid: 'db-id', name: 'basin-estimates' }]), stderr: '' };
    calls.push(a);
    return answer ?? { code: 0, stdout: JSON.stringify([{ results: rows, success: true }]), stderr: '' };
  };
  let stdout = '';
  let stderr = '';
  const program = new Command('site').exitOverride();
  registerConversionReport(program, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) }, run, () => new Date('2026-11-28T15:00:00Z'));
  let error: unknown;
  try {
    await program.parseAsync(['node', 'site', 'report', '--data', repoData, ...args]);
  } catch (e) {
    error = e;
  }
  return { calls, stdout, stderr, error };
}

describe('site report --format json', () => {
  it('prints exactly since, pages and days: each page with its counts (an alias counted for its page), every day to today', async () => {
    const { stdout, calls, error } = await report(['--format', 'json', '--persist-to', 'state']);
    expect(error).toBeUndefined();
    expect(calls).toEqual([['d1', 'execute', 'basin-estimates', '--local', '--persist-to', path.resolve('state'), '--json', '--command', countsSql(null)]]);
    const json = JSON.parse(stdout);
    expect(Object.keys(json)).toEqual(['since', 'pages', 'days']);
    expect(json.since).toBeNull();
    expect(json.pages.slice(0, 3)).toEqual([
      { path: '/powell', calls: 2, emails: 1, estimates: 0, reviews: 0 },
      { path: '/services/drain-cleaning-sewer', calls: 0, emails: 0, estimates: 1, reviews: 0 },
      { path: '/old-page', calls: 1, emails: 0, estimates: 0, reviews: 0 },
    ]);
    expect(json.pages.find((p: { path: string }) => p.path === '/cody')).toEqual({ path: '/cody', calls: 0, emails: 0, estimates: 0, reviews: 0 });
    expect(json.pages.some((p: { path: string }) => p.path === '/service-areas/powell')).toBe(false);
    expect(json.days).toEqual([
      { date: '2026-11-26', calls: 2, emails: 0, estimates: 0, reviews: 0 },
      { date: '2026-11-27', calls: 0, emails: 0, estimates: 0, reviews: 0 },
      { date: '2026-11-28', calls: 1, emails: 1, estimates: 1, reviews: 0 },
    ]);
  });

  it('asks D1 only from --since on and reports that day', async () => {
    const { stdout, calls } = await report(['--format', 'json', '--since', '2026-11-27', '--remote'], []);
    expect(calls[0].slice(0, 8)).toEqual(['d1', 'execute', 'basin-estimates', '--remote', '--json', '--command', countsSql('2026-11-27'), '--config']);
    expect(countsSql('2026-11-27')).toContain("WHERE day >= '2026-11-27'");
    const json = JSON.parse(stdout);
    expect(json.since).toBe('2026-11-27');
    expect(json.days.map((d: { date: string }) => d.date)).toEqual(['2026-11-27', '2026-11-28']);
  });
});

describe('site report (text)', () => {
  it('ranks towns and services and lists the pages with none', async () => {
    const { stdout } = await report([]);
    expect(stdout).toMatch(
      /^Conversion report, since 2026-11-26 \(all recorded days\)\nTotal: 3 calls, 1 e-mail, 1 estimate request, 0 review link visits\.\n/,
    );
    expect(stdout).toMatch(
      /Where on the page\n {2}place +calls +e-mails +estimates +reviews\n {2}header +2 +0 +0 +0\n {2}drawer +1 +0 +0 +0\n {2}footer +0 +1 +0 +0\n {2}body +0 +0 +1 +0\n/,
    );
    expect(stdout).toMatch(/Towns, ranked \(1 of \d+ with any\)\n.*\n {2}1\. Powell {2}\/powell +2 +1 +0 +0\n/);
    expect(stdout).toMatch(/Services, ranked \(1 of \d+ with any\)\n.*\n {2}1\. Drain Cleaning & Sewer {2}\/services\/drain-cleaning-sewer +0 +0 +1 +0\n/);
    const none = stdout.slice(stdout.indexOf('Pages with none')).split('\n');
    expect(none).toContain('  /cody');
    expect(none).not.toContain('  /powell');
    expect(stdout).toMatch(/not pages of this site \(1\)\n {2}\/old-page\n/);
  });

  it('refuses bad options before asking wrangler, and passes on wrangler failures with the migration to apply', async () => {
    for (const args of [
      ['--since', "2026-11-01' OR 1=1"],
      ['--since', '2026-02-30'],
      ['--format', 'xml'],
      ['--format', 'html'],
      ['--remote', '--persist-to', 'x'],
      ['--month', '2026-13'],
      ['--month', '2026-11', '--since', '2026-11-01'],
      ['--format', 'email'],
      ['--format', 'email', '--out', 'x.html', '--since', '2026-11-01'],
    ]) {
      const result = await report(args);
      expect(result.calls, args.join(' ')).toEqual([]);
      expect(result.error, args.join(' ')).toBeInstanceOf(Error);
    }
    const failed = await report([], [], { code: 1, stdout: '', stderr: 'no such table: conversions: SQLITE_ERROR' });
    expect(String(failed.error)).toMatch(/no such table: conversions[\s\S]*wrangler d1 migrations apply basin-estimates --local/);
  });
});

describe('site report --out', () => {
  it('writes the HTML report, self-contained, and replaces only a report it wrote', async () => {
    const dir = await scratchDir('report-out');
    const file = path.join(dir, 'report.html');
    expect((await report(['--format', 'html', '--out', file])).error).toBeUndefined();
    const html = await readFile(file, 'utf8');
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).not.toMatch(/<(script|link|img)\b[^>]*\s(src|href)=/i); // nothing fetched: everything inline
    expect(html).toContain('id="daily-chart"');
    expect(html).toMatch(/<svg id="top-pages"[\s\S]*\/powell/);
    expect(html).toMatch(/<svg id="town-map"[\s\S]*Powell 3/);
    expect(html).toMatch(/Where on the page[\s\S]*Menu \(small screens\)<\/th><td>1<\/td>/);
    expect((await report(['--format', 'json', '--out', file])).error).toBeUndefined(); // its own report: replaced
    expect(JSON.parse(await readFile(file, 'utf8')).days).toHaveLength(3);

    const notes = path.join(dir, 'notes.txt');
    await writeFile(notes, 'the owner’s notes');
    const refused = await report(['--out', notes]);
    expect(String(refused.error)).toMatch(/not a report written by site report/);
    expect(await readFile(notes, 'utf8')).toBe('the owner’s notes');
  });
});

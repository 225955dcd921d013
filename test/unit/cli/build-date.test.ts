// The build date decides what the site publishes: the bundled content, one
// date changed, built with that date given as --date and as SOURCE_DATE_EPOCH
// (each in a time zone far from UTC: the day is UTC's either way).

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { afterEach, describe, expect, it } from 'vitest';
import { isCalendarDay } from '../../../src/text/calendar-day.ts';
import { copyOfData, editFile, runCli } from '../helpers/cli.ts';
import { scratchDir } from '../helpers/scratch.ts';

const saved = { epoch: process.env.SOURCE_DATE_EPOCH, tz: process.env.TZ };
afterEach(() => {
  for (const [name, value] of [
    ['SOURCE_DATE_EPOCH', saved.epoch],
    ['TZ', saved.tz],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

interface Way {
  name: string;
  /** Runs `site <command> …args` with the build date given this way. */
  run(command: 'build' | 'check' | 'lint', date: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }>;
}

const WAYS: Way[] = [
  {
    name: '--date',
    run: (command, date, ...args) => {
      process.env.TZ = 'Pacific/Kiritimati'; // UTC+14: already the next day at noon UTC
      delete process.env.SOURCE_DATE_EPOCH;
      return runCli(command, ...args, '--date', date);
    },
  },
  {
    name: 'SOURCE_DATE_EPOCH',
    run: (command, date, ...args) => {
      process.env.TZ = 'Pacific/Pago_Pago'; // UTC-11: still the day before at 6 am UTC
      process.env.SOURCE_DATE_EPOCH = String(Date.parse(`${date}T06:00:00Z`) / 1000);
      return runCli(command, ...args);
    },
  },
];

const POST = 'prevent-frozen-pipes-wyoming-winter';

async function read(out: string, file: string): Promise<string> {
  return readFile(path.join(out, file), 'utf8');
}

/** Every <lastmod> of every sitemap of a build is a real day, on or before the build date. */
async function expectLastmods(out: string, date: string): Promise<void> {
  const sitemaps = await fg('*.xml', { cwd: out });
  const days = (await Promise.all(sitemaps.map((f) => read(out, f)))).flatMap((xml) => [...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((m) => m[1]!));
  expect(days.length).toBeGreaterThan(0);
  expect(days.filter((d) => !isCalendarDay(d) || d > date)).toEqual([]);
}

describe.each(WAYS)('the build date given as $name', (way) => {
  it('holds back a post dated after it, says so, and a build on its date (incremental, nothing else changed) publishes it', async () => {
    const data = await copyOfData();
    await editFile(path.join(data, 'blog.yaml'), (t) => t.replace('publishDate: "2024-08-05"', 'publishDate: "2026-12-02"'));
    const out = path.join(await scratchDir('site-out'), 'dist');

    const before = await way.run('build', '2026-11-29', '--data', data, '--out', out);
    expect(before.code).toBe(0);
    expect(before.stdout).toContain('Held back, dated after the build date 2026-11-29: 1 blog post until 2026-12-02');
    expect(await fg(`blog/${POST}.html`, { cwd: out })).toEqual([]);
    for (const file of ['blog.html', 'index.html', 'sitemap-main.xml']) expect(await read(out, file), file).not.toContain(POST);
    expect(await fg('sitemap-news.xml', { cwd: out })).toEqual([]); // no post of the last two days
    expect(await read(out, 'sitemap.xml')).not.toContain('sitemap-news.xml');
    await expectLastmods(out, '2026-11-29');

    const after = await way.run('build', '2026-12-02', '--data', data, '--out', out);
    expect(after.code).toBe(0);
    expect(after.stdout).not.toContain('Held back');
    expect(await read(out, `blog/${POST}.html`)).toContain('December 2, 2026');
    expect(await read(out, 'blog.html')).toContain(`/blog/${POST}`);
    expect(await read(out, 'sitemap-main.xml')).toContain(`/blog/${POST}</loc>`);
    const news = await read(out, 'sitemap-news.xml');
    expect([...news.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([`https://www.basinpeak.example/blog/${POST}`]);
    expect(await read(out, 'sitemap.xml')).toContain('sitemap-news.xml');
    await expectLastmods(out, '2026-12-02');
  }, 120_000);

  it('holds back a job posting dated after it, and drops from the JSON-LD a posting past its validThrough (filled, or removed)', async () => {
    const data = await copyOfData();
    await editFile(path.join(data, 'jobs.yaml'), (t) => {
      const [technician, manager, apprentice] = t.split(/(?=^- title: )/m).slice(1);
      const head = t.slice(0, t.indexOf('- title: '));
      return (
        head +
        technician!.replace('datePosted: "2024-08-01"', 'datePosted: "2026-12-02"') +
        manager!.replace('datePosted: "2024-08-01"', 'datePosted: "2024-08-01"\n  validThrough: "2026-11-28"') +
        apprentice!.replace('datePosted: "2024-08-01"', 'datePosted: "2024-08-01"\n  validThrough: "2026-11-28"\n  afterValidThrough: remove')
      );
    });
    const out = path.join(await scratchDir('site-out'), 'dist');
    const built = await way.run('build', '2026-11-29', '--data', data, '--out', out);
    expect(built.code).toBe(0);
    expect(built.stdout).toContain('1 job posting until 2026-12-02');
    const careers = await read(out, 'careers.html');
    expect(careers).not.toContain('Service Technician');
    expect(careers).not.toContain('Apprentice Plumber');
    expect(careers).toContain('Service Manager');
    expect(careers).toContain('Position filled');
    expect(careers).not.toContain('"@type":"JobPosting"');

    // the day before validThrough, the manager's posting is open, with its last day
    const open = await way.run('build', '2026-11-28', '--data', data, '--out', out);
    expect(open.code).toBe(0);
    const openCareers = await read(out, 'careers.html');
    expect(openCareers.match(/"@type":"JobPosting"/g)).toHaveLength(2);
    expect(openCareers).toContain('"validThrough":"2026-11-28"');
    expect(openCareers).not.toContain('Position filled');
  }, 120_000);

  it('refuses a review dated after it, at the review, in site check, site build and site lint', async () => {
    const data = await copyOfData();
    await editFile(path.join(data, 'reviews.yaml'), (t) => t.replace('date: 2 weeks ago', 'date: "2026-12-02"'));
    const out = path.join(await scratchDir('site-out'), 'dist');
    for (const command of ['check', 'build'] as const) {
      const args = command === 'build' ? ['--data', data, '--out', out] : ['--data', data];
      const result = await way.run(command, '2026-11-29', ...args);
      expect(result.code, command).toBe(1);
      expect(result.stderr).toMatch(
        /reviews\.yaml:11:\d+: error E-FUTURE-DATE: reviews\.samples\[0\] \(.+\) is dated "2026-12-02", after the build date 2026-11-29/,
      );
    }
    const lint = await way.run('lint', '2026-11-29', '--data', data);
    expect(lint.code).toBe(2); // content that cannot be audited, as site lint reports it
    expect(lint.stderr).toContain('E-FUTURE-DATE');
    expect((await way.run('check', '2026-12-02', '--data', data)).code).toBe(0);
  }, 120_000);

  it('refuses a content date that is not a real day, naming the value where it is', async () => {
    const data = await copyOfData();
    await editFile(path.join(data, 'blog.yaml'), (t) => t.replace('publishDate: "2024-08-05"', 'publishDate: "2023-02-29"'));
    await editFile(path.join(data, 'jobs.yaml'), (t) => t.replace('datePosted: "2024-08-01"', 'datePosted: "2024-04-31"'));
    await editFile(path.join(data, 'reviews.yaml'), (t) => t.replace('date: 2 weeks ago', 'date: "2025-13-01"'));
    const result = await way.run('check', '2026-11-29', '--data', data);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/blog\.yaml:6:\d+: error E-SCHEMA: .*"2023-02-29" is not a real day: 2023 has no 29 February/);
    expect(result.stderr).toMatch(/jobs\.yaml:17:\d+: error E-SCHEMA: .*"2024-04-31" is not a real day: 2024 has no 31 April/);
    expect(result.stderr).toMatch(/reviews\.yaml:11:\d+: error E-SCHEMA: .*"2025-13-01" is not a real day: there is no month 13/);
  }, 120_000);

  it('writes the build year in the footer, and the same bytes twice on the same day', async () => {
    const outs = await scratchDir('site-out');
    const built = [];
    for (const name of ['a', 'b']) {
      expect((await way.run('build', '2027-01-05', '--out', path.join(outs, name))).code).toBe(0);
      built.push(await read(path.join(outs, name), 'index.html'));
    }
    expect(built[0]).toContain('© 2027 Basin Peak Plumbing &amp; Heating');
    expect(built[1]).toBe(built[0]);
    await expectLastmods(path.join(outs, 'a'), '2027-01-05');
  }, 120_000);
});

describe('an impossible build date', () => {
  it('--date 2027-02-29 exits 2 with a message, building nothing', async () => {
    const out = path.join(await scratchDir('site-out'), 'dist');
    const result = await runCli('build', '--out', out, '--date', '2027-02-29');
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('error: --date must be a real day written YYYY-MM-DD: "2027-02-29" is not a real day: 2027 has no 29 February\n');
    expect(await fg('*', { cwd: path.dirname(out) })).toEqual([]);
    expect((await runCli('check', '--date', '2026-02-29')).code).toBe(2);
  });

  it('29 February of a leap year is a day', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2000-02-29')).toBe(true);
    expect(isCalendarDay('2100-02-29')).toBe(false);
  });
});

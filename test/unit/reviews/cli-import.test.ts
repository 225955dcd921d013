// `site reviews import` run in-process against the fake scraping service:
// what it writes, what it prints, and that every failure leaves
// data/reviews.yaml byte-identical (and no temp file behind).

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { copyOfData, editFile, runCli, snapshotFolder } from '../helpers/cli.ts';
import { startFakeScraper, type FakeScraper, type Plan } from './fake-scraper.ts';
import { NO_REVIEWS_PAGE, PROFILE_PAGE, PROFILE_PAGE_REVIEWS } from './pages.ts';
import { scratchDir } from '../helpers/scratch.ts';

const KEY = 'fc-secret-key-do-not-print';
const PROFILE = 'https://profiles.example/basin-peak';

let fake: FakeScraper;
let data: string;
beforeAll(async () => {
  fake = await startFakeScraper();
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.reset();
  process.env.SCRAPER_API_KEY = KEY;
  data = await copyOfData();
});
afterEach(() => {
  delete process.env.SCRAPER_API_KEY;
});

function importCli(...extra: string[]) {
  return runCli('reviews', 'import', '--url', PROFILE, '--data', data, '--base-url', fake.url, ...extra);
}

function expectNoKey(...texts: string[]) {
  for (const t of texts) expect(t).not.toContain(KEY);
}

describe('site reviews import: writes', () => {
  it('scrapes with the env key, prints progress and "Found N reviews", merges into `imported`', async () => {
    fake.plan({ kind: 'success', markdown: PROFILE_PAGE });
    const before = await readFile(path.join(data, 'reviews.yaml'), 'utf8');
    const result = await importCli();
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(`Found 4 reviews\nAdded 4 reviews to ${path.relative(process.cwd(), path.join(data, 'reviews.yaml'))}.\n`);
    expect(result.stderr).toContain(`Scraping ${PROFILE} …\n`);
    expect(result.stderr).toContain('attempt 1 of 4');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.authorization).toBe(`Bearer ${KEY}`);
    const after = await readFile(path.join(data, 'reviews.yaml'), 'utf8');
    expectNoKey(result.stdout, result.stderr, after);
    expect(parse(after).imported).toEqual(PROFILE_PAGE_REVIEWS);
    // Everything but the `imported` line is as it was, comments included.
    const [head, tail] = before.split('imported: []');
    expect(after.startsWith(head!)).toBe(true);
    expect(after.endsWith(tail!)).toBe(true);
    // Atomic write: no temp file left beside it.
    expect(Object.keys(await snapshotFolder(data)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('the next build shows the imported reviews instead of the three samples', async () => {
    fake.plan({ kind: 'success', markdown: PROFILE_PAGE });
    expect((await importCli()).code).toBe(0);
    const out = path.join(await scratchDir('reviews-out'), 'dist');
    const build = await runCli('build', '--data', data, '--out', out, '--date', '2024-09-01');
    expect(build.stderr).toBe('');
    expect(build.code).toBe(0);
    const home = await readFile(path.join(out, 'index.html'), 'utf8');
    const section = home.slice(home.indexOf('What Our Customers Say'));
    for (const review of PROFILE_PAGE_REVIEWS) expect(section).toContain(review.text);
    const samples = parse(await readFile(path.join(data, 'reviews.yaml'), 'utf8')).samples as { text: string }[];
    for (const sample of samples) expect(home).not.toContain(sample.text);
  }, 120_000);

  it('importing the same page again adds nothing and leaves the file byte-identical', async () => {
    fake.plan({ kind: 'success', markdown: PROFILE_PAGE }, { kind: 'success', markdown: PROFILE_PAGE });
    await importCli();
    const once = await snapshotFolder(data);
    const again = await importCli();
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^Found 4 reviews\nNo new reviews: all are already in .*reviews\.yaml; nothing was written\.\n$/);
    expect(await snapshotFolder(data)).toEqual(once);
  });

  it('--dry-run prints what would be added and writes nothing', async () => {
    fake.plan({ kind: 'success', markdown: PROFILE_PAGE });
    const before = await snapshotFolder(data);
    const result = await importCli('--dry-run');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Found 4 reviews\nDry run: would add 4 reviews to ');
    expect(result.stdout).toContain('  5★ Jordan P.: Came out the same afternoon');
    expect(result.stdout).toContain('  1★ Riley S.: Arrived late');
    expect(result.stdout).toMatch(/Nothing was written\.\n$/);
    expect(await snapshotFolder(data)).toEqual(before);
  });

  it('uses endpoints.scraper from site.yaml when --base-url is not given', async () => {
    await editFile(path.join(data, 'site.yaml'), (t) => t.replace(/scraper: \S+/, `scraper: ${fake.url}`));
    fake.plan({ kind: 'success', markdown: PROFILE_PAGE });
    const result = await runCli('reviews', 'import', '--url', PROFILE, '--data', data);
    expect(result.code).toBe(0);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('site reviews import: failures leave reviews.yaml byte-identical', () => {
  const cases: [string, Plan, RegExp][] = [
    [
      '400',
      { kind: 'status', status: 400, body: { success: false, error: 'Bad Request', details: 'url is invalid' } },
      /Failed to scrape URL\. Status code: 400\. Error: Bad Request - url is invalid/,
    ],
    [
      '401',
      { kind: 'status', status: 401, body: { success: false, error: 'Unauthorized' } },
      /Unexpected error occurred while trying to scrape URL\. Status code: 401/,
    ],
    ['402', { kind: 'status', status: 402, body: { success: false, error: 'Payment required' } }, /Status code: 402\. Error: Payment required/],
    ['403', { kind: 'status', status: 403, body: { success: false, error: 'Forbidden' } }, /Status code: 403\. Error: Forbidden/],
    ['409', { kind: 'status', status: 409, body: { success: false, error: 'Conflict' } }, /Status code: 409\. Error: Conflict/],
    [
      '500 (Retry-After: 0)',
      { kind: 'status', status: 500, body: { success: false, error: 'Internal' }, headers: { 'Retry-After': '0' } },
      /Status code: 500\. Error: Internal/,
    ],
    ['503 (Retry-After: 0)', { kind: 'status', status: 503, headers: { 'Retry-After': '0' } }, /Unexpected error .* Status code: 503/],
    ['malformed JSON', { kind: 'malformed' }, /not JSON/],
    ['success: false', { kind: 'reported-failure', error: 'Could not load the page' }, /Could not load the page/],
    ['no reviews', { kind: 'success', markdown: NO_REVIEWS_PAGE }, /Could not extract reviews from the page\. You may need to manually add reviews\./],
  ];

  it.each(cases)('%s: exit 1, a message, file untouched', async (_name, plan, message) => {
    fake.setDefault(plan);
    const before = await snapshotFolder(data);
    const result = await importCli();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toMatch(/reviews\.yaml was not changed\.\n$/);
    expectNoKey(result.stdout, result.stderr);
    expect(await snapshotFolder(data)).toEqual(before);
  });

  it('dropped connections: retried with back-off, then exit 1, file untouched', async () => {
    fake.setDefault({ kind: 'drop' });
    const before = await snapshotFolder(data);
    const result = await importCli();
    expect(result.code).toBe(1);
    expect(fake.requests).toHaveLength(4);
    expect(result.stderr).toMatch(/network error; retrying in 1 s\n.*\n.*network error; retrying in 2 s\n.*\n.*network error; retrying in 4 s/);
    expect(result.stderr).toMatch(/error: Network error: no response from the scraping service/);
    expect(await snapshotFolder(data)).toEqual(before);
  }, 30_000);

  it('a merged file that would not match the schema is not written', async () => {
    // Break the file elsewhere (two samples where the schema wants three): the merge must refuse.
    await editFile(path.join(data, 'reviews.yaml'), (t) => t.replace(/ {2}- id: sample-3[\s\S]*?verified: true\n/, ''));
    fake.plan({ kind: 'success', markdown: PROFILE_PAGE });
    const before = await snapshotFolder(data);
    const result = await importCli();
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/would not match the reviews schema \(samples must NOT have fewer than 3 items\)/);
    expect(await snapshotFolder(data)).toEqual(before);
  });

  it('a missing reviews.yaml: exit 1 before any request', async () => {
    const empty = await scratchDir('reviews-empty-data');
    const result = await runCli('reviews', 'import', '--url', PROFILE, '--data', empty, '--base-url', fake.url);
    expect(result.code).toBe(1);
    expect(fake.requests).toEqual([]);
  });
});

describe('site reviews import: usage', () => {
  it('missing --url: exit 2', async () => {
    const result = await runCli('reviews', 'import', '--data', data);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--url/);
  });

  it('missing key: exit 2, nothing requested', async () => {
    delete process.env.SCRAPER_API_KEY;
    const before = await snapshotFolder(data);
    const result = await importCli();
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('error: SCRAPER_API_KEY is not set: export your scraper API key in that environment variable\n');
    expect(fake.requests).toEqual([]);
    expect(await snapshotFolder(data)).toEqual(before);
  });

  it('the key is not an option', async () => {
    const result = await importCli('--api-key', KEY);
    expect(result.code).toBe(2);
    expect(fake.requests).toEqual([]);
  });

  it('bad URLs: exit 2', async () => {
    expect((await runCli('reviews', 'import', '--url', 'not a url', '--data', data)).code).toBe(2);
    expect((await runCli('reviews', 'import', '--url', 'file:///etc/passwd', '--data', data)).code).toBe(2);
    expect((await runCli('reviews', 'import', '--url', PROFILE, '--data', data, '--base-url', 'ftp://x')).code).toBe(2);
    expect(fake.requests).toEqual([]);
  });

  it('is listed in the help', async () => {
    const result = await runCli('reviews', 'import', '--help');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('SCRAPER_API_KEY');
    expect(result.stdout).toContain('--dry-run');
  });
});

import { cp, readFile, symlink } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatGithub } from '../../../src/lint/format/github.ts';
import { lintSite } from '../../../src/lint/lint-site.ts';
import type { Finding, LintResult } from '../../../src/lint/types.ts';
import { editFile, repoData, runCli } from '../helpers/cli.ts';
import { siteTemplates } from '../../../templates/index.ts';
import { scratchDir } from '../helpers/scratch.ts';

const DATE = '2025-06-01';
const cleanSite = path.resolve(import.meta.dirname, '../../fixtures/clean-site');
const rel = (p: string) => path.relative(process.cwd(), p);

/** Line and column of the first `needle` in a repo data file. */
async function lineOf(file: string, needle: string): Promise<{ line: number; column: number }> {
  const lines = (await readFile(path.join(repoData, file), 'utf8')).split('\n');
  const line = lines.findIndex((l) => l.includes(needle));
  return { line: line + 1, column: lines[line].indexOf(needle) + 1 };
}

describe('site lint on the default content', () => {
  let result: LintResult;
  const find = (ruleId: string, test: (f: Finding) => boolean) => result.findings.filter((f) => f.ruleId === ruleId && test(f));

  beforeAll(async () => {
    result = await lintSite({ dataDir: repoData, date: DATE, templates: siteTemplates });
  }, 120_000);

  it('reports the alternate, door and placeholder numbers at their lines in site.yaml', async () => {
    const dataSite = rel(path.join(repoData, 'site.yaml'));
    for (const [rule, display] of [
      ['phone/not-main', '(307) 555-0187'],
      ['phone/not-main', '(307) 555-0163'],
      ['phone/placeholder', '(555) 123-4567'],
    ] as const) {
      const at = await lineOf('site.yaml', `display: ${display}`);
      const hits = find(rule, (f) => f.message.includes(display));
      expect(hits.length, `${rule} ${display}`).toBeGreaterThan(0);
      expect(hits.flatMap((f) => f.locations)).toContainEqual({ file: dataSite, line: at.line, column: at.column + 'display: '.length });
    }
    expect(find('phone/not-main', (f) => f.message.includes('555-0187')).flatMap((f) => f.routes)).toContain('/services');
  });

  it('reports the door wording on the door-themed pages, in their data files', () => {
    const files = new Set(find('copy/off-trade', () => true).flatMap((f) => f.locations.map((l) => path.basename(l.file))));
    for (const page of ['guarantee.yaml', 'partnership.yaml', 'estimates.yaml', 'big-horn-county.yaml', 'garage-door-repair-near-me.yaml'])
      expect(files).toContain(page);
    const routes = find('copy/off-trade', () => true).flatMap((f) => f.routes);
    expect(routes).toEqual(expect.arrayContaining(['/guarantee', '/partnership', '/estimates', '/big-horn-county', '/garage-door-repair-near-me']));
  });

  it('reports the sister company name on /partnership', () => {
    const hits = find('copy/company-name', (f) => f.routes.includes('/partnership'));
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0].message).toContain('Summit Overhead Door Co.');
    expect(hits[0].locations[0].file).toMatch(/pages[/\\]partnership\.yaml$/);
  });

  it('reports the sitemap-services URLs without pages at the door services in sitemap.yaml', async () => {
    const hits = find('links/no-page', (f) => f.routes.includes('/sitemap-services.xml'));
    expect(hits.length).toBeGreaterThan(0);
    const at = await lineOf('sitemap.yaml', '- spring-repair');
    expect(hits.flatMap((f) => f.locations)).toContainEqual(expect.objectContaining({ line: at.line }));
    expect(find('links/no-page', (f) => f.message.includes('/services/spring-repair-wyoming')).length).toBeGreaterThan(0);
  });

  it('reports the differing review counts, experience and service-area claims of the bundled content in their data files', () => {
    const claims: [string, string, string][] = [
      ['claims/review-count', '127', 'towns.yaml'],
      ['claims/review-count', '22+', 'reviews.yaml'],
      ['claims/experience', 'since 1985', 'history.yaml'],
      ['claims/experience', 'since 1987', 'towns.yaml'],
      ['claims/experience', 'since 2000', 'service-area.yaml'],
      ['claims/experience', '13+', 'home.yaml'],
      ['claims/experience', '20+', 'service-area.yaml'],
      ['claims/experience', '24+', 'towns.yaml'],
      ['claims/service-areas', '25+', 'service-area.yaml'],
      ['claims/service-areas', '12+', 'emergency-repair-wyoming.yaml'],
      ['claims/service-areas', '8 cities', 'big-horn-county.yaml'],
    ];
    for (const [rule, text, file] of claims) {
      const hits = find(rule, (f) => f.message.includes(text));
      expect(hits.length, `${rule} ${text}`).toBeGreaterThan(0);
      expect(
        hits.flatMap((f) => f.locations.map((l) => path.basename(l.file))),
        `${rule} ${text}`,
      ).toContain(file);
    }
  });

  it('notes the stale news sitemap and has errors, so it fails', () => {
    expect(find('seo/stale-news', () => true)).toHaveLength(1);
    expect(result.counts.error).toBeGreaterThan(0);
  });

  it('prints GitHub annotations', () => {
    const lines = formatGithub(result).trim().split('\n');
    expect(lines).toHaveLength(result.findings.length);
    for (const line of lines) expect(line).toMatch(/^::(error|warning|notice) (file=[^,]+,(line=\d+,col=\d+,)?)?title=[^:]+::\S/);
  });
});

describe('site lint (command line)', () => {
  it('finds nothing on the clean fixture and exits 0, in every format', async () => {
    const text = await runCli('lint', '--data', cleanSite, '--date', '2024-08-09');
    expect(text.stderr).toBe('');
    expect(text.stdout).toMatch(/No problems found/);
    expect(text.stdout).toContain('seo/self-serving-rating: info → off (site data: ');
    expect(text.code).toBe(0);

    const json = await runCli('lint', '--data', cleanSite, '--date', '2024-08-09', '--format', 'json', '--max-warnings', '0');
    expect(json.code).toBe(0);
    const parsed = JSON.parse(json.stdout);
    expect(parsed).toMatchObject({ version: 1, date: '2024-08-09', counts: { error: 0, warning: 0, info: 0 }, findings: [] });
    expect(parsed.rules.map((r: { id: string }) => r.id)).toContain('phone/not-main');

    const sarif = await runCli('lint', '--data', cleanSite, '--date', '2024-08-09', '--format', 'sarif');
    expect(sarif.code).toBe(0);
    const doc = JSON.parse(sarif.stdout);
    expect(doc.runs[0].results).toEqual([]);
    expect(doc.runs[0].tool.driver.rules.find((r: { id: string }) => r.id === 'seo/self-serving-rating').defaultConfiguration).toEqual({
      level: 'none',
      enabled: false,
    });
  }, 120_000);

  it('exits 1 on a finding, honours --rule and --max-warnings', async () => {
    const dir = await scratchDir('site-lint');
    await cp(cleanSite, dir, { recursive: true, filter: (src) => path.basename(src) !== 'schema' });
    await symlink(path.join(repoData, 'schema'), path.join(dir, 'schema'));
    await editFile(path.join(dir, 'pages/contact.yaml'), (t) => t.replace('Call (307) 555-0142', 'Call (307) 555-0187 about garage door repair'));

    const failed = await runCli('lint', '--data', dir, '--date', '2024-08-09', '--format', 'json');
    expect(failed.code).toBe(0); // warnings only, no limit
    const ids = JSON.parse(failed.stdout)
      .findings.map((f: Finding) => f.ruleId)
      .sort();
    expect(ids).toEqual(['copy/off-trade', 'phone/not-main']);

    expect((await runCli('lint', '--data', dir, '--date', '2024-08-09', '--max-warnings', '1')).code).toBe(1);
    const errored = await runCli('lint', '--data', dir, '--date', '2024-08-09', '--rule', 'phone/not-main=error', '--format', 'github');
    expect(errored.code).toBe(1);
    expect(errored.stdout).toMatch(/^::error file=[^,]*contact\.yaml,line=5,col=\d+,title=phone\/not-main::/m);
    expect(errored.stderr).toMatch(/lint failed: 1 error/);
    const off = await runCli(
      'lint',
      '--data',
      dir,
      '--date',
      '2024-08-09',
      '--rule',
      'phone/not-main=off:second line',
      '--rule',
      'copy/off-trade=off',
      '--max-warnings',
      '0',
    );
    expect(off.code).toBe(0);
  }, 120_000);

  it('exits 2 on bad usage and on content that cannot be loaded', async () => {
    expect((await runCli('lint', '--data', cleanSite, '--format', 'xml')).code).toBe(2);
    expect((await runCli('lint', '--data', cleanSite, '--rule', 'nope/nope=error')).code).toBe(2);
    expect((await runCli('lint', '--data', cleanSite, '--rule', 'phone/not-main=loud')).code).toBe(2);
    const dir = await scratchDir('site-lint');
    await cp(cleanSite, dir, { recursive: true, filter: (src) => path.basename(src) !== 'schema' });
    await symlink(path.join(repoData, 'schema'), path.join(dir, 'schema'));
    await editFile(path.join(dir, 'towns.yaml'), (t) => t.replace('slug: cody', 'slug: [cody'));
    const broken = await runCli('lint', '--data', dir);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/towns\.yaml:\d+:\d+: error E-YAML-SYNTAX/);
    await editFile(path.join(dir, 'towns.yaml'), (t) => t.replace('slug: [cody', 'slug: cody'));
    await editFile(path.join(dir, 'site.yaml'), (t) => t.replace('seo/self-serving-rating:', 'seo/unknown:'));
    const config = await runCli('lint', '--data', dir);
    expect(config.code).toBe(2);
    expect(config.stderr).toMatch(/site\.yaml:\d+:\d+: error E-LINT-CONFIG: lint\.rules: unknown rule "seo\/unknown"/);
  }, 120_000);
});

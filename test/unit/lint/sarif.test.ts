// `site lint --format sarif` as GitHub code scanning reads it: every rule
// documented, repository-relative locations, nothing empty, and zero errors
// from Microsoft's SARIF Multitool with GitHub's ingestion rules.

import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Log } from 'sarif';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesUri } from '../../../src/cli/lint.ts';
import { SRCROOT, toSarif } from '../../../src/lint/format/sarif.ts';
import { lintSite } from '../../../src/lint/lint-site.ts';
import { lintRules } from '../../../src/lint/rules/index.ts';
import type { LintResult } from '../../../src/lint/types.ts';
import { siteTemplates } from '../../../templates/index.ts';
import { repoData } from '../helpers/cli.ts';

const RULES_PAGE = path.resolve(import.meta.dirname, '../../../docs/content-audit.md');
const RULES_URI = 'https://github.example/acme/site/blob/0123abc/docs/content-audit.md#rules';

/** Every object or array in the log that is empty, by JSON path. */
function empties(value: unknown, at = '$'): string[] {
  if (Array.isArray(value)) return value.length === 0 ? [at] : value.flatMap((v, i) => empties(v, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 ? [at] : entries.flatMap(([k, v]) => empties(v, `${at}.${k}`));
  }
  return typeof value === 'string' && value.trim() === '' ? [at] : [];
}

describe('SARIF for GitHub code scanning', () => {
  let lint: LintResult;
  let sarif: Log;
  let dir: string;

  beforeAll(async () => {
    lint = await lintSite({ dataDir: repoData, date: '2025-06-01', templates: siteTemplates });
    sarif = toSarif(lint, { version: '1.2.3', root: process.cwd(), rulesUri: RULES_URI });
    dir = await mkdtemp(path.join(tmpdir(), 'site-sarif-'));
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('documents every rule: short and full description, help in text and Markdown, help URI, default level', () => {
    const rules = sarif.runs[0].tool.driver.rules!;
    expect(rules.map((r) => r.id)).toEqual(lintRules.map((r) => r.id));
    for (const rule of rules) {
      expect(rule.shortDescription!.text, rule.id).toMatch(/\S/);
      expect(rule.fullDescription!.text, rule.id).toMatch(/\S/);
      expect(rule.help!.text, rule.id).toMatch(/Why: .+\n\nHow to fix: \S/);
      expect(rule.help!.markdown, rule.id).toMatch(/\*\*How to fix\.\*\* \S/);
      expect(rule.helpUri).toBe(RULES_URI);
      expect(['error', 'warning', 'note', 'none']).toContain(rule.defaultConfiguration!.level);
    }
    expect(sarif.runs[0].tool.driver.informationUri).toBe('https://github.example/acme/site/blob/0123abc/docs/content-audit.md');
  });

  it('locates results relative to the repository root, lines from 1, without fingerprints or empty objects', () => {
    const run = sarif.runs[0];
    expect(run.results!.length).toBe(lint.findings.length);
    expect(run.originalUriBaseIds![SRCROOT].uri).toMatch(/^file:\/\/\/.*\/$/);
    for (const result of run.results!) {
      expect(result.fingerprints).toBeUndefined();
      expect(result.partialFingerprints).toBeUndefined();
      for (const location of [...result.locations!, ...(result.relatedLocations ?? [])]) {
        const { artifactLocation, region } = location.physicalLocation!;
        expect(artifactLocation!.uriBaseId).toBe(SRCROOT);
        expect(artifactLocation!.uri).toMatch(/^(data|templates)\//);
        expect(region!.startLine).toBeGreaterThanOrEqual(1);
      }
    }
    expect(empties(sarif)).toEqual([]);
  });

  it('writes a file outside the repository as an absolute file URI', () => {
    const outside = toSarif({ ...lint, findings: lint.findings.slice(0, 1) }, { version: '1', root: path.join(process.cwd(), 'test') });
    const location = outside.runs[0].results![0].locations![0].physicalLocation!.artifactLocation!;
    expect(location.uriBaseId).toBeUndefined();
    expect(location.uri).toMatch(/^file:\/\/\/.+\/data\//);
    expect(outside.runs[0].tool.driver.rules![0].helpUri).toBeUndefined();
  });

  it('passes the SARIF Multitool with the GitHub ingestion rules, with zero errors', async () => {
    const input = path.join(dir, 'lint.sarif');
    const output = path.join(dir, 'validation.sarif');
    await writeFile(input, JSON.stringify(sarif, null, 2));
    const multitool = createRequire(import.meta.url)('@microsoft/sarif-multitool') as string;
    execFileSync(multitool, ['validate', '--rule-kind', 'Gh;Sarif', '-o', output, input], {
      env: { ...process.env, DOTNET_SYSTEM_GLOBALIZATION_INVARIANT: '1' },
      stdio: 'pipe',
    });
    const validation = JSON.parse(await readFile(output, 'utf8')) as Log;
    const problems = validation.runs[0].results!.filter((r) => (r.level ?? 'warning') !== 'note');
    expect(problems.map((r) => `${r.ruleId} ${r.message.id}: ${r.message.arguments?.join(' ')}`)).toEqual([]);
  }, 120_000);

  it('describes each rule in the rules table of the docs with the text the rule carries', async () => {
    const readme = await readFile(RULES_PAGE, 'utf8');
    expect(readme).toMatch(/^## Rules$/m);
    const rows = new Map([...readme.matchAll(/^\| `([a-z]+\/[a-z-]+)` \| (\w+) \| (.*) \|$/gm)].map((m) => [m[1], { severity: m[2], checks: m[3] }]));
    for (const rule of lintRules) expect(rows.get(rule.id), rule.id).toEqual({ severity: rule.severity, checks: rule.checks });
  });

  it('links the rules table of the commit that ran, in GitHub Actions only', () => {
    expect(rulesUri({ GITHUB_SERVER_URL: 'https://github.example', GITHUB_REPOSITORY: 'acme/site', GITHUB_SHA: 'abc' })).toBe(
      'https://github.example/acme/site/blob/abc/docs/content-audit.md#rules',
    );
    expect(rulesUri({})).toBeUndefined();
  });
});

// `site lint`'s findings in the CMS: each one that points at a line of a data
// file shows under the field holding that line, in the collection the owner
// opens, which says how many wait in it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cmsConfig } from '../../../src/cms/config.ts';
import { dataLayout } from '../../../src/cms/layout.ts';
import { valuePath, withLintHints } from '../../../src/cms/lint-hints.ts';
import type { CmsField } from '../../../src/cms/fields.ts';
import { lintSite } from '../../../src/lint/lint-site.ts';
import { siteTemplates } from '../../../src/site-templates.ts';
import { repoData } from '../helpers/cli.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const github = { kind: 'github' as const, repo: 'basin-peak/website', branch: 'main', siteUrl: 'https://www.basinpeak.example' };
const { config } = cmsConfig({ layout: dataLayout(repoData), templates: siteTemplates.pages, backend: github, dataPath: 'data' });
const read = (file: string) => readFileSync(path.join(repoData, file), 'utf8');

function fieldOf(fields: CmsField[], ...names: string[]): CmsField {
  let field: CmsField | undefined;
  for (const name of names) {
    field = fields.find((f) => f.name === name)!;
    fields = field.fields ?? (field.field ? [field.field] : []);
  }
  return field!;
}

describe('lint findings in the CMS', () => {
  it('finds the keys leading to a line of a YAML file', () => {
    const text = 'a: 1\nphones:\n  main:\n    display: (307) 555-0142\nlist:\n  - name: x\n    slug: y\n';
    expect(valuePath(text, 4, 14)).toEqual(['phones', 'main', 'display']);
    expect(valuePath(text, 7, 11)).toEqual(['list', 0, 'slug']);
  });

  it("puts the placeholder phone number's finding under the field to change, and counts it on the collection", async () => {
    const { findings } = await lintSite({ dataDir: repoData, date: '2026-01-15', root, templates: siteTemplates });
    const shown = withLintHints(config, findings, { dir: repoData, repositoryPath: 'data', read });
    const site = shown.collections.find((c) => c.name === 'site')!;
    expect(fieldOf(site.files![0]!.fields, 'phones', 'placeholder', 'display').hint).toMatch(
      /\n\n⚠ site lint \(error\): \(555\) 123-4567 is shown and looks like a placeholder/,
    );
    expect(site.description).toMatch(/^⚠ site lint finds \d+ problems here: look for ⚠ under the fields\./);
    // the configuration it was given is left as it was
    expect(fieldOf(config.collections.find((c) => c.name === 'site')!.files![0]!.fields, 'phones', 'placeholder', 'display').hint).not.toContain('⚠');
  }, 60_000);

  it('leaves a finding placed only approximately (the file that builds the page) to site lint', () => {
    const note = {
      severity: 'warning',
      message: 'rating differs',
      locations: [{ file: path.join(repoData, 'zips.yaml'), line: 1, column: 1, approximate: true }],
    };
    expect(withLintHints(config, [note], { dir: repoData, repositoryPath: 'data', read })).toEqual(config);
  });
});

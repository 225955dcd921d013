import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formDelivery, noDelivery, withFormSimulation } from '../../../src/model/form-delivery.ts';
import { copyOfData, editFile, runCli } from '../helpers/cli.ts';
import { contentFixture } from '../helpers/content-fixture.ts';
import { scratchDir } from '../helpers/scratch.ts';

describe('formDelivery', () => {
  it('follows forms.delivery, falling back to endpoints.form, else none', () => {
    const site = contentFixture().site;
    expect(formDelivery({ ...site, forms: { delivery: 'cloudflare' } })).toEqual({
      kind: 'cloudflare',
      endpoint: '/api/estimate',
      turnstileSiteKey: undefined,
    });
    expect(formDelivery({ ...site, forms: { delivery: 'netlify' } })).toEqual({ kind: 'netlify', endpoint: '/' });
    expect(formDelivery({ ...site, endpoints: { form: 'https://forms.example/x' } })).toEqual({ kind: 'url', endpoint: 'https://forms.example/x' });
    expect(formDelivery({ ...site, forms: { delivery: 'url' }, endpoints: {} })).toEqual({ kind: 'none', simulate: false });
    expect(formDelivery({ ...site, forms: undefined, endpoints: {} })).toEqual({ kind: 'none', simulate: false });
  });

  it('simulates only when site dev or a test asks, and never overrides a configured delivery', () => {
    const content = contentFixture();
    content.site.endpoints = {};
    content.site.forms = undefined;
    expect(formDelivery(withFormSimulation(content).site)).toEqual({ kind: 'none', simulate: true });
    expect(content.site.forms).toBeUndefined(); // the input is not changed
    content.site.forms = { delivery: 'netlify' };
    expect(formDelivery(withFormSimulation(content).site).kind).toBe('netlify');
    expect(noDelivery(withFormSimulation({ ...content, site: { ...content.site, forms: undefined } }).site)).not.toBeNull();
  });
});

/** A copy of the bundled data whose site.yaml configures no delivery. */
async function dataWithoutDelivery(): Promise<{ data: string; line: number }> {
  const data = await copyOfData();
  const file = path.join(data, 'site.yaml');
  await editFile(file, (t) => t.replace(/^forms:\n {2}delivery: cloudflare\n/m, ''));
  const lines = (await readFile(file, 'utf8')).split('\n');
  expect(lines.some((l) => l.startsWith('forms:'))).toBe(false);
  return { data, line: lines.findIndex((l) => l.startsWith('endpoints:')) + 2 };
}

describe('forms/no-delivery', () => {
  it('the bundled content delivers (Cloudflare), so check passes', async () => {
    const result = await runCli('check');
    expect(result.stderr).not.toContain('forms/no-delivery');
    expect(result.code).toBe(0);
  });

  it('site check: an error at the site data, exit 1', async () => {
    const { data, line } = await dataWithoutDelivery();
    const result = await runCli('check', '--data', data);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`site\\.yaml:${line}:\\d+: error forms/no-delivery: the estimate form delivers requests nowhere`));
  });

  it('site lint: an error at the site data, exit 1', async () => {
    const { data, line } = await dataWithoutDelivery();
    const result = await runCli('lint', '--data', data, '--format', 'json', '--date', '2025-06-01');
    expect(result.code).toBe(1);
    const findings = (JSON.parse(result.stdout) as { findings: { ruleId: string; severity: string; locations: { file: string; line: number }[] }[] }).findings;
    const found = findings.filter((f) => f.ruleId === 'forms/no-delivery');
    expect(found).toHaveLength(1);
    expect(found[0].severity).toBe('error');
    expect(found[0].locations[0]).toMatchObject({ line });
    expect(found[0].locations[0].file).toMatch(/site\.yaml$/);
  }, 60_000);

  it('site build: builds but prints a warning at the site data', async () => {
    const { data, line } = await dataWithoutDelivery();
    const out = path.join(await scratchDir('site-out'), 'dist');
    const result = await runCli('build', '--data', data, '--out', out, '--date', '2026-01-15');
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(new RegExp(`site\\.yaml:${line}:\\d+: warning forms/no-delivery:`));
  }, 60_000);

  it('forms.delivery url without endpoints.form points at forms.delivery', async () => {
    const data = await copyOfData();
    await editFile(path.join(data, 'site.yaml'), (t) => t.replace('delivery: cloudflare', 'delivery: url'));
    const result = await runCli('check', '--data', data);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/site\.yaml:\d+:13: error forms\/no-delivery: .*forms\.delivery is url but endpoints\.form is not set/);
  });
});

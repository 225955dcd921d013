import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AnalyticsSetting } from '../../../src/analytics/providers.ts';
import type { Content } from '../../../src/content/types.ts';
import { contentSecurityPolicy } from '../../../src/render/headers.ts';
import { Head } from '../../../templates/layout/Head.tsx';
import { copyOfData, editFile, runCli } from '../helpers/cli.ts';
import { renderContent, routeFixture } from '../helpers/render-fixture.ts';

const SETTINGS: Record<AnalyticsSetting['provider'], AnalyticsSetting> = {
  plausible: { provider: 'plausible', id: 'basinpeak.example' },
  umami: { provider: 'umami', id: '6b43b895-17fb-42d5-aacc-ef0841ca34c5' },
  goatcounter: { provider: 'goatcounter', id: 'basinpeak' },
  cloudflare: { provider: 'cloudflare', id: '0123456789abcdef0123456789abcdef' },
};

function withAnalytics(setting?: AnalyticsSetting): Content {
  const content = renderContent();
  return { ...content, site: { ...content.site, endpoints: {}, analytics: setting } };
}

function directive(csp: string, name: string): string[] {
  return (
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([n]) => n === name)
      ?.slice(1) ?? []
  );
}

const head = (content: Content) =>
  renderToStaticMarkup(<Head route={routeFixture()} content={content} assets={{ styles: [], scripts: ['/assets/island-Drawer.js'], preloads: [] }} />);

describe('third-party analytics', () => {
  it('without a provider: no third-party script and a same-origin CSP', () => {
    const content = withAnalytics(undefined);
    expect(head(content)).not.toMatch(/<script[^>]+src="https?:/);
    const csp = contentSecurityPolicy(content);
    for (const name of ['script-src', 'connect-src']) expect(directive(csp, name)).toEqual(["'self'"]);
  });

  it.each([
    [
      'plausible',
      '<script defer="" src="https://plausible.io/js/script.js" data-domain="basinpeak.example">',
      ['https://plausible.io'],
      ['https://plausible.io'],
      [],
    ],
    [
      'umami',
      '<script defer="" src="https://cloud.umami.is/script.js" data-website-id="6b43b895-17fb-42d5-aacc-ef0841ca34c5">',
      ['https://cloud.umami.is'],
      ['https://cloud.umami.is', 'https://api-gateway.umami.dev'],
      [],
    ],
    [
      'goatcounter',
      '<script defer="" src="https://gc.zgo.at/count.js" data-goatcounter="https://basinpeak.goatcounter.com/count">',
      ['https://gc.zgo.at'],
      ['https://basinpeak.goatcounter.com'],
      ['https://basinpeak.goatcounter.com'],
    ],
    [
      'cloudflare',
      '<script defer="" src="https://static.cloudflareinsights.com/beacon.min.js" data-cf-beacon="{&quot;token&quot;:&quot;0123456789abcdef0123456789abcdef&quot;}">',
      ['https://static.cloudflareinsights.com'],
      ['https://cloudflareinsights.com'],
      [],
    ],
  ] as const)('%s: its script from its host, and exactly its hosts in the CSP', (provider, script, scriptSrc, connectSrc, imgSrc) => {
    const content = withAnalytics(SETTINGS[provider]);
    expect(head(content)).toContain(script);
    const csp = contentSecurityPolicy(content);
    expect(directive(csp, 'script-src')).toEqual(["'self'", ...scriptSrc]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", ...connectSrc]);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', ...imgSrc]);
    expect(csp).not.toMatch(/unsafe|\*/);
  });
});

describe('site check and analytics:', () => {
  async function check(yaml: string) {
    const data = await copyOfData();
    await editFile(path.join(data, 'site.yaml'), (text) => `${text.trimEnd()}\n${yaml}`);
    return runCli('check', '--data', data);
  }

  it('accepts a provider with a well-formed id', async () => {
    expect((await check('analytics:\n  provider: plausible\n  id: basinpeak.example\n')).code).toBe(0);
  });

  it('rejects an unknown provider and a malformed id at their line', async () => {
    const unknown = await check('analytics:\n  provider: matomo\n  id: "1"\n');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/site\.yaml:\d+:\d+: error [^:]+: analytics\.provider must be one of: plausible, umami, goatcounter, cloudflare/);
    const malformed = await check('analytics:\n  provider: cloudflare\n  id: not-a-token\n');
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toMatch(
      /site\.yaml:\d+:\d+: error [^:]+: .*analytics\.id must be the Web Analytics site token, 32 hexadecimal digits, for cloudflare/,
    );
  });
});

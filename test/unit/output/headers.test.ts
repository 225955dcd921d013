import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headerBlock, printHeaders } from '../../../src/render/headers.ts';
import { contentFixture } from '../helpers/content-fixture.ts';

function directive(csp: string, name: string): string[] {
  const found = csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name);
  return found ? found.slice(1) : [];
}

describe('contentSecurityPolicy', () => {
  it('allows connections to exactly the configured endpoint origins', () => {
    const content = contentFixture();
    content.site.endpoints = { scraper: 'https://api.scraper.example/v1', form: 'https://forms.example/submit?x=1' };
    const csp = contentSecurityPolicy(content);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://api.scraper.example', 'https://forms.example']);
    expect(directive(csp, 'form-action')).toEqual(["'self'", 'https://forms.example']);
  });

  it('allows only self when no endpoint is set', () => {
    const content = contentFixture();
    content.site.endpoints = {};
    const csp = contentSecurityPolicy(content);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'form-action')).toEqual(["'self'"]);
  });

  it('keeps connect-src and form-action to self for the Cloudflare endpoint; Turnstile adds only its script and frame', () => {
    const content = contentFixture();
    content.site.endpoints = { form: 'https://forms.example/submit' };
    content.site.forms = { delivery: 'cloudflare' };
    let csp = contentSecurityPolicy(content);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'form-action')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-src')).toEqual([]);
    content.site.forms = { delivery: 'cloudflare', turnstileSiteKey: '0x4AAAAAAAexample' };
    csp = contentSecurityPolicy(content);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://challenges.cloudflare.com']);
    expect(directive(csp, 'frame-src')).toEqual(['https://challenges.cloudflare.com']);
  });

  it('locks down everything else', () => {
    const csp = contentSecurityPolicy(contentFixture());
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:']);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
  });
});

describe('printHeaders', () => {
  const text = printHeaders(contentFixture());

  it('prints a /* block with the security headers and immutable /assets/* and /img/* blocks', () => {
    const [all, assets, images] = text.split('\n\n');
    expect(all!.split('\n')[0]).toBe('/*');
    expect(all).toContain('  X-Content-Type-Options: nosniff');
    expect(all).toContain('  Referrer-Policy: strict-origin-when-cross-origin');
    expect(all).toContain('  X-Frame-Options: DENY');
    expect(all).toMatch(/ {2}Content-Security-Policy: default-src 'self';/);
    expect(assets).toBe('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(images).toBe('/img/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  });

  it('allows geolocation for the site only and disables camera, microphone and payment', () => {
    const policy = text.match(/Permissions-Policy: (.*)/)![1]!.split(', ');
    expect(policy).toContain('geolocation=(self)');
    for (const feature of ['camera', 'microphone', 'payment']) expect(policy).toContain(`${feature}=()`);
  });
});

describe('headerBlock refuses what would not stay on its line', () => {
  it.each([
    ['/*\n/evil', { A: 'b' }, /URL pattern/],
    ['/a b', { A: 'b' }, /URL pattern/],
    ['/*', { 'X-A\nX-B': 'c' }, /not an HTTP header name/],
    ['/*', { 'X-A': 'b\r\nSet-Cookie: x' }, /value of X-A/],
    ['/*', { 'X-A': 'b\u0000' }, /value of X-A/],
  ])('%j %j throws', (pattern, headers, message) => {
    expect(() => headerBlock(pattern, headers)).toThrow(message);
  });

  it('an endpoint URL cannot add a header line (only its origin is printed)', () => {
    const text = printHeaders(contentFixture());
    const hostile = contentFixture();
    hostile.site.endpoints = { scraper: 'https://api.scraper.example/v1\n  Set-Cookie: x' };
    expect(printHeaders(hostile)).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import { firstRedirect } from '../../../src/host/redirects.ts';
import { compilePattern, fillPlaceholders, matchesOnAnyHost, matchPattern, type Host } from '../../../src/host/url-pattern.ts';

// How Cloudflare Pages (workers-sdk rules engine) and Netlify (trailing slash
// normalised before rules run) match a _redirects / _headers source. Each row:
// source, request path, host, the captures (null: no match).
const TABLE: [source: string, path: string, host: Host, expected: Record<string, string> | null][] = [
  // static sources match themselves exactly
  ['/cody/commercial', '/cody/commercial', 'cloudflare', {}],
  ['/cody/commercial', '/cody/commercial-x', 'cloudflare', null],
  ['/cody/commercial', '/cody/commercial/x', 'cloudflare', null],
  ['/a.html', '/aXhtml', 'cloudflare', null],
  // trailing slash: a different path on Cloudflare, the same path on Netlify
  ['/cody/commercial', '/cody/commercial/', 'cloudflare', null],
  ['/cody/commercial', '/cody/commercial/', 'netlify', {}],
  ['/cody/commercial/', '/cody/commercial', 'cloudflare', null],
  ['/cody/commercial/', '/cody/commercial', 'netlify', {}],
  ['/', '/', 'netlify', {}],
  // case: both hosts compare paths case-sensitively
  ['/Cody', '/cody', 'cloudflare', null],
  ['/Cody', '/cody', 'netlify', null],
  // placeholders: one non-empty segment, by name
  ['/zip-code/:zip', '/zip-code/82414', 'cloudflare', { zip: '82414' }],
  ['/zip-code/:zip', '/zip-code/82414/', 'cloudflare', null],
  ['/zip-code/:zip', '/zip-code/82414/', 'netlify', { zip: '82414' }],
  ['/zip-code/:zip', '/zip-code/82414/x', 'cloudflare', null],
  ['/zip-code/:zip', '/zip-code/', 'cloudflare', null],
  ['/zip-code/:zip', '/zip-code', 'cloudflare', null],
  ['/blog/:year/:slug', '/blog/2024/frozen-pipes', 'cloudflare', { year: '2024', slug: 'frozen-pipes' }],
  ['/blog/:year-:month', '/blog/2024-01', 'cloudflare', { year: '2024', month: '01' }],
  // a colon not followed by a letter is literal
  ['/a:1', '/a:1', 'cloudflare', {}],
  // splats: any run of characters, slashes and the empty string included
  ['/old/*', '/old/a/b', 'cloudflare', { splat: 'a/b' }],
  ['/old/*', '/old/', 'cloudflare', { splat: '' }],
  ['/old/*', '/old', 'cloudflare', null],
  ['/*.xml', '/sitemap-main.xml', 'cloudflare', { splat: 'sitemap-main' }],
  ['/*', '/', 'cloudflare', { splat: '' }],
];

describe('matchPattern follows the hosts’ documented matching', () => {
  it.each(TABLE)('%s against %s on %s', (source, path, host, expected) => {
    expect(matchPattern(compilePattern(source), path, host)).toEqual(expected);
  });

  it('calls a pattern dynamic when it has a splat or a placeholder (Cloudflare’s 100-rule budget)', () => {
    expect(['/a', '/a/*', '/a/:b', '/a:1'].map((s) => compilePattern(s).dynamic)).toEqual([false, true, true, false]);
  });

  it('matches on some host when either host would apply the rule', () => {
    expect(matchesOnAnyHost(compilePattern('/zip-code/:zip'), '/zip-code/82414/')).toBe(true);
    expect(matchesOnAnyHost(compilePattern('/zip-code/:zip'), '/zip/82414')).toBe(false);
  });
});

describe('fillPlaceholders', () => {
  it('replaces each capture in the target, the splat included', () => {
    expect(fillPlaceholders('/zip/:zip', { zip: '82414' })).toBe('/zip/82414');
    expect(fillPlaceholders('/help/:splat', { splat: 'a/b.html' })).toBe('/help/a/b.html');
    expect(fillPlaceholders('/posts/:slug?from=:year', { year: '2024', slug: 'x' })).toBe('/posts/x?from=2024');
  });

  it('leaves names without a capture as they are', () => {
    expect(fillPlaceholders('/x/:other', { zip: '1' })).toBe('/x/:other');
  });
});

describe('firstRedirect', () => {
  const rules = [
    { from: '/old', to: '/new', status: 301 },
    { from: '/zip-code/:zip', to: '/zip/:zip', status: 301 },
    { from: '/*', to: '/catch-all', status: 302 },
  ];

  it('applies the first rule that matches, with its target filled in', () => {
    expect(firstRedirect(rules, '/old')).toEqual({ rule: rules[0], to: '/new' });
    expect(firstRedirect(rules, '/zip-code/82414')).toEqual({ rule: rules[1], to: '/zip/82414' });
    expect(firstRedirect(rules, '/zip-code/82414/')).toEqual({ rule: rules[2], to: '/catch-all' });
    expect(firstRedirect(rules.slice(0, 2), '/elsewhere')).toBeNull();
  });
});

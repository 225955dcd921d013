import { describe, expect, it } from 'vitest';
import { patternOf } from '../../../src/host/url-pattern.ts';
import { appliesOnAnyHost, firstPathRedirected, matchRedirect, parseRedirects, printRedirectLines, redirectLocation } from '../../../src/host/redirects.ts';

describe('parseRedirects', () => {
  it('reads from, to and status, defaulting to 302, and skips comments and blank lines', () => {
    const { rules, warnings } = parseRedirects('# comment\n\n/a /b\n/c   /d   301\r\n/e https://example.com/e 308\n');
    expect(warnings).toEqual([]);
    expect(rules.map((r) => [r.from, r.to, r.status, r.line])).toEqual([
      ['/a', '/b', 302, 3],
      ['/c', '/d', 301, 4],
      ['/e', 'https://example.com/e', 308, 5],
    ]);
  });

  it('rejects what Cloudflare rejects: unknown statuses, forced "!", conditions and absolute 200 rewrites', () => {
    const { rules, warnings } = parseRedirects('/a /b 404\n/a /b 301!\n/a /b 302 Country=us\n/a https://x.test/ 200\nnope /b\n/only\n');
    expect(rules).toEqual([]);
    expect(warnings).toHaveLength(6);
    expect(warnings.map((w) => w.line)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(warnings[0]?.message).toMatch(/^unsupported status "404"/);
  });

  it('marks splat and placeholder rules as dynamic', () => {
    const { rules } = parseRedirects('/a /b\n/c/* /d\n/e/:id /f/:id\n');
    expect(rules.map((r) => patternOf(r.from).dynamic)).toEqual([false, true, true]);
  });
});

describe('matchRedirect', () => {
  const { rules } = parseRedirects(
    ['/old /new 301', '/blog/:year/:slug /posts/:slug 301', '/docs/* /help/:splat 302', '/zip-code/:zip /zip/:zip 301', '/* /catch-all 302'].join('\n'),
  );

  it('matches a static path exactly', () => {
    expect(matchRedirect(rules, '/old')).toMatchObject({ to: '/new', status: 301 });
    expect(matchRedirect(rules.slice(0, 1), '/old/x')).toBeNull();
    expect(matchRedirect(rules.slice(0, 1), '/older')).toBeNull();
  });

  it('fills placeholders, which match one segment', () => {
    expect(matchRedirect(rules, '/blog/2024/frozen-pipes')).toMatchObject({ to: '/posts/frozen-pipes', status: 301 });
    expect(matchRedirect(rules, '/zip-code/82414')).toMatchObject({ to: '/zip/82414' });
    expect(matchRedirect(rules.slice(1, 2), '/blog/2024/a/b')).toBeNull();
  });

  it('passes the splat on as :splat, including slashes and the empty string', () => {
    expect(matchRedirect(rules, '/docs/a/b.html')).toMatchObject({ to: '/help/a/b.html' });
    expect(matchRedirect(rules, '/docs/')).toMatchObject({ to: '/help/' });
  });

  it('uses the first matching rule', () => {
    expect(matchRedirect(rules, '/old')?.rule.line).toBe(1);
    expect(matchRedirect(rules, '/anything-else')).toMatchObject({ to: '/catch-all', status: 302 });
  });

  it('treats regex characters in the source literally', () => {
    const { rules: dotted } = parseRedirects('/a.html /b\n');
    expect(matchRedirect(dotted, '/a.html')).not.toBeNull();
    expect(matchRedirect(dotted, '/aXhtml')).toBeNull();
  });
});

describe('redirectLocation', () => {
  it('keeps the query string unless the target has its own', () => {
    expect(redirectLocation('/b', '?x=1')).toBe('/b?x=1');
    expect(redirectLocation('/b?y=2', '?x=1')).toBe('/b?y=2');
    expect(redirectLocation('/b#top', '?x=1')).toBe('/b?x=1#top');
    expect(redirectLocation('/b', '')).toBe('/b');
  });
});

describe('printRedirectLines', () => {
  it('prints a "from to status" line per rule, which parseRedirects reads back', () => {
    const rules = [
      { from: '/old', to: '/new', status: 301 },
      { from: '/zip-code/:zip', to: '/zip/:zip', status: 301 },
    ];
    const text = printRedirectLines(rules);
    expect(text).toBe('/old /new 301\n/zip-code/:zip /zip/:zip 301\n');
    expect(parseRedirects(text).rules.map(({ from, to, status }) => ({ from, to, status }))).toEqual(rules);
  });

  it('refuses a field that would not be one token', () => {
    expect(() => printRedirectLines([{ from: '/a b', to: '/c', status: 301 }])).toThrow(/_redirects source/);
    expect(() => printRedirectLines([{ from: '/a', to: '/c\n/x /y', status: 301 }])).toThrow(/_redirects target/);
  });
});

describe('which paths a rule applies to', () => {
  const pages = new Map([
    ['/cody', 'town'],
    ['/zip-code/82414', 'zip'],
  ]);

  it('a static rule: its source only, on Cloudflare', () => {
    expect(firstPathRedirected({ from: '/cody', to: '/x', status: 301 }, pages)).toEqual({ path: '/cody', value: 'town' });
    expect(firstPathRedirected({ from: '/powell', to: '/x', status: 301 }, pages)).toBeNull();
  });

  it('a dynamic rule: the first path its pattern matches', () => {
    expect(firstPathRedirected({ from: '/zip-code/:zip', to: '/zip/:zip', status: 301 }, pages)).toEqual({ path: '/zip-code/82414', value: 'zip' });
  });

  it('on any host: Netlify drops the trailing slash before matching', () => {
    const rule = { from: '/zip-code/:zip', to: '/zip/:zip', status: 301 };
    expect(appliesOnAnyHost(rule, '/zip-code/82414/')).toBe(true);
    expect(appliesOnAnyHost(rule, '/zip/82414')).toBe(false);
  });
});

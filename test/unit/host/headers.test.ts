import { describe, expect, it } from 'vitest';
import { headersFor, parseHeaders } from '../../../src/host/headers.ts';

const text = `# security headers for every page
/*
  X-Frame-Options: DENY
  Cache-Control: public, max-age=0, must-revalidate

/assets/*
  Cache-Control: public, max-age=31536000, immutable
  X-Asset: :splat

/blog/:slug
  X-Robots-Tag: noindex
  ! X-Frame-Options

/*.xml
  Content-Type: application/xml; charset=utf-8
`;

function plain(map: ReturnType<typeof headersFor>): Record<string, string> {
  return Object.fromEntries([...map.values()].map(({ name, value }) => [name, value]));
}

describe('parseHeaders', () => {
  it('reads a pattern line followed by indented Name: value lines', () => {
    const { rules, warnings } = parseHeaders(text);
    expect(warnings).toEqual([]);
    expect(rules.map((r) => r.pattern.source)).toEqual(['/*', '/assets/*', '/blog/:slug', '/*.xml']);
    expect(rules[0]!.set).toEqual([
      ['X-Frame-Options', 'DENY'],
      ['Cache-Control', 'public, max-age=0, must-revalidate'],
    ]);
    expect(rules[2]!.remove).toEqual(['x-frame-options']);
  });

  it('warns about header lines without a pattern, lines without a colon and absolute URL patterns', () => {
    const { rules, warnings } = parseHeaders('  X-A: 1\n/a\n  nonsense\nhttps://example.com/*\n  X-B: 2\n');
    expect(rules).toHaveLength(1);
    expect(warnings.map((w) => w.line)).toEqual([1, 3, 4]);
  });
});

describe('headersFor', () => {
  const { rules } = parseHeaders(text);

  it('merges every matching block, joining repeated headers with ", "', () => {
    expect(plain(headersFor(rules, '/assets/app.js'))).toEqual({
      'X-Frame-Options': 'DENY',
      'Cache-Control': 'public, max-age=0, must-revalidate, public, max-age=31536000, immutable',
      'X-Asset': 'app.js',
    });
  });

  it('applies placeholder blocks to one segment only and honours "! Name"', () => {
    expect(plain(headersFor(rules, '/blog/frozen-pipes'))).toEqual({
      'Cache-Control': 'public, max-age=0, must-revalidate',
      'X-Robots-Tag': 'noindex',
    });
    expect(plain(headersFor(rules, '/blog/a/b'))).not.toHaveProperty('X-Robots-Tag');
  });

  it('matches splats inside a segment', () => {
    expect(plain(headersFor(rules, '/sitemap.xml'))).toHaveProperty('Content-Type', 'application/xml; charset=utf-8');
    expect(plain(headersFor(rules, '/sitemap.html'))).not.toHaveProperty('Content-Type');
  });

  it('returns nothing when no block matches', () => {
    expect(headersFor(parseHeaders('/only\n  X-A: 1\n').rules, '/other').size).toBe(0);
  });
});

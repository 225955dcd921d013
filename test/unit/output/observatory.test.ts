// The MDN HTTP Observatory's scoring, reduced to the tests whose outcome the
// headers of a static site decide (https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring).
// Start at 100, add each test's modifier; bonuses count only when the score
// without them is at least 90; 100 or more is A+. Tests that depend on the
// host or the pages rather than _headers are listed with the outcome a
// Cloudflare Pages deployment of this site gets (no cookies, no CORS
// headers, HTTP redirected to HTTPS by the host, only same-origin scripts).
import { describe, expect, it } from 'vitest';
import { printHeaders } from '../../../src/render/headers.ts';
import { headersFor, parseHeaders } from '../../../src/host/headers.ts';
import { contentFixture } from '../helpers/content-fixture.ts';

type Headers = Map<string, { name: string; value: string }>;
type Outcome = { result: string; modifier: number };

const SIX_MONTHS = 15_768_000;

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name.toLowerCase(), sources]),
  );
}

function csp(h: Headers): Outcome {
  const value = h.get('content-security-policy')?.value;
  if (!value) return { result: 'csp-not-implemented', modifier: -25 };
  const d = directives(value);
  const script = d.get('script-src') ?? d.get('default-src') ?? [];
  const style = d.get('style-src') ?? d.get('default-src') ?? [];
  if (script.includes("'unsafe-inline'") || script.includes('data:')) return { result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  if (script.includes("'unsafe-eval'")) return { result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  if (style.includes("'unsafe-inline'")) return { result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  if (d.get('default-src')?.join(' ') === "'none'") return { result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  return { result: 'csp-implemented-with-no-unsafe', modifier: 0 };
}

function hsts(h: Headers): Outcome {
  const value = h.get('strict-transport-security')?.value;
  if (!value) return { result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = Number(/max-age=(\d+)/i.exec(value)?.[1] ?? NaN);
  if (!(maxAge >= SIX_MONTHS)) return { result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
  // +5 only once the domain is actually on the preload list, which no header can prove
  return { result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 };
}

function referrer(h: Headers): Outcome {
  const value = h
    .get('referrer-policy')
    ?.value.toLowerCase()
    .split(',')
    .map((v) => v.trim())
    .at(-1);
  if (!value) return { result: 'referrer-policy-not-implemented', modifier: 0 };
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(value))
    return { result: 'referrer-policy-private', modifier: 5 };
  if (['unsafe-url', 'no-referrer-when-downgrade'].includes(value)) return { result: 'referrer-policy-unsafe', modifier: -5 };
  return { result: 'referrer-policy-no-referrer-when-downgrade', modifier: 0 };
}

function nosniff(h: Headers): Outcome {
  return h.get('x-content-type-options')?.value.toLowerCase() === 'nosniff'
    ? { result: 'x-content-type-options-nosniff', modifier: 0 }
    : { result: 'x-content-type-options-not-implemented', modifier: -5 };
}

function framing(h: Headers): Outcome {
  const ancestors = directives(h.get('content-security-policy')?.value ?? '').get('frame-ancestors');
  if (ancestors && !ancestors.includes('*')) return { result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  const xfo = h.get('x-frame-options')?.value.toLowerCase();
  if (xfo === 'deny' || xfo === 'sameorigin') return { result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  return { result: 'x-frame-options-not-implemented', modifier: -20 };
}

/** Decided by the host and the pages, not by _headers (see the comment at the top). */
const HOST_AND_PAGES: Outcome[] = [
  { result: 'cookies-not-found', modifier: 0 },
  { result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 },
  { result: 'redirection-to-https', modifier: 0 },
  { result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 },
  { result: 'corp-not-implemented', modifier: 0 },
];

function grade(h: Headers): { score: number; outcomes: Outcome[] } {
  const outcomes = [csp(h), hsts(h), referrer(h), nosniff(h), framing(h), ...HOST_AND_PAGES];
  const penalties = 100 + outcomes.filter((o) => o.modifier < 0).reduce((sum, o) => sum + o.modifier, 0);
  const bonuses = outcomes.filter((o) => o.modifier > 0).reduce((sum, o) => sum + o.modifier, 0);
  return { score: penalties >= 90 ? penalties + bonuses : penalties, outcomes };
}

function served(path: string, site = contentFixture()): Headers {
  return headersFor(parseHeaders(printHeaders(site)).rules, path);
}

describe('MDN HTTP Observatory grade of the served headers', () => {
  it('is A+ (score >= 100) on pages and hashed assets', () => {
    for (const path of ['/', '/services/drain-cleaning/', '/assets/app.3f2a.js']) {
      const { score, outcomes } = grade(served(path));
      expect(
        outcomes.filter((o) => o.modifier < 0),
        path,
      ).toEqual([]);
      expect(score, path).toBeGreaterThanOrEqual(100);
    }
  });

  it('stays A+ with each third-party analytics provider (its hosts only, no unsafe source)', () => {
    for (const analytics of [
      { provider: 'plausible', id: 'basinpeak.example' },
      { provider: 'umami', id: '6b43b895-17fb-42d5-aacc-ef0841ca34c5' },
      { provider: 'goatcounter', id: 'basinpeak' },
      { provider: 'cloudflare', id: '0123456789abcdef0123456789abcdef' },
    ] as const) {
      const content = contentFixture();
      content.site.analytics = analytics;
      const { score, outcomes } = grade(served('/', content));
      expect(
        outcomes.filter((o) => o.modifier < 0),
        analytics.provider,
      ).toEqual([]);
      expect(score, analytics.provider).toBeGreaterThanOrEqual(100);
    }
  });

  it('serves HSTS for two years with includeSubDomains and preload by default', () => {
    expect(served('/').get('strict-transport-security')?.value).toBe('max-age=63072000; includeSubDomains; preload');
  });

  it('prints the configured HSTS setting', () => {
    const content = contentFixture();
    content.site.hsts = { maxAge: 15_768_000, includeSubDomains: false, preload: false };
    const h = served('/', content);
    expect(h.get('strict-transport-security')?.value).toBe('max-age=15768000');
    expect(grade(h).score).toBeGreaterThanOrEqual(100);
  });

  it('would grade B+ (80) without HSTS', () => {
    const h = served('/');
    h.delete('strict-transport-security');
    expect(grade(h).score).toBe(80);
  });
});

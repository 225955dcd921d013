import { describe, expect, it } from 'vitest';
import { renderedDefaultSite } from '../helpers/site.ts';

// A strict Content-Security-Policy (script-src 'self'; style-src 'self') must work on every page.
describe('every rendered page works under the strict CSP', async () => {
  const { files } = await renderedDefaultSite();
  const pages = [...files].filter(([name]) => name.endsWith('.html')) as [string, string][];

  it('renders all pages', () => {
    expect(pages.length).toBeGreaterThan(70);
  });

  it('has no inline script other than JSON-LD data', () => {
    const offenders = pages.flatMap(([name, html]) =>
      [...html.matchAll(/<script\b([^>]*)>/g)]
        .map((m) => m[1])
        .filter((attrs) => !/\bsrc=/.test(attrs) && !/type="application\/ld\+json"/.test(attrs))
        .map((attrs) => `${name}: <script${attrs}>`),
    );
    expect(offenders).toEqual([]);
  });

  it('has no style attributes, <style> elements or inline event handlers', () => {
    const offenders = pages.flatMap(([name, html]) =>
      [...html.matchAll(/<[a-z][^>]*\s(style|on[a-z]+)=["'][^>]*>|<style\b/gi)].map((m) => `${name}: ${m[0].slice(0, 80)}`),
    );
    expect(offenders).toEqual([]);
  });

  it('escapes < inside JSON-LD so no data can close the script element', () => {
    for (const [, html] of pages) {
      for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
        expect(m[1]).not.toContain('<');
        expect(() => JSON.parse(m[1])).not.toThrow();
      }
    }
  });
});

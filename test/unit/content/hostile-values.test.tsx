// Property: no content value can change a generated line beyond its own value.
// Every string in the bundled content, one at a time, gets a line break and
// control characters appended (followed by a would-be extra rule). Then either
// the load-time check reports that very value (file:line:col), or _redirects,
// _headers and every sitemap print exactly as before and no page's <head>
// holds the injected characters. The test finds the fields that reach
// generated files by itself, so a new field cannot slip past the check.

import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoadedContent } from '../../../src/content/assemble.ts';
import { locateRef } from '../../../src/content/origins.ts';
import { unsafeValueProblems } from '../../../src/content/safe-values.ts';
import type { Content } from '../../../src/content/types.ts';
import { ErrorCodes } from '../../../src/errors.ts';
import { loadSite } from '../../../src/load-site.ts';
import { printHeaders } from '../../../src/render/headers.ts';
import { printRedirects } from '../../../src/render/redirects.ts';
import { printSitemap } from '../../../src/routes/sitemaps.ts';
import { buildRoutes } from '../../../src/routes/table.ts';
import type { PageRoute, Route } from '../../../src/routes/types.ts';
import { Head } from '../../../templates/layout/Head.tsx';
import { copyOfData, editFile, repoData, runCli, snapshotFolder } from '../helpers/cli.ts';
import { siteTemplates } from '../../../templates/index.ts';
import { scratchDir } from '../helpers/scratch.ts';

const DATE = '2026-01-15';
const NO_ASSETS = { styles: [], scripts: [], preloads: [] };
const JUNK = ['\n/cody /evil 200', '\r\n  Set-Cookie: a=b', '\u0000', '\u001b[2J', '\u007f', '\u0085', '\u2028'];
const BREAKING = /[\p{Cc}\u2028\u2029]/u;

type Leaf = { key: keyof Content; path: (string | number)[]; holder: Record<string | number, unknown>; field: string | number };

/**
 * The strings of the content, with the object holding each (to change it in
 * place and back): every field, every item of a top-level list (pages,
 * services, towns, …), and of a deeper list the first and last items (they
 * share their fields; two keep the run short).
 */
function stringLeaves(content: Content): Leaf[] {
  const leaves: Leaf[] = [];
  const walk = (key: keyof Content, value: unknown, at: (string | number)[]) => {
    if (value === null || typeof value !== 'object') return;
    const entries = Object.entries(value);
    const kept = Array.isArray(value) && at.length > 0 ? [...new Set([entries[0], entries.at(-1)])].filter((e) => e !== undefined) : entries;
    for (const [k, v] of kept) {
      const field = Array.isArray(value) ? Number(k) : k;
      if (typeof v === 'string') leaves.push({ key, path: [...at, field], holder: value as Record<string, unknown>, field });
      else walk(key, v, [...at, field]);
    }
  };
  for (const key of Object.keys(content) as (keyof Content)[]) walk(key, content[key], []);
  return leaves;
}

/** The printed host files and sitemaps, and one <head> per page template (JSON-LD included). */
function generated(content: Content, sample: (routes: Route[]) => PageRoute[]): { files: string; heads: string[] } {
  const routes = buildRoutes(content);
  const sitemaps = routes.filter((r) => r.type === 'sitemap').map((r) => printSitemap(r.template, content, routes, DATE));
  const heads = sample(routes).map((route) => renderToStaticMarkup(<Head route={route} content={content} assets={NO_ASSETS} />));
  return { files: [printRedirects(content, routes), printHeaders(content), ...sitemaps].join('\n---\n'), heads };
}

describe('a line break or control character in any content string', () => {
  let loaded: LoadedContent;
  let leaves: Leaf[];
  let before: { files: string; heads: string[] };
  /** One page per template, matched by path after an edit (paths may be what changed). */
  let sample: (routes: Route[]) => PageRoute[];

  beforeAll(async () => {
    loaded = await loadSite(repoData, siteTemplates);
    leaves = stringLeaves(loaded.content);
    const templates = new Set<string>();
    const paths = buildRoutes(loaded.content).flatMap((r) => (r.type === 'page' && !templates.has(r.template) && templates.add(r.template) ? [r.path] : []));
    sample = (routes) => {
      const pages = routes.filter((r) => r.type === 'page');
      return paths.map((p, i) => pages.find((r) => r.path === p) ?? pages[i]!);
    };
    before = generated(loaded.content, sample);
  }, 60_000);

  it('is either a located load error for that value, or changes no generated line', () => {
    const { content, origins } = loaded;
    expect(before.heads.some((head) => BREAKING.test(head))).toBe(false);
    expect(leaves.length).toBeGreaterThan(1000);
    const junkOf = (leaf: Leaf) => JUNK[leaves.indexOf(leaf) % JUNK.length];
    const mutate = (set: Leaf[], apply: boolean, originals: string[]) =>
      set.forEach((leaf, i) => {
        if (apply) originals[i] = leaf.holder[leaf.field] as string;
        leaf.holder[leaf.field] = apply ? `${originals[i]}${junkOf(leaf)}` : originals[i];
      });

    // 1. One value at a time: the load-time check reports it, at its own file:line:col, or nothing.
    const unreported = leaves.filter((leaf) => {
      const originals: string[] = [];
      mutate([leaf], true, originals);
      try {
        const reported = unsafeValueProblems(content, origins).filter((p) => p.code === ErrorCodes.unsafeValue);
        if (reported.length === 0) return true;
        const ref = typeof leaf.path[0] === 'number' ? origins.ref(leaf.key, leaf.path[0], ...leaf.path.slice(1)) : origins.ref(leaf.key, null, ...leaf.path);
        const expected = locateRef(ref, ErrorCodes.unsafeValue, '').location;
        expect(expected?.line).toBeGreaterThan(0);
        expect(reported.map((p) => p.location)).toEqual([expected]);
        return false;
      } finally {
        mutate([leaf], false, originals);
      }
    });
    expect(unreported.length).toBeLessThan(leaves.length);

    // 2. All the unreported values changed at once must leave every generated line as it was;
    //    when they do not, halve the set until the values that escape are found.
    const escapes = (set: Leaf[]): string[] => {
      const originals: string[] = [];
      mutate(set, true, originals);
      let problem: string | null = null;
      try {
        const after = generated(content, sample);
        if (after.files !== before.files) problem = 'changed _redirects, _headers or a sitemap';
        else if (after.heads.some((head) => BREAKING.test(head))) problem = 'reached a <head> unescaped';
      } catch (error) {
        problem = `a printer threw: ${(error as Error).message.slice(0, 100)}`;
      } finally {
        mutate(set, false, originals);
      }
      if (problem === null) return [];
      if (set.length === 1) return [`${set[0]!.key}.${set[0]!.path.join('.')}: ${problem}`];
      const half = Math.ceil(set.length / 2);
      return [...escapes(set.slice(0, half)), ...escapes(set.slice(half))];
    };
    expect(escapes(unreported)).toEqual([]);
    expect(generated(content, sample)).toEqual(before);
  }, 120_000);
});

describe('site build with a hostile URL pattern (the reported case)', () => {
  it('exits 1 at sitemap.yaml:line:col and leaves the previous output as it was', async () => {
    const data = await copyOfData();
    const out = path.join(await scratchDir('site-out'), 'dist');
    expect((await runCli('build', '--data', data, '--out', out, '--date', DATE)).code).toBe(0);
    const published = await snapshotFolder(out);
    await editFile(path.join(data, 'sitemap.yaml'), (t) => t.replace(/^townServicePattern: .*$/m, 'townServicePattern: "/{town}/{service}\\n/cody /evil 200"'));
    const result = await runCli('build', '--data', data, '--out', out, '--date', DATE);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/sitemap\.yaml:\d+:\d+: error E-UNSAFE-VALUE: townServicePattern must be a URL pattern/);
    expect(await snapshotFolder(out)).toEqual(published);
  }, 60_000);
});

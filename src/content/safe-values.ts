// Content is untrusted input. Every content value that is printed into a
// line-based host file (_redirects, _headers), a sitemap or a page's <head>
// must be one line of the characters its place allows, so it cannot add,
// remove or change any line but its own. This pass checks them at load,
// independently of the JSON Schemas, and reports each bad value where it is.

import { ErrorCodes, type ContentProblem } from '../errors.ts';
import { locateRef, type Origins } from './origins.ts';
import type { Content } from './types.ts';

/** What a value may look like, by the place it is printed. */
type Kind = 'path' | 'pattern' | 'segment' | 'url' | 'endpoint' | 'link' | 'line';

/** A field: the content key, the path of the value inside it ("*" for every item or key), its kind. */
type Field = [key: keyof Content, path: string, kind: Kind];

/**
 * Every content field that reaches _redirects, _headers, a sitemap or a
 * page's <head> (title, meta, link; JSON-LD is escaped as a whole by
 * escapeJsonLd and may hold any text).
 */
export const GENERATED_FIELDS: readonly Field[] = [
  ['site', 'siteUrl', 'url'],
  ['site', 'endpoints.scraper', 'endpoint'],
  ['site', 'endpoints.form', 'endpoint'],
  ['site', 'socialImageDir', 'path'],
  ['site', 'company', 'line'],
  ['site', 'region', 'line'],
  ['site', 'address.region', 'line'],
  ['site', 'address.country', 'line'],
  ['site', 'keywords.*', 'line'],
  ['pages', '*.path', 'path'],
  ['pages', '*.title', 'line'],
  ['pages', '*.description', 'line'],
  ['pages', '*.keywords.*', 'line'],
  ['services', '*.slug', 'segment'],
  ['services', '*.path', 'path'],
  ['services', '*.title', 'line'],
  ['services', '*.summary', 'line'],
  ['services', '*.description', 'line'],
  ['services', '*.keywords.*', 'line'],
  ['towns', '*.slug', 'segment'],
  ['towns', '*.name', 'line'],
  ['towns', '*.description', 'line'],
  ['towns', '*.heroImage', 'link'],
  ['zips', '*.zip', 'segment'],
  ['zips', '*.city', 'line'],
  ['blog', '*.slug', 'segment'],
  ['blog', '*.title', 'line'],
  ['blog', '*.excerpt', 'line'],
  ['blog', '*.publishDate', 'line'],
  ['blog', '*.keywords.*', 'line'],
  ['gallery', '*.image', 'link'],
  ['gallery', '*.title', 'line'],
  ['gallery', '*.description', 'line'],
  ['gallery', '*.location', 'line'],
  ['videos', '*.thumbnail', 'link'],
  ['videos', '*.embedUrl', 'url'],
  ['videos', '*.servicePath', 'path'],
  ['videos', '*.title', 'line'],
  ['videos', '*.description', 'line'],
  ['videos', '*.uploadDate', 'line'],
  ['notFound', 'title', 'line'],
  ['notFound', 'message', 'line'],
  ['notFound', 'defaultZip', 'segment'],
  ['notFound', 'redirects.*.to', 'path'],
  ['notFound', 'redirects.*.match', 'line'],
  ['notFound', 'movedPages.*.from', 'path'],
  ['notFound', 'movedPages.*.to', 'path'],
  ['sitemap', 'servicePattern', 'pattern'],
  ['sitemap', 'townServicePattern', 'pattern'],
  ['sitemap', 'doorServices.*', 'segment'],
  ['sitemap', 'doorServiceTowns.*', 'segment'],
  ['sitemap', 'heroTowns.*', 'segment'],
  ['sitemap', 'townTiers.*.towns.*', 'segment'],
  ['sitemap', 'priorities.*.path', 'path'],
  ['sitemap', 'priorities.*.changefreq', 'segment'],
  ['sitemap', 'townTiers.*.changefreq', 'segment'],
  ['sitemap', 'townDefault.changefreq', 'segment'],
  ['sitemap', 'defaultPriority.changefreq', 'segment'],
];

/** Characters that end or break a line, or that no generated file may hold: C0/C1 controls, DEL, U+2028/2029. */
const LINE_BREAKING = /[\p{Cc}\u2028\u2029]/u;
/** RFC 3986 path characters (unreserved, sub-delims, ":", "@", "%" escapes) and "/"; no space, quote, "<", ">", "\", "#" or "?". */
const PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;
const SEGMENT = /^[A-Za-z0-9\-._~]+$/;
const URL_CHARS = /^[\x21-\x7e]+$/;

const RULES: Record<Kind, { ok: (value: string) => boolean; expected: string }> = {
  line: { ok: (v) => !LINE_BREAKING.test(v), expected: 'one line of text without control characters' },
  path: {
    ok: (v) => PATH.test(v) && !hasDotSegment(v),
    expected: 'a path: one line starting with "/" of URL-safe characters (letters, digits, "-._~/" and the like; no spaces)',
  },
  pattern: {
    ok: (v) => RULES.path.ok(v.replace(/\{(service|town)\}/g, 'x')),
    expected: 'a URL pattern: one line starting with "/" of URL-safe characters and {service}/{town}',
  },
  segment: { ok: (v) => SEGMENT.test(v) && !/^\.\.?$/.test(v), expected: 'one URL-safe word (letters, digits, "-", "_", ".", "~")' },
  url: { ok: (v) => isUrl(v, false), expected: 'an absolute https: URL on one line, without spaces' },
  endpoint: { ok: (v) => isUrl(v, true), expected: 'an absolute https: URL on one line, without spaces (http: only for localhost)' },
  link: {
    ok: (v) => (v.startsWith('/') ? RULES.path.ok(v) : isUrl(v, false)),
    expected: 'a path starting with "/" or an absolute https: URL, on one line of URL-safe characters',
  },
};

/**
 * Located problems for every generated-file value that is not safe to print;
 * the values inside one in `passed` (a file's value that passed every check
 * before, unchanged since) are not looked at again.
 */
export function unsafeValueProblems(content: Partial<Content>, origins: Origins, passed?: WeakSet<object>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const [key, pattern, kind] of GENERATED_FIELDS) {
    const rule = RULES[kind];
    for (const { path, value } of valuesAt(content[key], pattern.split('.'), passed)) {
      if (typeof value !== 'string' || rule.ok(value)) continue;
      const ref = typeof path[0] === 'number' ? origins.ref(key, path[0], ...path.slice(1)) : origins.ref(key, null, ...path);
      const message = `${(ref?.path ?? path).join('.') || key} must be ${rule.expected}; got ${JSON.stringify(value)}`;
      problems.push(locateRef(ref, ErrorCodes.unsafeValue, message));
    }
  }
  return problems;
}

/** The values at a dotted path with "*" wildcards, with their concrete paths. */
function valuesAt(root: unknown, pattern: string[], passed?: WeakSet<object>): { path: (string | number)[]; value: unknown }[] {
  let found: { path: (string | number)[]; value: unknown }[] = [{ path: [], value: root }];
  for (const segment of pattern) {
    found = found.flatMap(({ path, value }) => {
      if (value === null || typeof value !== 'object' || passed?.has(value)) return [];
      if (segment !== '*') return segment in value ? [{ path: [...path, segment], value: (value as Record<string, unknown>)[segment] }] : [];
      const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
      return entries.map(([k, v]) => ({ path: [...path, k], value: v }));
    });
  }
  return found;
}

function isUrl(value: string, loopbackHttp: boolean): boolean {
  if (!URL_CHARS.test(value)) return false;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:') return true;
    return loopbackHttp && url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

/** "/a/../b" and "/./a" would name another path than they show. */
function hasDotSegment(path: string): boolean {
  return path.split('/').some((s) => s === '.' || s === '..');
}

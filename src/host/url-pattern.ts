// The one implementation of the URL patterns of `_redirects` and `_headers`,
// used by the _redirects printer, `site serve` / `site dev`, lint's link rules
// and the tests. It follows Cloudflare Pages' rules engine (workers-sdk,
// `generateRulesMatcher`): `*` is a splat matching any run of characters,
// slashes and the empty string included (passed on as `:splat`); `:name`
// (a letter, then letters, digits or `_`) matches one non-empty path segment;
// everything else matches itself exactly: case-sensitive, and a trailing slash
// is a different path. Netlify normalises a trailing slash away before its
// rules run (docs.netlify.com, "Redirect options", trailing slash), so a rule
// matches there wherever it matches on Cloudflare, and on more paths: the
// link checks ask `matchPattern` (both hosts redirect the path), the printer
// asks `matchesOnAnyHost` (no host may redirect a page).

import { withoutTrailingSlash } from './serving.ts';

export interface PathPattern {
  source: string;
  regex: RegExp;
  /** Capture names in order: placeholders by name, the splat as "splat". */
  names: string[];
  /** True when the pattern has a splat or a placeholder (Cloudflare's "dynamic" rule). */
  dynamic: boolean;
}

export type Host = 'cloudflare' | 'netlify';

const PLACEHOLDER = /^:([A-Za-z]\w*)/;

export function compilePattern(source: string): PathPattern {
  const names: string[] = [];
  let regex = '';
  for (let i = 0; i < source.length; ) {
    const char = source[i]!;
    if (char === '*') {
      names.push('splat');
      regex += '(.*)';
      i += 1;
      continue;
    }
    const placeholder = PLACEHOLDER.exec(source.slice(i));
    if (placeholder) {
      names.push(placeholder[1]!);
      regex += '([^/]+)';
      i += placeholder[0].length;
      continue;
    }
    regex += char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    i += 1;
  }
  return { source, regex: new RegExp(`^${regex}$`), names, dynamic: names.length > 0 };
}

const compiled = new Map<string, PathPattern>();

/** `compilePattern`, remembered per source (rules are matched against many paths). */
export function patternOf(source: string): PathPattern {
  let pattern = compiled.get(source);
  if (!pattern) {
    pattern = compilePattern(source);
    compiled.set(source, pattern);
  }
  return pattern;
}

/** The captured values by name, or null when `host` would not apply the pattern to the path. */
export function matchPattern(pattern: PathPattern, path: string, host: Host = 'cloudflare'): Record<string, string> | null {
  const [used, tested] = host === 'netlify' ? [patternOf(withoutTrailingSlash(pattern.source)), withoutTrailingSlash(path)] : [pattern, path];
  const match = used.regex.exec(tested);
  if (!match) return null;
  const params: Record<string, string> = {};
  used.names.forEach((name, index) => {
    params[name] = match[index + 1] ?? '';
  });
  return params;
}

/** Whether Cloudflare or Netlify would apply the pattern to the path. */
export function matchesOnAnyHost(pattern: PathPattern, path: string): boolean {
  return matchPattern(pattern, path, 'cloudflare') !== null || matchPattern(pattern, path, 'netlify') !== null;
}

/**
 * Replaces each captured `:name` (and `:splat`) in a target with its value,
 * as Cloudflare does: a plain text replacement per capture, in capture order.
 */
export function fillPlaceholders(target: string, params: Record<string, string>): string {
  let filled = target;
  for (const [name, value] of Object.entries(params)) filled = filled.replaceAll(`:${name}`, value);
  return filled;
}

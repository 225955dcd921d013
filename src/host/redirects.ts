// _redirects as Cloudflare Pages reads it: `from to [status]` per line,
// `#` comments, first matching rule wins, and rules apply even where a file
// exists.

import { fillPlaceholders, type Host, matchesOnAnyHost, matchPattern, patternOf } from './url-pattern.ts';
import type { ConfigWarning } from './config-warning.ts';
import { oneToken } from '../text/one-line.ts';

/** One rule of _redirects: requests for `from` go to `to` with `status` (200: served from `to` at the same URL). */
export interface Redirect {
  from: string;
  to: string;
  status: number;
}

/** The first rule `host` applies to the path, with its target filled in (first match wins on both hosts). */
export function firstRedirect<R extends Redirect>(rules: readonly R[], path: string, host: Host = 'cloudflare'): { rule: R; to: string } | null {
  for (const rule of rules) {
    const params = matchPattern(patternOf(rule.from), path, host);
    if (params) return { rule, to: fillPlaceholders(rule.to, params) };
  }
  return null;
}

/**
 * Whether Cloudflare or Netlify would apply the rule to the path: a rule
 * that applies to a page's path hides that page, since Cloudflare follows a
 * rule even where the file exists (and rejects `!`).
 */
export function appliesOnAnyHost(rule: Redirect, path: string): boolean {
  return matchesOnAnyHost(patternOf(rule.from), path);
}

/** The first of `paths` Cloudflare applies the rule to (a static rule: its source only), with the value it is keyed to. */
export function firstPathRedirected<T>(rule: Redirect, paths: ReadonlyMap<string, T>): { path: string; value: T } | null {
  const pattern = patternOf(rule.from);
  if (!pattern.dynamic) {
    const value = paths.get(rule.from);
    return value === undefined ? null : { path: rule.from, value };
  }
  for (const [path, value] of paths) if (matchPattern(pattern, path, 'cloudflare')) return { path, value };
  return null;
}

/** One rule as a line of _redirects. */
export function redirectLine(rule: Redirect): string {
  return `${rule.from} ${rule.to} ${rule.status}`;
}

/** A _redirects file of these rules; throws on a rule that would not be one line of three fields. */
export function printRedirectLines(rules: readonly Redirect[]): string {
  for (const rule of rules) {
    oneToken(rule.from, '_redirects source');
    oneToken(rule.to, '_redirects target');
    oneToken(String(rule.status), '_redirects status');
  }
  return `${rules.map(redirectLine).join('\n')}\n`;
}

export const REDIRECT_STATUSES = [200, 301, 302, 303, 307, 308] as const;

/** A rule as read from a _redirects file, with its line. */
export interface ParsedRedirect extends Redirect {
  line: number;
}

export interface ParsedRedirects {
  rules: ParsedRedirect[];
  /** Lines the host would reject, with the reason. */
  warnings: ConfigWarning[];
}

export interface RedirectMatch {
  to: string;
  status: number;
  rule: ParsedRedirect;
}

export function parseRedirects(text: string): ParsedRedirects {
  const rules: ParsedRedirect[] = [];
  const warnings: ConfigWarning[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    if (content === '' || content.startsWith('#')) return;
    const fields = content.split(/\s+/);
    if (fields.length < 2 || fields.length > 3) {
      warnings.push({ line, message: `expected "from to [status]", got "${content}"` });
      return;
    }
    const [from, to, statusText = '302'] = fields as [string, string, string?];
    const status = Number(statusText);
    if (!(REDIRECT_STATUSES as readonly number[]).includes(status)) {
      warnings.push({ line, message: `unsupported status "${statusText}"` });
      return;
    }
    if (!from.startsWith('/')) {
      warnings.push({ line, message: `source must start with "/", got "${from}"` });
      return;
    }
    if (status === 200 && !to.startsWith('/')) {
      warnings.push({ line, message: `a 200 rewrite must target a relative URL, got "${to}"` });
      return;
    }
    rules.push({ from, to, status, line });
  });
  return { rules, warnings };
}

/** The first rule that matches the path, with its target filled in. */
export function matchRedirect(rules: readonly ParsedRedirect[], pathname: string): RedirectMatch | null {
  const found = firstRedirect(rules, pathname);
  return found ? { to: found.to, status: found.rule.status, rule: found.rule } : null;
}

/** Location header value: keeps the request's query when the target has none. */
export function redirectLocation(to: string, search: string): string {
  if (!search || to.includes('?')) return to;
  const hash = to.indexOf('#');
  return hash === -1 ? to + search : to.slice(0, hash) + search + to.slice(hash);
}

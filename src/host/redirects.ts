// _redirects as Cloudflare Pages reads it: `from to [status]` per line,
// `#` comments, first matching rule wins, and rules apply even where a file
// exists.

import { fillPlaceholders, type Host, matchPattern, patternOf } from './url-pattern.ts';
import type { ConfigWarning } from './config-warning.ts';

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

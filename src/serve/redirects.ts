// _redirects as Cloudflare Pages reads it: `from to [status]` per line,
// `#` comments, first matching rule wins, and rules apply even where a file
// exists.

import { compilePattern, fillPlaceholders, matchPattern, type PathPattern } from './pattern.ts';

export const REDIRECT_STATUSES = [200, 301, 302, 303, 307, 308] as const;

export interface RedirectRule {
  from: PathPattern;
  to: string;
  status: number;
  line: number;
}

export interface ParsedRedirects {
  rules: RedirectRule[];
  /** Lines the host would reject, with the reason. */
  warnings: string[];
}

export interface RedirectMatch {
  to: string;
  status: number;
  rule: RedirectRule;
}

export function parseRedirects(text: string): ParsedRedirects {
  const rules: RedirectRule[] = [];
  const warnings: string[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    if (content === '' || content.startsWith('#')) return;
    const fields = content.split(/\s+/);
    if (fields.length < 2 || fields.length > 3) {
      warnings.push(`line ${line}: expected "from to [status]", got "${content}"`);
      return;
    }
    const [from, to, statusText = '302'] = fields as [string, string, string?];
    const status = Number(statusText);
    if (!(REDIRECT_STATUSES as readonly number[]).includes(status)) {
      warnings.push(`line ${line}: unsupported status "${statusText}"`);
      return;
    }
    if (!from.startsWith('/')) {
      warnings.push(`line ${line}: source must start with "/", got "${from}"`);
      return;
    }
    if (status === 200 && !to.startsWith('/')) {
      warnings.push(`line ${line}: a 200 rewrite must target a relative URL, got "${to}"`);
      return;
    }
    rules.push({ from: compilePattern(from), to, status, line });
  });
  return { rules, warnings };
}

/** The first rule that matches the path, with its target filled in. */
export function matchRedirect(rules: readonly RedirectRule[], pathname: string): RedirectMatch | null {
  for (const rule of rules) {
    const params = matchPattern(rule.from, pathname);
    if (params) return { to: fillPlaceholders(rule.to, params), status: rule.status, rule };
  }
  return null;
}

/** Location header value: keeps the request's query when the target has none. */
export function redirectLocation(to: string, search: string): string {
  if (!search || to.includes('?')) return to;
  const hash = to.indexOf('#');
  return hash === -1 ? to + search : to.slice(0, hash) + search + to.slice(hash);
}

// _redirects as Cloudflare Pages reads it: `from to [status]` per line,
// `#` comments, first matching rule wins, and rules apply even where a file
// exists.

import { firstRedirect, type Redirect } from '../host/url-pattern.ts';
import type { ConfigWarning } from './config-warning.ts';

export const REDIRECT_STATUSES = [200, 301, 302, 303, 307, 308] as const;

export interface RedirectRule extends Redirect {
  line: number;
}

export interface ParsedRedirects {
  rules: RedirectRule[];
  /** Lines the host would reject, with the reason. */
  warnings: ConfigWarning[];
}

export interface RedirectMatch {
  to: string;
  status: number;
  rule: RedirectRule;
}

export function parseRedirects(text: string): ParsedRedirects {
  const rules: RedirectRule[] = [];
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
export function matchRedirect(rules: readonly RedirectRule[], pathname: string): RedirectMatch | null {
  const found = firstRedirect(rules, pathname);
  return found ? { to: found.to, status: found.rule.status, rule: found.rule } : null;
}

/** Location header value: keeps the request's query when the target has none. */
export function redirectLocation(to: string, search: string): string {
  if (!search || to.includes('?')) return to;
  const hash = to.indexOf('#');
  return hash === -1 ? to + search : to.slice(0, hash) + search + to.slice(hash);
}

// _headers as Cloudflare Pages reads it: a URL pattern line, then indented
// `Name: value` lines (`! Name` removes a header set by an earlier block).
// All matching blocks apply; values of the same header are joined with ", ".

import type { ConfigWarning } from './config-warning.ts';
import { compilePattern, fillPlaceholders, matchPattern, type PathPattern } from './url-pattern.ts';

export interface HeaderRule {
  pattern: PathPattern;
  set: Array<[name: string, value: string]>;
  remove: string[];
  line: number;
}

export interface ParsedHeaders {
  rules: HeaderRule[];
  warnings: ConfigWarning[];
}

export function parseHeaders(text: string): ParsedHeaders {
  const rules: HeaderRule[] = [];
  const warnings: ConfigWarning[] = [];
  // null: no block yet; 'skip': inside a block this server cannot apply.
  let current: HeaderRule | 'skip' | null = null;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    if (content === '' || content.startsWith('#')) return;
    if (!/^\s/.test(raw)) {
      if (!content.startsWith('/')) {
        // Absolute-URL patterns (https://host/path) target other hosts.
        warnings.push({ line, message: `only path patterns are served locally, skipping "${content}"` });
        current = 'skip';
        return;
      }
      current = { pattern: compilePattern(content), set: [], remove: [], line };
      rules.push(current);
      return;
    }
    if (current === 'skip') return;
    if (!current) {
      warnings.push({ line, message: `header without a URL pattern above it` });
      return;
    }
    const rule: HeaderRule = current;
    if (content.startsWith('!')) {
      rule.remove.push(content.slice(1).trim().toLowerCase());
      return;
    }
    const colon = content.indexOf(':');
    if (colon <= 0) {
      warnings.push({ line, message: `expected "Name: value", got "${content}"` });
      return;
    }
    rule.set.push([content.slice(0, colon).trim(), content.slice(colon + 1).trim()]);
  });
  return { rules, warnings };
}

/** Headers for a path, keyed by lower-case name, from every matching block. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, { name: string; value: string }> {
  const result = new Map<string, { name: string; value: string }>();
  for (const rule of rules) {
    const params = matchPattern(rule.pattern, pathname);
    if (!params) continue;
    for (const name of rule.remove) result.delete(name);
    for (const [name, raw] of rule.set) {
      const value = fillPlaceholders(raw, params);
      const key = name.toLowerCase();
      const existing = result.get(key);
      result.set(key, existing ? { name: existing.name, value: `${existing.value}, ${value}` } : { name, value });
    }
  }
  return result;
}

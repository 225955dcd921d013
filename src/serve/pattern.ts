// URL path patterns shared by _redirects and _headers (Cloudflare Pages
// syntax): `*` is a splat that matches anything (available as `:splat`),
// `:name` is a placeholder that matches one path segment.

export interface PathPattern {
  source: string;
  regex: RegExp;
  /** Capture names in order: placeholders by name, the splat as "splat". */
  names: string[];
  /** True when the pattern has a splat or a placeholder. */
  dynamic: boolean;
}

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
    const placeholder = /^:([A-Za-z_]\w*)/.exec(source.slice(i));
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

/** The captured values by name, or null when the path does not match. */
export function matchPattern(pattern: PathPattern, path: string): Record<string, string> | null {
  const match = pattern.regex.exec(path);
  if (!match) return null;
  const params: Record<string, string> = {};
  pattern.names.forEach((name, index) => {
    params[name] = match[index + 1] ?? '';
  });
  return params;
}

/** Replaces `:name` (and `:splat`) in a target with the captured values. */
export function fillPlaceholders(target: string, params: Record<string, string>): string {
  return target.replace(/:([A-Za-z_]\w*)/g, (whole, name: string) => (name in params ? params[name]! : whole));
}

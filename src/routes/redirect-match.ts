// The not-found redirect logic, shared by the
// _redirects printer (build time) and the 404 island (browser). No node imports.

import type { RedirectRule } from '../content/types.ts';

export type RedirectMatch = { kind: 'redirect'; to: string } | { kind: 'city-not-found' } | { kind: 'invalid-zip' } | { kind: 'none' };

const NONE: RedirectMatch = { kind: 'none' };
const SERVICE_AREA = /^\/service-areas(?:\/([^/]*))?\/?$/i;
const ZIP = /^\/zip(?:\/([^/]*))?\/?$/i;

/**
 * What the not-found page does for `pathname`: the parameterised families
 * first (/service-areas/{slug}, /zip/{zip}), then the first rule whose `match`
 * is a case-insensitive substring of the path. A redirect is only returned
 * when its target is in `pages` and differs from the path itself, so a
 * redirect can never loop back to a 404.
 */
export function matchRedirect(pathname: string, rules: readonly RedirectRule[], pages: ReadonlySet<string>, defaultZip?: string): RedirectMatch {
  const path = decodePath(pathname);
  const redirect = (to: string): RedirectMatch => (to !== path && pages.has(to) ? { kind: 'redirect', to } : NONE);

  const area = SERVICE_AREA.exec(path);
  if (area) return pages.has(path) ? NONE : { kind: 'city-not-found' };

  const zip = ZIP.exec(path);
  if (zip) {
    if (!zip[1]) return { kind: 'invalid-zip' };
    return defaultZip && !pages.has(path) ? redirect(`/zip/${defaultZip}`) : NONE;
  }

  const lower = path.toLowerCase();
  const rule = rules.find((r) => lower.includes(r.match.toLowerCase()));
  return rule ? redirect(rule.to) : NONE;
}

/** The redirect target for `pathname`, or null (the shape the _redirects printer needs). */
export function redirectTarget(pathname: string, rules: readonly RedirectRule[], pages: ReadonlySet<string>, defaultZip?: string): string | null {
  const result = matchRedirect(pathname, rules, pages, defaultZip);
  return result.kind === 'redirect' ? result.to : null;
}

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

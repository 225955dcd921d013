/**
 * The path an internal URL points at, without query or fragment: root-relative
 * links and absolute links to the site's own origin. Null for external,
 * special-scheme (tel:, mailto:) or fragment-only links.
 */
export function internalPath(href: string, origin: string | null): string | null {
  let url = href.trim();
  if (origin && url.toLowerCase().startsWith(origin.toLowerCase())) url = url.slice(origin.length) || '/';
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  const path = url.replace(/[?#].*$/, '');
  return path === '' ? '/' : path;
}

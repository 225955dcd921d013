// The one way a root-relative path becomes a public URL (canonical links,
// Open Graph, JSON-LD, sitemaps), so every place names a page by the same URL.

/**
 * siteUrl + path, without a trailing slash except for the home page
 * ("https://example.com/"): the form pages are served at (`site serve` and
 * both hosts send "/x/" to "/x"). URLs that are already http(s) pass through.
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (isHttpUrl(path)) return path;
  const origin = siteUrl.replace(/\/+$/, '');
  const clean = `/${path.replace(/^\/+/, '')}`.replace(/\/+$/, '');
  return clean === '' ? `${origin}/` : `${origin}${clean}`;
}

/** True for an http(s) URL ("https://…", any case): a link that leaves the site's own paths. */
export function isHttpUrl(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

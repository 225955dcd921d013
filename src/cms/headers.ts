// The headers of /admin/*: the CMS's own Content-Security-Policy in place of
// the site's (which allows no inline style and no eval), and no indexing.
import { folderName, RESERVED } from '../host/reserved-paths.ts';

/** The folder of the output (and URL path) the CMS is published at. */
export const ADMIN_DIR = folderName(RESERVED.admin);

/**
 * What Sveltia CMS needs, and no more: its styles are injected as <style>
 * elements and attributes ('unsafe-inline' styles), an upload is held (and
 * resized, and read back when saved) as a blob: URL; signed in, it talks to
 * the GitHub API and shows the user's avatar. Its own calls to other
 * origins (a check for a newer version, GitHub's status page) are refused:
 * the version is pinned, and the status banner stays hidden.
 */
export function adminContentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "media-src 'self' blob:",
    "connect-src 'self' blob: data: https://api.github.com",
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The /admin/* block's headers: `!` drops the site-wide policy (a second policy would be enforced as well). */
export const ADMIN_HEADERS = {
  remove: ['Content-Security-Policy'],
  set: {
    'Content-Security-Policy': adminContentSecurityPolicy(),
    'X-Robots-Tag': 'noindex, nofollow',
    // the page and its configuration change with every build, and their names do not
    'Cache-Control': 'no-cache',
  },
};

/** The addresses /admin/ answers at when the site publishes it (data/site.yaml `cms:`): links to them are not broken. */
export function adminPaths(content: { site: { cms?: unknown } }): string[] {
  return content.site.cms ? [`/${ADMIN_DIR}/`, `/${ADMIN_DIR}`, `/${ADMIN_DIR}/index.html`] : [];
}

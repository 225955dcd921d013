// robots.txt, and what a site not ready for search engines changes: a build
// given lint errors (`site build --lint`, docs/launch.md) is published but
// asks not to be indexed. Every answer carries `X-Robots-Tag: noindex`
// (headers.ts), robots.txt names no sitemap, and /admin/ lists the errors.
// Crawling stays allowed: a crawler must fetch a page to read its noindex.

import type { Content } from '../content/types.ts';
import { RESERVED } from '../host/reserved-paths.ts';
import { absoluteUrl } from '../routes/absolute-url.ts';

/** The lint errors that keep the site from being indexed, one line each ("data/site.yaml:22:14 rule: message"); none: it is ready. */
export type NotReady = readonly string[];

/** The X-Robots-Tag value every answer of a site that is not ready carries. */
export const NOT_READY_ROBOTS_TAG = 'noindex';

export function printRobots(content: Content, notReady: NotReady): string {
  const rules = 'User-agent: *\nAllow: /\n';
  return notReady.length > 0 ? rules : `${rules}\nSitemap: ${absoluteUrl(content.site.siteUrl, `/${RESERVED.sitemap.file}`)}\n`;
}

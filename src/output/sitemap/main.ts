import type { Content } from '../../content/types.ts';
import type { Route } from '../../routes/types.ts';
import { absoluteUrl, document, element, priority } from './xml.ts';

/** sitemap-main.xml: every listed page, highest priority first (sort is stable). */
export function printMainSitemap(content: Content, routes: Route[], date: string): string {
  const listed = routes.flatMap((route) => (route.type === 'page' && route.sitemap ? [{ path: route.path, meta: route.sitemap }] : []));
  listed.sort((a, b) => b.meta.priority - a.meta.priority);
  const urls = listed.map(({ path, meta }) =>
    [
      '<url>',
      element('loc', absoluteUrl(content.site.siteUrl, path)),
      element('lastmod', date),
      element('changefreq', meta.changefreq),
      element('priority', priority(meta.priority)),
      '</url>',
    ].join(''),
  );
  return document('urlset', urls);
}

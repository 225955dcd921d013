import type { Content } from '../../content/types.ts';
import type { Route } from '../types.ts';
import { listablePaths } from './listable.ts';
import { element, priority } from './xml.ts';
import { absoluteUrl } from '../absolute-url.ts';

/** sitemap-main.xml: every listed page, highest priority first (sort is stable). */
export function mainEntries(content: Content, routes: Route[], date: string): string[] {
  const listable = listablePaths(routes);
  const listed = routes.flatMap((route) =>
    route.type === 'page' && route.sitemap && listable.has(route.path) ? [{ path: route.path, meta: route.sitemap }] : [],
  );
  listed.sort((a, b) => b.meta.priority - a.meta.priority);
  return listed.map(({ path, meta }) =>
    [
      '<url>',
      element('loc', absoluteUrl(content.site.siteUrl, path)),
      element('lastmod', date),
      element('changefreq', meta.changefreq),
      element('priority', priority(meta.priority)),
      '</url>',
    ].join(''),
  );
}

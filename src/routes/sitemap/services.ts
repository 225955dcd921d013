import type { Content } from '../../content/types.ts';
import type { Route } from '../types.ts';
import { listablePaths } from './listable.ts';
import { element, priority } from './xml.ts';
import { absoluteUrl } from '../absolute-url.ts';

const SERVICE_PRIORITY = 0.9;
const TOWN_SERVICE_PRIORITY = 0.8;

/**
 * The door-service URLs configured in data/sitemap.yaml, bare and
 * under each listed town. Most have no page of their own: the sitemap lists
 * only those that are pages, the _redirects printer sends the others it can to
 * a real page, and `site lint` reports the rest (links/no-page, links/redirected).
 */
export function doorServiceUrls(content: Content): { path: string; priority: number }[] {
  const { doorServices, doorServiceTowns, servicePattern, townServicePattern } = content.sitemap;
  const bare = doorServices.map((service) => ({ path: servicePattern.replaceAll('{service}', service), priority: SERVICE_PRIORITY }));
  const underTowns = doorServiceTowns.flatMap((town) =>
    doorServices.map((service) => ({
      path: townServicePattern.replaceAll('{town}', town).replaceAll('{service}', service),
      priority: TOWN_SERVICE_PRIORITY,
    })),
  );
  return [...bare, ...underTowns];
}

/** sitemap-services.xml: the configured door-service URLs that are listable pages. */
export function serviceEntries(content: Content, routes: Route[], date: string): string[] {
  const listable = listablePaths(routes);
  return doorServiceUrls(content)
    .filter((entry) => listable.has(entry.path))
    .map(
      (entry) =>
        `<url>${element('loc', absoluteUrl(content.site.siteUrl, entry.path))}${element('lastmod', date)}${element('changefreq', 'weekly')}${element('priority', priority(entry.priority))}</url>`,
    );
}

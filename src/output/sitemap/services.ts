import type { Content } from '../../content/types.ts';
import { absoluteUrl, document, element, priority } from './xml.ts';

const SERVICE_PRIORITY = 0.9;
const TOWN_SERVICE_PRIORITY = 0.8;

/**
 * The door-service URLs of spec §9, bare and under each listed town. Most have
 * no page of their own; they are listed as recorded (the _redirects printer
 * sends the ones it can to a real page).
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

/** sitemap-services.xml */
export function printServicesSitemap(content: Content, date: string): string {
  const urls = doorServiceUrls(content).map(
    (entry) =>
      `<url>${element('loc', absoluteUrl(content.site.siteUrl, entry.path))}${element('lastmod', date)}${element('changefreq', 'weekly')}${element('priority', priority(entry.priority))}</url>`,
  );
  return document('urlset', urls);
}

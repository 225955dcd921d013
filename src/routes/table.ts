import type { BlogPost, Content, PageEntry, Service, Town, TownKind, ZipProfile } from '../content/types.ts';
import { RESERVED } from '../host/reserved-paths.ts';
import { socialImage } from '../images/social-image.ts';
import { directoryPageCount, directoryPath, directoryTowns } from '../model/town-directory.ts';
import { sitemapFileNames } from './sitemap/files.ts';
import { breadcrumbs, pageRoute } from './meta.ts';
import type { PageKind, PageRoute, Route, RouteOf, SitemapRoute } from './types.ts';

/**
 * The template of every route of a kind whose pages all look alike: the
 * registry (templates/index.ts) registers it under the kind's own name, so the
 * route table names kinds, never a template.
 */
export function kindTemplate(kind: Exclude<PageKind, 'fixed' | 'town'>): string {
  return kind;
}

/** Template of every service page (its copy is data/services/*.yaml `page:`). */
export const SERVICE_TEMPLATE = kindTemplate('service');

/**
 * Template of the data/pages entry that opens the town directory: when the
 * site has more towns than one page lists, the route table adds the
 * directory's further pages after it.
 */
export const TOWN_DIRECTORY_TEMPLATE = 'service-area';

/** Template of a town's page: registered under "town-" and the town's kind (its copy is the town's `page:`). */
export function townTemplate(kind: TownKind): string {
  return `town-${kind}`;
}

/** The route table: the one list of everything the site serves. */
export function buildRoutes(content: Content): Route[] {
  const pages = [...pageRoutes(content)];
  return [...pages, ...sitemapRoutes(content, pages)];
}

/**
 * The page routes of the table, one at a time: a page that looks for a few
 * paths (the 404 page's redirect targets) need not hold every route in the
 * thread that renders it (a large site's table is large: docs/performance.md).
 */
export function* pageRoutes(content: Content): Generator<PageRoute> {
  for (const page of content.pages) {
    yield fixedPageRoute(content, page);
    if (page.template === TOWN_DIRECTORY_TEMPLATE) yield* directoryRoutes(content, page);
  }
  for (const service of content.services) yield serviceRoute(content, service);
  for (const town of content.towns) yield townRoute(content, town);
  for (const zip of content.zips) yield zipRoute(content, zip);
  for (const post of content.blog) yield postRoute(content, post);
  yield notFoundRoute(content);
}

/** Pages 2 and on of the town directory opened by `page` (none for a site whose towns fit on one). */
function* directoryRoutes(content: Content, page: PageEntry): Generator<RouteOf<'town-directory'>> {
  const count = directoryPageCount(content.towns.length);
  for (let number = 2; number <= count; number++) {
    const towns = directoryTowns(content.towns, number);
    yield pageRoute(content, {
      kind: 'town-directory',
      path: directoryPath(page.path, number),
      template: kindTemplate('town-directory'),
      title: `${page.title}: Towns, Page ${number} of ${count}`,
      description: `Towns ${content.site.company} serves, page ${number} of ${count}: ${towns[0]!.name} to ${towns.at(-1)!.name}.`,
      keywords: page.keywords ?? content.site.keywords,
      heading: `${page.heading}: Page ${number} of ${count}`,
      breadcrumbs: breadcrumbs({ label: page.breadcrumb ?? page.heading, href: page.path }, { label: `Page ${number}` }),
      props: { page, number },
    });
  }
}

function zipRoute(content: Content, zip: ZipProfile): RouteOf<'zip'> {
  return pageRoute(content, {
    path: `/zip/${zip.zip}`,
    kind: 'zip',
    template: kindTemplate('zip'),
    title: `Plumbing & Heating in ${zip.city} ${zip.zip}`,
    description: `Plumbing, heating and HVAC service for ${zip.city}, Wyoming ${zip.zip}.`,
    heading: `${zip.city}, WY ${zip.zip}`,
    breadcrumbs: breadcrumbs({ label: 'Service Areas', href: '/service-area' }, { label: zip.zip }),
    props: { zip },
  });
}

function postRoute(content: Content, post: BlogPost): RouteOf<'post'> {
  return pageRoute(content, {
    path: `/blog/${post.slug}`,
    kind: 'post',
    template: kindTemplate('post'),
    title: post.title,
    description: post.excerpt,
    keywords: post.keywords,
    heading: post.title,
    breadcrumbs: breadcrumbs({ label: 'Blog', href: '/blog' }, { label: post.title }),
    props: { post },
  });
}

function fixedPageRoute(content: Content, page: PageEntry): RouteOf<'fixed'> {
  return pageRoute(content, {
    kind: 'fixed',
    path: page.path,
    template: page.template,
    title: page.title,
    description: page.description,
    keywords: page.keywords ?? content.site.keywords,
    heading: page.heading,
    breadcrumbs: page.path === '/' ? [] : breadcrumbs({ label: page.breadcrumb ?? page.heading }),
    props: { page },
    ...(page.index === false && { index: false }),
  });
}

function serviceRoute(content: Content, service: Service): RouteOf<'service'> {
  return pageRoute(content, {
    kind: 'service',
    path: service.path,
    template: SERVICE_TEMPLATE,
    title: service.title,
    description: service.description ?? service.summary,
    keywords: service.keywords ?? content.site.keywords,
    heading: service.heading ?? service.title,
    breadcrumbs: breadcrumbs({ label: 'Services', href: '/services' }, { label: service.title }),
    props: { service },
  });
}

function townRoute(content: Content, town: Town): RouteOf<'town'> {
  return pageRoute(content, {
    kind: 'town',
    path: `/${town.slug}`,
    template: townTemplate(town.kind),
    title: `Plumbing & Heating in ${town.name}, WY`,
    description: town.description,
    heading: `${town.name}, Wyoming`,
    breadcrumbs: breadcrumbs({ label: 'Service Areas', href: '/service-area' }, { label: town.name }),
    socialImage: socialImage(content, town.name),
    props: { town },
  });
}

function notFoundRoute(content: Content): RouteOf<'not-found'> {
  const nf = content.notFound;
  return pageRoute(content, {
    kind: 'not-found',
    path: '/404',
    file: RESERVED.notFound.file,
    template: kindTemplate('not-found'),
    title: nf.title,
    description: nf.message,
    heading: nf.heading,
    breadcrumbs: [],
    props: {},
    index: false,
  });
}

/** The index under both names, and the files of each sitemap kind (how many depends on the pages: a large kind is split). */
function sitemapRoutes(content: Content, pages: PageRoute[]): SitemapRoute[] {
  const names = ['sitemap', ...sitemapFileNames(content, pages), 'sitemap-index'];
  return names.map((name) => ({ type: 'sitemap', path: `/${name}.xml`, file: `${name}.xml`, template: name }));
}

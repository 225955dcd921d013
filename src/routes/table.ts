import type { Content, PageEntry, Service, Town, TownKind } from '../content/types.ts';
import { breadcrumbs, pageRoute, socialImage } from './meta.ts';
import type { Route } from './types.ts';

/** The sitemap documents of spec §9, in the order the index lists them. */
export const SITEMAP_TYPES = ['main', 'services', 'images', 'videos', 'news'] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

/** Template of every service page (its copy is data/services/*.yaml `page:`). */
export const SERVICE_TEMPLATE = 'service';

/** Template of a town's page, by the town's kind (its copy is the town's `page:`). */
export function townTemplate(kind: TownKind): string {
  return `town-${kind}`;
}

/** The route table: the one list of everything the site serves. */
export function buildRoutes(content: Content): Route[] {
  return [
    ...content.pages.map((page) => fixedPageRoute(content, page)),
    ...content.services.map((service) => serviceRoute(content, service)),
    ...content.towns.map((town) => townRoute(content, town)),
    ...content.towns.map((town) => serviceAreaRoute(content, town)),
    ...content.zips.map((zip) =>
      pageRoute(content, {
        path: `/zip/${zip.zip}`,
        template: 'zip',
        title: `Plumbing & Heating in ${zip.city} ${zip.zip}`,
        description: `Plumbing, heating and HVAC service for ${zip.city}, Wyoming ${zip.zip}.`,
        heading: `${zip.city}, WY ${zip.zip}`,
        breadcrumbs: breadcrumbs({ label: 'Service Areas', href: '/service-area' }, { label: zip.zip }),
        props: { zip },
      }),
    ),
    ...content.blog.map((post) =>
      pageRoute(content, {
        path: `/blog/${post.slug}`,
        template: 'blog-post',
        title: post.title,
        description: post.excerpt,
        keywords: post.keywords,
        heading: post.title,
        breadcrumbs: breadcrumbs({ label: 'Blog', href: '/blog' }, { label: post.title }),
        props: { post },
      }),
    ),
    notFoundRoute(content),
    ...sitemapRoutes(content),
  ];
}

function fixedPageRoute(content: Content, page: PageEntry): Route {
  return pageRoute(content, {
    path: page.path,
    template: page.template,
    title: page.title,
    description: page.description,
    keywords: page.keywords ?? content.site.keywords,
    heading: page.heading,
    breadcrumbs: page.path === '/' ? [] : breadcrumbs({ label: page.breadcrumb ?? page.heading }),
    props: { page },
  });
}

function serviceRoute(content: Content, service: Service): Route {
  return pageRoute(content, {
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

function townRoute(content: Content, town: Town): Route {
  return pageRoute(content, {
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

/** /service-areas/{slug}: the generic city page; its canonical URL is the town page. */
function serviceAreaRoute(content: Content, town: Town): Route {
  return pageRoute(content, {
    path: `/service-areas/${town.slug}`,
    template: 'service-area-city',
    title: `${town.name} Service Area`,
    description: town.description,
    heading: `${town.name} Service Area`,
    canonical: `/${town.slug}`,
    index: false,
    breadcrumbs: breadcrumbs({ label: 'Service Areas', href: '/service-area' }, { label: town.name }),
    socialImage: socialImage(content, town.name),
    props: { town },
  });
}

function notFoundRoute(content: Content): Route {
  const nf = content.notFound;
  return { ...pageRoute(content, { path: '/404', template: 'not-found', title: nf.title, description: nf.message, heading: nf.heading, breadcrumbs: [], props: {}, index: false }), file: '404.html' };
}

function sitemapRoutes(content: Content): Route[] {
  const names = ['sitemap', ...SITEMAP_TYPES.map((t) => `sitemap-${t}`), 'sitemap-index'];
  return names.map((name) => ({
    ...pageRoute(content, { path: `/${name}.xml`, template: name, title: name, description: '', heading: '', breadcrumbs: [], props: {}, index: false }),
    type: 'sitemap' as const,
    file: `${name}.xml`,
  }));
}

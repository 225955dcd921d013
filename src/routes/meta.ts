import type { Content } from '../content/types.ts';
import { fileFor } from '../host/output-paths.ts';
import { memoByObject } from '../memo-by-object.ts';
import { socialImage } from '../images/social-image.ts';
import type { Crumb, PageBody, PageFields, SitemapEntryMeta } from './types.ts';

const HOME: Crumb = { label: 'Home', href: '/' };

export function breadcrumbs(...trail: Crumb[]): Crumb[] {
  return [HOME, ...trail];
}

/** Priority and change frequency of a path in sitemap-main.xml. */
export function sitemapMeta(content: Content, path: string): SitemapEntryMeta {
  const config = content.sitemap;
  const fixed = config.priorities.find((p) => p.path === path);
  if (fixed) return { priority: fixed.priority, changefreq: fixed.changefreq };
  const slug = path.slice(1);
  if (townSlugs(content).has(slug)) {
    const tier = config.townTiers.find((t) => t.towns.includes(slug));
    return tier ? { priority: tier.priority, changefreq: tier.changefreq } : config.townDefault;
  }
  const doorService = config.doorServices.some((s) => config.servicePattern.replace('{service}', s) === path);
  if (doorService) return { priority: 0.9, changefreq: 'weekly' };
  return config.defaultPriority;
}

const townSlugs = memoByObject((content: Content): ReadonlySet<string> => new Set(content.towns.map((t) => t.slug)));

type Defaulted = 'file' | 'keywords' | 'canonical' | 'socialImage' | 'sitemap' | 'index';
type PageInit = Omit<PageFields, Defaulted | 'type'> & Partial<Pick<PageFields, Defaulted>>;

/** Fills the fields every page route derives the same way; what `init` gives wins. */
export function pageRoute<B extends PageBody>(content: Content, init: PageInit & B): PageFields & B {
  return Object.assign(derivedFields(content, init), init);
}

/** Each default is worked out only when `init` does not give its field (a town's page gives its own social image). */
function derivedFields(content: Content, init: PageInit): PageFields {
  const index = init.index ?? true;
  return {
    type: 'page',
    file: init.file ?? fileFor(init.path),
    keywords: content.site.keywords,
    canonical: init.path,
    socialImage: init.socialImage ?? socialImage(content, 'big-horn-basin'),
    sitemap: init.sitemap !== undefined ? init.sitemap : index ? sitemapMeta(content, init.path) : null,
    ...init,
    index,
  };
}

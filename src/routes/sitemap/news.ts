import type { Content } from '../../content/types.ts';
import type { Route } from '../types.ts';
import { listablePaths } from './listable.ts';
import { element } from './xml.ts';
import { absoluteUrl } from '../absolute-url.ts';

/** sitemap-news.xml: every blog post at /blog/{slug} (children in the order of Google's news 0.9 XSD). */
export function newsEntries(content: Content, routes: Route[]): string[] {
  const { siteUrl, company } = content.site;
  const listable = listablePaths(routes);
  return content.blog
    .filter((post) => listable.has(`/blog/${post.slug}`))
    .map((post) =>
      [
        '<url>',
        element('loc', absoluteUrl(siteUrl, `/blog/${post.slug}`)),
        '<news:news>',
        `<news:publication>${element('news:name', company)}${element('news:language', 'en')}</news:publication>`,
        element('news:publication_date', post.publishDate),
        element('news:title', post.title),
        element('news:keywords', post.keywords.join(', ')),
        '</news:news>',
        '</url>',
      ].join(''),
    );
}

import type { Content } from '../../content/types.ts';
import { absoluteUrl, document, element } from './xml.ts';

/** sitemap-news.xml: every blog post at /blog/{slug}. */
export function printNewsSitemap(content: Content): string {
  const { siteUrl, company } = content.site;
  const urls = content.blog.map((post) =>
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
  return document('urlset', urls, ['news']);
}

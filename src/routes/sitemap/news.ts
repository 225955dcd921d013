import type { BlogPost, Content } from '../../content/types.ts';
import { addDays } from '../../text/calendar-day.ts';
import type { Route } from '../types.ts';
import { listablePaths } from './listable.ts';
import { element } from './xml.ts';
import { absoluteUrl } from '../absolute-url.ts';

/** Days before the build date a post stays news: Google News reads articles of the last two days. */
export const NEWS_DAYS = 2;

/**
 * The posts that are news on the content's build date: published on it or in
 * the two days before. None without a build date (content straight from the
 * data folder has no "today").
 */
export function newsPosts(content: Content): BlogPost[] {
  const { date } = content;
  if (date === undefined) return [];
  const first = addDays(date, -NEWS_DAYS);
  return content.blog.filter((post) => post.publishDate >= first && post.publishDate <= date);
}

/**
 * sitemap-news.xml: the blog posts at /blog/{slug} that are news on the build
 * date (children in the order of Google's news 0.9 XSD); with none, the route
 * table has no news sitemap (a <urlset> needs one <url>). Every post stays in
 * the main sitemap.
 */
export function newsEntries(content: Content, routes: Route[]): string[] {
  const { siteUrl, company } = content.site;
  const listable = listablePaths(routes);
  return newsPosts(content)
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

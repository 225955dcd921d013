import type { PageProps } from '../../../src/render/templates.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { blogCopy } from './copy.ts';
import { formatDate } from './format.ts';
import { PageHero } from '../../blocks/PageHero.tsx';
import { SectionFrame } from '../../blocks/Section.tsx';

/** /blog: one card per post of data/blog.yaml, each linking to /blog/{slug}. */
export function BlogIndex({ route, content }: PageProps<RouteOf<'fixed'>>) {
  const copy = blogCopy.parse(route.props.page.content);
  return (
    <>
      <PageHero className="blog-hero" heading={route.heading} lead={copy.intro} />
      <SectionFrame id="blog-list" className="section--alt">
        <h2 id="blog-list" className="visually-hidden">
          {copy.listHeading}
        </h2>
        <ul className="grid grid-2 list-plain blog-cards">
          {content.blog.map((post) => (
            <li key={post.slug} className="card card--link blog-card">
              <article aria-labelledby={`post-${post.slug}`}>
                <p className="blog-card__category">{post.category}</p>
                <h3 id={`post-${post.slug}`} className="blog-card__title">
                  <a href={`/blog/${post.slug}`}>{post.title}</a>
                </h3>
                <p>{post.excerpt}</p>
                <p className="blog-card__meta">
                  {copy.byLabel} {post.author} · <time dateTime={post.publishDate}>{formatDate(post.publishDate)}</time>
                </p>
              </article>
            </li>
          ))}
        </ul>
      </SectionFrame>
    </>
  );
}

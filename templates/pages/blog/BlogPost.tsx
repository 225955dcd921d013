import type { ReactNode } from 'react';
import type { BlogPost as Post, Content } from '../../../src/content/types.ts';
import type { ArticleNode } from '../../../src/render/structured-data-types.ts';
import type { RouteOf } from '../../../src/routes/types.ts';
import { ItemList } from '../../blocks/ItemList.tsx';
import { JsonLdScript } from '../../blocks/JsonLdScript.tsx';
import { pageCopy } from '../../blocks/page-copy.ts';
import type { PageProps } from '../../../src/render/templates.ts';
import { blogCopy } from './copy.ts';
import { formatDate } from './format.ts';
import { CallOrEstimate } from '../../blocks/CallOrEstimate.tsx';
import { absoluteUrl } from '../../../src/routes/absolute-url.ts';

/** /blog/{slug}: the full article (route.props.post) with Article JSON-LD. */
export function BlogPost({ route, content }: PageProps<RouteOf<'post'>>) {
  const { post } = route.props;
  const blog = pageCopy(content, 'blog', blogCopy);
  const copy = blog.post;
  const { site } = content;
  return (
    <article className="section blog-post">
      <div className="container blog-post__container">
        <header className="blog-post__header">
          <p className="blog-post__category">{post.category}</p>
          <h1>{route.heading}</h1>
          <p className="blog-post__meta">
            {blog.byLabel} {post.author} · <time dateTime={post.publishDate}>{formatDate(post.publishDate)}</time>
          </p>
          <p className="lead">{post.excerpt}</p>
        </header>
        <div className="blog-post__body">
          {(post.body ?? []).map((section, i) => (
            // Only a body part with a heading is a <section>; a lead-in without one is a plain block.
            <BodyPart key={section.heading ?? i} heading={section.heading}>
              {section.heading && <h2>{section.heading}</h2>}
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {section.list && <ItemList ordered={section.ordered} items={section.list} />}
            </BodyPart>
          ))}
        </div>
        <aside className="card blog-post__cta" aria-labelledby="blog-post-cta">
          <h2 id="blog-post-cta">{copy.ctaHeading}</h2>
          <p>{copy.ctaText}</p>
          <CallOrEstimate site={site} callLabel={copy.callLabel} estimateLabel={copy.estimateLabel} />
        </aside>
        <p>
          <a href="/blog">
            <span aria-hidden="true">← </span>
            {copy.backLabel}
          </a>
        </p>
      </div>
      <JsonLdScript data={article(post, route, content)} />
    </article>
  );
}

function article(post: Post, route: RouteOf<'post'>, content: Content): ArticleNode {
  const { site } = content;
  const url = absoluteUrl(site.siteUrl, route.canonical);
  const words = (post.body ?? [])
    .flatMap((s) => [...s.paragraphs, ...(s.list ?? [])])
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishDate,
    dateModified: post.publishDate,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: site.company, url: absoluteUrl(site.siteUrl, '/') },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    image: absoluteUrl(site.siteUrl, route.socialImage),
    articleSection: post.category,
    keywords: post.keywords.join(', '),
    inLanguage: 'en-US',
    wordCount: words > 0 ? words : undefined,
  };
}

/** A part of the article body: a <section> when it has a heading, else a <div> (a headingless section is a Nu warning). */
function BodyPart({ heading, children }: { heading?: string; children: ReactNode }) {
  return heading ? <section>{children}</section> : <div>{children}</div>;
}

import { z } from 'zod';
import { entry, isoDate, slug, text } from './common.ts';

export const blogSection = z
  .strictObject({
    heading: text.describe('Section heading (h2).').optional(),
    paragraphs: z.array(text.describe('One paragraph.')).min(1).describe('Paragraphs.'),
    list: z.array(text.describe('One item.')).describe('Bulleted list after the paragraphs.').optional(),
    ordered: z.boolean().describe('Number the list (steps) instead of bullets.').optional(),
  })
  .describe('One section of the article.');

export const blogPost = z
  .strictObject({
    slug: slug.describe('Post slug.'),
    title: text.describe('Post title.'),
    excerpt: text.describe('Card excerpt.'),
    author: text.describe('Author name.'),
    publishDate: isoDate,
    category: text.describe('Post category.'),
    keywords: z.array(entry).min(1).describe('News-sitemap keywords.'),
    body: z
      .array(blogSection)
      .describe('The article, as sections (optional): an optional heading, paragraphs, and an optional bulleted or numbered list after the paragraphs.')
      .optional(),
  })
  .describe('BlogPost');

/** data/blog.yaml */
export const blog = z.array(blogPost).describe('Blog posts for /blog and the news sitemap.');

import { z } from 'zod';
import { metaDescription, metaKeywords, rootPath, slug, text } from './common.ts';

/** data/pages/*.yaml: a fixed page, a route with its own copy file. */
export const page = z
  .strictObject({
    path: rootPath.describe('Route path.'),
    template: slug.describe('Page template id.'),
    title: text.describe('Page title without the company suffix (the engine appends " | {company}").'),
    description: metaDescription,
    heading: text.describe('Page H1.'),
    keywords: metaKeywords.optional(),
    breadcrumb: text.describe('Breadcrumb label.').optional(),
    index: z
      .boolean()
      .meta({ default: true })
      .describe('false: a page for a link handed out (like /review), not for search: robots noindex, left out of the sitemap.')
      .optional(),
    content: z.record(z.string(), z.unknown()).describe('Page copy; its shape belongs to the template.').optional(),
  })
  .describe('PageEntry');

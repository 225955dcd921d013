import { z } from 'zod';
import { metaDescription, metaKeywords, slug, text } from './common.ts';

/** data/services/*.yaml: one service page. */
export const service = z
  .strictObject({
    slug: slug.describe('URL slug; equals the file name.'),
    path: z
      .string()
      .regex(/^\/services\/[a-z0-9]+(-[a-z0-9]+)*$/)
      .describe('Route, "/services/<slug>".'),
    order: z.int().min(0).describe('Sort order among services (ascending).'),
    title: text.describe('Service name (page title without company suffix; card title).'),
    heading: text.describe('Page H1; defaults to title.').optional(),
    category: z.enum(['emergency', 'installation', 'commercial', 'repair']).describe('Related-services category.'),
    summary: text.describe('One- or two-sentence summary used on cards.'),
    description: metaDescription.optional(),
    keywords: metaKeywords.optional(),
    page: z.record(z.string(), z.unknown()).describe('Page-specific copy; its shape belongs to the page template.').optional(),
  })
  .describe('Service');

import { z } from 'zod';

/** Copy of /blog and of every /blog/{slug} page (data/pages/blog.yaml `content`). */
export const blogCopy = z
  .object({
    intro: z.string().min(1),
    listHeading: z.string().min(1),
    byLabel: z.string().min(1),
    readMore: z.string().min(1),
    post: z
      .object({
        backLabel: z.string().min(1),
        ctaHeading: z.string().min(1),
        ctaText: z.string().min(1),
        callLabel: z.string().min(1),
        estimateLabel: z.string().min(1),
      })
      .strict(),
  })
  .strict();


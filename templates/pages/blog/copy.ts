import { z } from 'zod';
import { callOrEstimateCopy } from '../../blocks/copy-parts.ts';

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
        ...callOrEstimateCopy,
      })
      .strict(),
  })
  .strict();

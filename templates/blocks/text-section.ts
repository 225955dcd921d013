import { z } from 'zod';

/** A prose section of page copy: heading, paragraphs, optional list. {email} and phone tokens become links. */
export const textSection = z
  .object({
    heading: z.string().min(1),
    paragraphs: z.array(z.string().min(1)).min(1),
    list: z.array(z.string().min(1)).optional(),
    ordered: z.boolean().optional(),
  })
  .strict();
export type TextSection = z.infer<typeof textSection>;

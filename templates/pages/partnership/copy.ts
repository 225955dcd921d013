import { z } from 'zod';

/** Copy of /partnership (data/pages/partnership.yaml `content`): title and intro, door wording. */
export const partnershipCopy = z
  .object({
    intro: z.array(z.string().min(1)).min(1),
    callLabel: z.string().min(1),
  })
  .strict();

import { z } from 'zod';
import { textSection } from '../../blocks/text-section.ts';

/** Copy of /privacy-policy (data/pages/privacy-policy.yaml `content`). */
export const privacyCopy = z
  .object({
    updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    updatedLabel: z.string().min(1),
    intro: z.string().min(1),
    sections: z.array(textSection).min(1),
  })
  .strict();

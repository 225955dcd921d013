import { z } from 'zod';
import { textSection } from '../../blocks/text-section.ts';

/** Copy of /guarantee (data/pages/guarantee.yaml `content`): door wording. */
export const guaranteeCopy = z
  .object({
    intro: z.string().min(1),
    sections: z.array(textSection).min(1),
    callLabel: z.string().min(1),
    emailLabel: z.string().min(1),
  })
  .strict();

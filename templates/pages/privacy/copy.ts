import { z } from 'zod';
import { isoDate } from '../../../src/content/schema/common.ts';
import { textSection } from '../../blocks/text-section.ts';

/** Copy of /privacy-policy (data/pages/privacy-policy.yaml `content`). */
export const privacyCopy = z
  .object({
    updated: isoDate,
    updatedLabel: z.string().min(1),
    intro: z.string().min(1),
    sections: z.array(textSection).min(1),
  })
  .strict();

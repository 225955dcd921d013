import { z } from 'zod';
import { callOrEstimateCopy } from '../../blocks/copy-parts.ts';

/** Copy of /videos (data/pages/videos.yaml `content`); the videos come from data/videos.yaml. */
export const videosCopy = z
  .object({
    intro: z.string().min(1),
    durationLabel: z.string().min(1),
    viewsLabel: z.string().min(1),
    uploadedLabel: z.string().min(1),
    relatedLabel: z.string().min(1),
    ...callOrEstimateCopy,
  })
  .strict();

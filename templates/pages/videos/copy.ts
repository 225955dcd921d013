import { z } from 'zod';

/** Copy of /videos (data/pages/videos.yaml `content`); the videos come from data/videos.yaml. */
export const videosCopy = z
  .object({
    intro: z.string().min(1),
    durationLabel: z.string().min(1),
    viewsLabel: z.string().min(1),
    uploadedLabel: z.string().min(1),
    relatedLabel: z.string().min(1),
    ctaHeading: z.string().min(1),
    ctaText: z.string().min(1),
    callLabel: z.string().min(1),
    estimateLabel: z.string().min(1),
  })
  .strict();

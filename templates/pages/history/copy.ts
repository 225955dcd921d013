import { z } from 'zod';

/** Copy of /history (data/pages/history.yaml `content`); the timeline comes from data/history.yaml. */
export const historyCopy = z
  .object({
    intro: z.string().min(1),
    highlightsLabel: z.string().min(1),
    closing: z.string().min(1),
    ctaLabel: z.string().min(1),
  })
  .strict();

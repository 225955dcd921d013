import { z } from 'zod';
import { card, ctaBand, pageIntroCopy, stat } from '../../blocks/copy-parts.ts';

const text = z.string().min(1);

/** data/pages/big-horn-county.yaml `content` (door wording). */
export const countyCopy = z
  .object({
    ...pageIntroCopy,
    statsHeading: text,
    stats: z.array(stat).min(1),
    zipsHeading: text,
    zips: z.array(z.string().regex(/^\d{5}$/)).min(1),
    areasHeading: text,
    areasIntro: text,
    labels: z.object({ distance: text, population: text, zip: text }).strict(),
    areas: z
      .array(
        z
          .object({
            name: text,
            slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
            distance: text,
            population: text,
            zipCode: z.string().regex(/^\d{5}$/),
            badge: text.optional(),
          })
          .strict(),
      )
      .min(1),
    servicesHeading: text,
    services: z.array(card).min(1),
    cta: ctaBand,
  })
  .strict();

import { z } from 'zod';
import { card, ctaBand, pageIntroCopy } from '../../blocks/copy-parts.ts';

const text = z.string().min(1);

/** data/pages/garage-door-repair-near-me.yaml `content` (door wording). */
export const nearMeCopy = z
  .object({
    ...pageIntroCopy,
    locator: z
      .object({
        heading: text,
        text,
        button: text,
        pending: text,
        grantedHeading: text,
        denied: text,
        fallbackHeading: text,
        /** "{miles}" is replaced by the rounded distance. */
        miles: text,
        /** "{minutes}" is replaced by the rounded travel time. */
        minutes: text,
        distanceLabel: text,
        timeLabel: text,
      })
      .strict(),
    baseCities: z.array(z.object({ name: text, slug: text, lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).strict()).min(1),
    fallback: z.array(z.object({ name: text, slug: text, miles: z.number().nonnegative(), minutes: z.number().nonnegative() }).strict()).min(1),
    servicesHeading: text,
    services: z.array(card).min(1),
    cta: ctaBand,
  })
  .strict();

import { z } from 'zod';
import { action } from '../../blocks/copy-parts.ts';

const nonEmpty = z.string().min(1);

/** Wording of the gallery cards and filters, shared by /gallery and the home "Our Recent Work" section. */
export const galleryLabels = z
  .object({
    filterGroup: nonEmpty,
    filters: z.object({ all: nonEmpty, residential: nonEmpty, commercial: nonEmpty, installation: nonEmpty, repair: nonEmpty }).strict(),
    count: nonEmpty,
    emptyTitle: nonEmpty,
    emptyText: nonEmpty,
    categories: z.object({ residential: nonEmpty, commercial: nonEmpty }).strict(),
    badges: z.object({ installation: nonEmpty, repair: nonEmpty }).strict(),
    viewDetails: nonEmpty,
    location: nonEmpty,
  })
  .strict();

export const galleryCopy = z
  .object({
    intro: nonEmpty,
    labels: galleryLabels,
    cta: z.object({ heading: nonEmpty, text: nonEmpty, actions: z.array(action) }).strict(),
  })
  .strict();

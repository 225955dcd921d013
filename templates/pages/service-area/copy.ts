import { z } from 'zod';
import { townPagesCopy } from '../towns/copy.ts';

const link = z.object({ label: z.string().min(1), path: z.string().startsWith('/') }).strict();

/** data/pages/service-area.yaml `content`. */
export const serviceAreaCopy = z
  .object({
    intro: z.string().min(1),
    highlightsHeading: z.string().min(1),
    highlights: z.array(z.object({ value: z.string().min(1), label: z.string().min(1), text: z.string().min(1) }).strict()).min(1),
    linksText: z.string().min(1),
    links: z.array(link).min(1),
    map: z
      .object({
        heading: z.string().min(1),
        instructions: z.string().min(1),
        image: z
          .object({ src: z.string().startsWith('/'), width: z.number().int().positive(), height: z.number().int().positive(), alt: z.string().min(1) })
          .strict(),
        moreLabel: z.string().min(1),
        pinsLabel: z.string().min(1),
        /** "{count}" is replaced by the number of towns. */
        gridHeading: z.string().min(1),
        mapsLabel: z.string().min(1),
        newTab: z.string().min(1),
      })
      .strict(),
    /** The pagination of a town directory longer than one page (model/town-directory.ts). */
    directory: z
      .object({
        navLabel: z.string().min(1),
        previous: z.string().min(1),
        next: z.string().min(1),
        /** "{number}" and "{count}" are replaced by the page's number and the number of pages. */
        pageOf: z.string().min(1),
      })
      .strict(),
    cta: z.object({ heading: z.string().min(1), text: z.string().min(1), emergency: link, schedule: link }).strict(),
    townPages: townPagesCopy,
  })
  .strict();
export type ServiceAreaCopy = z.infer<typeof serviceAreaCopy>;

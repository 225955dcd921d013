import { z } from 'zod';
import { action } from '../../blocks/copy-parts.ts';
import type { Content } from '../../../src/content/types.ts';

const text = z.string().min(1);

/** data/pages/zip-index.yaml `content`: the /zip page and the /zip/{zip} profile labels. */
export const zipCopy = z
  .object({
    listHeading: text,
    listIntro: text,
    profile: z
      .object({
        /** "{zip}" is replaced by the ZIP code. */
        eyebrow: text,
        /** "{neighborhood}", "{city}" and the site tokens are filled in. */
        intro: text,
        heading: text,
        city: text,
        neighborhood: text,
        population: text,
        averageIncome: text,
        housingUnits: text,
        businessCount: text,
        townLink: text,
        actions: z.array(action),
      })
      .strict(),
  })
  .strict();
export type ZipCopy = z.infer<typeof zipCopy>;

export function zipPageCopy(content: Content): ZipCopy {
  return zipCopy.parse(content.pages.find((p) => p.template === 'zip-index')?.content);
}

import { z } from 'zod';
import { action, card, icon, sectionHeading, step } from '../../blocks/copy-parts.ts';

const text = z.string().min(1);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const servicesIndexCopy = z
  .object({
    intro: text,
    categories: sectionHeading
      .extend({ groups: z.array(z.object({ title: text, description: text, icon, services: z.array(slug).min(1) }).strict()).length(4) })
      .strict(),
    services: sectionHeading.extend({ linkLabel: text, items: z.array(slug).length(6) }).strict(),
    whyChoose: sectionHeading.extend({ cards: z.array(card).min(1) }).strict(),
    process: sectionHeading.extend({ steps: z.array(step).length(4) }).strict(),
    emergency: z.object({ heading: text, intro: text, items: z.array(text).min(1), actions: z.array(action).min(1) }).strict(),
    /** Labels of the related-services block on every service page. */
    related: z.object({ heading: text, linkLabel: text }).strict(),
  })
  .strict();

import { z } from 'zod';
import { action, card, icon, step } from '../../blocks/copy-parts.ts';

const text = z.string().min(1);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const servicesIndexCopy = z
  .object({
    intro: text,
    categories: z
      .object({
        heading: text,
        intro: text.optional(),
        groups: z.array(z.object({ title: text, description: text, icon, services: z.array(slug).min(1) }).strict()).length(4),
      })
      .strict(),
    services: z.object({ heading: text, intro: text.optional(), linkLabel: text, items: z.array(slug).length(6) }).strict(),
    whyChoose: z.object({ heading: text, intro: text.optional(), cards: z.array(card).min(1) }).strict(),
    process: z.object({ heading: text, intro: text.optional(), steps: z.array(step).length(4) }).strict(),
    emergency: z.object({ heading: text, intro: text, items: z.array(text).min(1), actions: z.array(action).min(1) }).strict(),
    /** Labels of the related-services block on every service page. */
    related: z.object({ heading: text, linkLabel: text }).strict(),
  })
  .strict();

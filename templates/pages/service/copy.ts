import { z } from 'zod';
import { action, card, faq, stat, step } from '../../blocks/copy-parts.ts';

const text = z.string().min(1);
const base = { heading: text, intro: text.optional() };

// A service page is a hero (badge, lead, actions) followed by typed sections.
const sections = [
  z.object({ type: z.literal('text'), ...base, paragraphs: z.array(text).min(1) }).strict(),
  z.object({ type: z.literal('checklist'), ...base, items: z.array(text).min(1), card: z.boolean().optional() }).strict(),
  z
    .object({ type: z.literal('cards'), ...base, cards: z.array(card).min(1), columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).optional() })
    .strict(),
  z.object({ type: z.literal('steps'), ...base, steps: z.array(step).min(1) }).strict(),
  z.object({ type: z.literal('faq'), heading: text, group: text.optional(), items: z.array(faq).min(1).optional() }).strict(),
  z
    .object({
      type: z.literal('links'),
      ...base,
      links: z.array(z.object({ label: text, href: text, description: text.optional() }).strict()).min(1),
      card: z.boolean().optional(),
    })
    .strict(),
  z.object({ type: z.literal('badges'), ...base, items: z.array(text).min(1) }).strict(),
  z
    .object({
      type: z.literal('urgent'),
      ...base,
      urgencyLabel: text,
      responseLabel: text,
      linkLabel: text,
      services: z.array(z.object({ title: text, description: text, href: text, urgency: z.enum(['Critical', 'High']), responseTime: text }).strict()).min(1),
    })
    .strict(),
  z
    .object({
      type: z.literal('tiers'),
      ...base,
      tiers: z.array(z.object({ name: text, response: text, towns: z.array(text).min(1) }).strict()).min(1),
      note: text.optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('programs'),
      ...base,
      programs: z.array(z.object({ name: text, frequency: text, description: text, features: z.array(text).min(1) }).strict()).min(1),
    })
    .strict(),
  z.object({ type: z.literal('stats'), ...base, stats: z.array(stat).min(1) }).strict(),
  z.object({ type: z.literal('compare'), ...base, columns: z.array(z.object({ title: text, items: z.array(text).min(1) }).strict()).min(2) }).strict(),
  z.object({ type: z.literal('notice'), heading: text, paragraphs: z.array(text).min(1) }).strict(),
  z.object({ type: z.literal('cta'), heading: text, text: text, actions: z.array(action).min(1) }).strict(),
] as const;

export const serviceSection = z.discriminatedUnion('type', sections);
export type ServiceSection = z.infer<typeof serviceSection>;

export const serviceCopy = z
  .object({
    badge: text.optional(),
    lead: text,
    actions: z.array(action),
    sections: z.array(serviceSection),
  })
  .strict()
  .optional();

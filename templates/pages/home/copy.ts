import { z } from 'zod';
import { action, card, sectionHeading as heading, stat, step } from '../../blocks/copy-parts.ts';
import type { CopyImage } from '../../../src/images/references.ts';

const text = z.string().min(1);

export const homeCopy = z
  .object({
    hero: z
      .object({
        eyebrow: text,
        lead: text,
        actions: z.array(action).min(1),
        trustCards: z.array(card).length(3),
        estimateCard: z.object({ heading: text, text: text, points: z.array(text), action }).strict(),
      })
      .strict(),
    brands: heading.extend({ items: z.array(z.object({ name: text, url: z.url() }).strict()).length(6) }).strict(),
    intro: heading.extend({ paragraphs: z.array(text).min(1), stats: z.array(stat).min(1) }).strict(),
    process: heading.extend({ steps: z.array(step).length(3) }).strict(),
    brandCards: heading.extend({ cards: z.array(card).min(1) }).strict(),
    weather: heading.extend({ range: text, rangeLabel: text, cards: z.array(card).min(1) }).strict(),
    highlights: heading.extend({ items: z.array(text).min(1), link: action }).strict(),
    services: heading
      .extend({
        cards: z
          .array(
            z
              .object({ title: text, description: text, image: text, features: z.array(text).length(4), link: z.object({ label: text, href: text }).strict() })
              .strict(),
          )
          .length(3),
      })
      .strict(),
    emergency: heading.extend({ text: text, actions: z.array(action).min(1) }).strict(),
    finalCta: heading.extend({ text: text, actions: z.array(action).min(1) }).strict(),
    gallery: heading.extend({ intro: text, linkLabel: text }).strict(),
    whyChoose: heading.extend({ benefits: z.array(card).length(6) }).strict(),
    ready: heading.extend({ text: text, actions: z.array(action).min(1) }).strict(),
  })
  .strict();

/** The home page's service-card photos: each sits next to its own title, so decorative (alt=""). */
export function homeImages(copy: unknown): CopyImage[] {
  const cards = (copy as { services?: { cards?: { image?: unknown }[] } } | undefined)?.services?.cards;
  if (!Array.isArray(cards)) return [];
  return cards.flatMap((card, j) =>
    typeof card?.image === 'string' ? [{ path: ['services', 'cards', j, 'image'], src: card.image, slot: 'feature' as const, alt: '' }] : [],
  );
}

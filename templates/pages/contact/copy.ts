import { z } from 'zod';

const contactCard = z.object({ title: z.string().min(1), description: z.string().min(1), label: z.string().min(1) }).strict();

/** Copy of /contact (data/pages/contact.yaml `content`); {phone} and {email} are filled from data/site.yaml. */
export const contactCopy = z
  .object({
    intro: z.string().min(1),
    cardsHeading: z.string().min(1),
    cards: z.object({ call: contactCard, text: contactCard, email: contactCard }).strict(),
    hoursHeading: z.string().min(1),
    hoursNote: z.string().min(1),
    areasHeading: z.string().min(1),
    areasIntro: z.string().min(1),
    /** Where a site with more towns than the list shows sends the rest ("{count}": every town). */
    areasMore: z.object({ label: z.string().min(1), path: z.string().startsWith('/') }).strict(),
    expectHeading: z.string().min(1),
    expect: z.array(z.object({ title: z.string().min(1), items: z.array(z.string().min(1)).min(1) }).strict()).min(1),
    ctaHeading: z.string().min(1),
    ctaText: z.string().min(1),
    callLabel: z.string().min(1),
    emailLabel: z.string().min(1),
  })
  .strict();

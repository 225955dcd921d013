// Zod pieces shared by the copy schemas of the home, services and service pages.
import { z } from 'zod';

export const phoneKey = z.enum(['main', 'alternate', 'placeholder', 'door']);

/** Values of the estimate form's service field that a booking button may preselect. */
export const estimateService = z.enum(['repair', 'installation', 'maintenance', 'emergency', 'other']);

const style = z.enum(['primary', 'secondary', 'call', 'light']).optional();

/**
 * A button or link. Exactly one target: `call` (tel: link to that phone of
 * data/site.yaml; "{phone}" etc. in the label are filled in), `estimate`
 * (/estimates?service=<value>) or `href` (a path, or an external URL that
 * opens in a new tab).
 */
export const action = z.union([
  z.object({ label: z.string().min(1), call: phoneKey, style }).strict(),
  z.object({ label: z.string().min(1), estimate: estimateService, style }).strict(),
  z.object({ label: z.string().min(1), href: z.string().min(1), style }).strict(),
]);
export type Action = z.infer<typeof action>;

export const icon = z.enum([
  'alert',
  'building',
  'calendar',
  'check',
  'clock',
  'drop',
  'flame',
  'gauge',
  'home',
  'map',
  'phone',
  'search',
  'shield',
  'snow',
  'star',
  'thermometer',
  'truck',
  'users',
  'wrench',
  'bolt',
  'wind',
  'dollar',
]);
export type IconName = z.infer<typeof icon>;

export const card = z.object({ title: z.string().min(1), description: z.string().min(1), icon: icon.optional() }).strict();
export type Card = z.infer<typeof card>;

export const step = z.object({ title: z.string().min(1), description: z.string().min(1) }).strict();
export type Step = z.infer<typeof step>;

export const stat = z.object({ value: z.string().min(1), label: z.string().min(1) }).strict();

/** A section's centred heading and optional intro (SectionHeader), extended by each section's own copy. */
export const sectionHeading = z.object({ heading: z.string().min(1), intro: z.string().min(1).optional() }).strict();
export type SectionHeading = z.infer<typeof sectionHeading>;

/** Copy of a page's opening section (PageIntro): eyebrow, lead paragraph and buttons, spread into a page's copy. */
export const pageIntroCopy = { eyebrow: z.string().min(1), intro: z.string().min(1), actions: z.array(action) };

/** The closing call-to-action band (CtaBand): heading, text and its buttons. */
export const ctaBand = z.object({ heading: z.string().min(1), text: z.string().min(1), actions: z.array(action) }).strict();

/** Copy of the closing "call or ask for an estimate" box (CallOrEstimate), spread into a page's copy. */
export const callOrEstimateCopy = {
  ctaHeading: z.string().min(1),
  ctaText: z.string().min(1),
  callLabel: z.string().min(1),
  estimateLabel: z.string().min(1),
};

export const faq = z.object({ question: z.string().min(1), answer: z.string().min(1) }).strict();

/** FAQs: a group of data/faqs.yaml by key (`group`), or the page's own list (`items`). */
export const faqSource = z
  .object({ heading: z.string().min(1), group: z.string().min(1).optional(), items: z.array(faq).min(1).optional() })
  .strict()
  .refine((v) => (v.group === undefined) !== (v.items === undefined), { message: 'give exactly one of `group` or `items`' });
export type FaqSource = z.infer<typeof faqSource>;

// Copy shapes of the town pages. Plumbing and shared towns share one layout
// whose copy lives in data/pages/service-area.yaml `content.townPages`;
// door-themed towns carry their own copy under `page:` in data/towns.yaml.
import { z } from 'zod';
import { action, card, ctaBand, faq, icon, stat } from '../../blocks/copy-parts.ts';
import type { Content } from '../../../src/content/types.ts';
import { memoByObject } from '../../../src/memo-by-object.ts';

const text = z.string().min(1);

const serviceLink = z.object({ title: text, description: text, icon: icon.optional(), href: z.string().startsWith('/'), linkLabel: text }).strict();

const info = z.object({ heading: text, city: text, county: text, zip: text, population: text, coordinates: text }).strict();

/** Copy of the plumbing and shared town layouts ("{town}" = the town's name). */
export const townLayoutCopy = z
  .object({
    eyebrow: text,
    intro: text,
    actions: z.array(action),
    info,
    servicesHeading: text,
    services: z.array(serviceLink).min(1),
    why: z
      .object({ heading: text, items: z.array(card).min(1) })
      .strict()
      .optional(),
    featuresHeading: text,
    highlightsHeading: text,
    landmarksHeading: text,
    contact: z.object({ heading: text, text, phoneLabel: text, emailLabel: text, hoursLabel: text }).strict().optional(),
    cta: ctaBand,
  })
  .strict();
export type TownLayoutCopy = z.infer<typeof townLayoutCopy>;

/** data/pages/service-area.yaml `content.townPages`. */
export const townPagesCopy = z
  .object({
    plumbing: townLayoutCopy,
    shared: townLayoutCopy,
    nearby: z.object({ heading: text, text }).strict(),
    /** The blocks of what is local to the town (shown only where the content has it). */
    local: z
      .object({
        projectsHeading: text,
        reviewsHeading: text,
        servicesHeading: text,
        servicesText: text,
        distanceLabel: text,
        /** {miles}, {shop} and {minutes} are replaced. */
        distance: text,
      })
      .strict(),
  })
  .strict();
export type TownPagesCopy = z.infer<typeof townPagesCopy>;

/** Optional per-town overrides for plumbing and shared towns (`page:` in data/towns.yaml). */
export const townOverridesCopy = z.object({ intro: text.optional() }).strict().optional();

// ------------------------------------------------------------- door towns

const heading = text;
const doorSection = z.discriminatedUnion('type', [
  z.object({ type: z.literal('cards'), heading, intro: text.optional(), items: z.array(card).min(1) }).strict(),
  z.object({ type: z.literal('list'), heading, intro: text.optional(), items: z.array(text).min(1) }).strict(),
  z.object({ type: z.literal('text'), heading, paragraphs: z.array(text).min(1) }).strict(),
  z
    .object({ type: z.literal('testimonials'), heading, items: z.array(z.object({ quote: text, name: text, location: text.optional() }).strict()).min(1) })
    .strict(),
  z.object({ type: z.literal('faq'), heading, items: z.array(faq).min(1) }).strict(),
  z
    .object({
      type: z.literal('about'),
      heading,
      description: text,
      facts: z.array(stat).min(1),
      highlightsHeading: text,
      highlights: z.array(text).min(1),
      servicesHeading: text,
      services: z.array(text).min(1),
    })
    .strict(),
]);
export type DoorSection = z.infer<typeof doorSection>;

/** A garage-door-themed town page (sister-business copy). */
export const doorTownCopy = z
  .object({
    backLink: z
      .object({ label: text, href: z.string().startsWith('/') })
      .strict()
      .optional(),
    hero: z.object({ eyebrow: text, heading: text, text, actions: z.array(action) }).strict(),
    stats: z
      .object({ heading: text, items: z.array(stat).min(1) })
      .strict()
      .optional(),
    sections: z.array(doorSection),
    cta: ctaBand,
  })
  .strict();

/** The shared town copy, read from the /service-area page's content (parsed once per build). */
export const townPages = memoByObject((content: Content): TownPagesCopy => {
  const page = content.pages.find((p) => p.template === 'service-area');
  return townPagesCopy.parse((page?.content as { townPages?: unknown } | undefined)?.townPages);
});

/**
 * A town's own copy (`page:` in its YAML), typed by the schema its template
 * registers, without parsing it again: the load checked it with that very
 * schema (render/page-copy.ts), and the town-copy schemas neither
 * transform nor fill in values, so the checked value is what parsing would
 * return (test/unit/render/town-copy.test.ts). A large site renders a page
 * per town, and parsing each town's copy again took a tenth of rendering a
 * door-town page.
 */
export function townCopy<S extends typeof doorTownCopy | typeof townOverridesCopy>(_schema: S, page: unknown): z.output<S> {
  return page as z.output<S>;
}

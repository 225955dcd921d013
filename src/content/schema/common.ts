// Building blocks shared by several content schemas.
import { z } from 'zod';
import { calendarDayProblem, isCalendarDay } from '../../text/calendar-day.ts';

/** Any non-empty text. */
export const text = z.string().min(1);

/** One non-empty list entry (keywords, highlights, trades). */
export const entry = text.describe('One entry.');

/** Lowercase words joined by single hyphens: URL slugs, ids, template ids. */
export const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/** A root-absolute path ("/services", "/images/x.jpg"). */
export const rootPath = z.string().regex(/^\//);

/** A calendar date written YYYY-MM-DD: a day that exists (no 2027-02-29), the message naming the value. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isCalendarDay, { error: (issue) => calendarDayProblem(String(issue.input)) ?? undefined })
  .describe('ISO date, YYYY-MM-DD.');

/** Text that, when it is written YYYY-MM-DD, is a day that exists ("2 weeks ago", "2026-11-20"; not "2027-02-29"). */
export const dayOrText = text.refine((value) => !/^\d{4}-\d{2}-\d{2}$/.test(value) || isCalendarDay(value), {
  error: (issue) => calendarDayProblem(String(issue.input)) ?? undefined,
});

export const zipCode = z.string().regex(/^[0-9]{5}$/);

/** Meta keywords of a page. */
export const metaKeywords = z.array(entry).describe('Meta keywords.');

/** Meta description of a page: long enough to say something, short enough not to be cut. */
export const metaDescription = z.string().min(50).max(200).describe('Meta description (~150 characters).');

export const navItem = z
  .strictObject({
    name: text.describe('Visible link label.'),
    path: rootPath.describe('Root-absolute route path, e.g. "/services".'),
  })
  .describe('A link: visible label and root-absolute path.');

/**
 * Values that name an entry of another list (a town's slug, a service's path).
 * content/references.ts checks that they resolve; the CMS offers the entries
 * to choose from (src/cms/fields.ts).
 */
export const references = z.registry<{ list: 'towns' | 'services'; field: 'slug' | 'path' }>();

/** A town's slug, as another list names it. */
export const townRef = () => slug.describe('Town slug.').register(references, { list: 'towns', field: 'slug' });

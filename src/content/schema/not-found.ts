import { z } from 'zod';
import { navItem, rootPath, text, zipCode } from './common.ts';

export const redirectRule = z
  .strictObject({
    match: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .describe('Substring to look for in the path (lowercase).'),
    to: rootPath.describe('Redirect target.'),
  })
  .describe('RedirectRule');

export const movedPage = z
  .strictObject({
    from: rootPath.describe('The old address.'),
    to: rootPath.describe('The page it moved to.'),
  })
  .describe('MovedPage');

/** data/not-found.yaml */
export const notFound = z
  .strictObject({
    title: text.describe('Page title.'),
    heading: text.describe('Large heading ("404").'),
    message: text.describe('Explanation text.'),
    quickLinks: z.array(navItem).describe('Quick links.'),
    popularPages: z.array(navItem).describe('Popular pages.'),
    homeLabel: text.describe('Home button label.'),
    supportLabel: text.describe('Support button label.'),
    supportPath: rootPath.describe('Support button target.'),
    cityNotFound: text.describe('Message when city data is missing.'),
    invalidZip: text.describe('Message when the ZIP parameter is missing.'),
    defaultZip: zipCode.describe('Fallback ZIP profile.'),
    redirects: z.array(redirectRule).describe('Ordered redirect table: the first rule whose match is a case-insensitive substring of the requested path wins.'),
    movedPages: z
      .array(movedPage)
      .describe('Old addresses of pages: each is sent to its page for good (a 301 rule in _redirects) while that page exists.')
      .optional(),
    quickLinksHeading: text.describe('Heading above the quick links.'),
    popularPagesHeading: text.describe('Heading above the popular pages.'),
  })
  .describe('The not-found page: its copy, shared error texts and the table of moved pages.');

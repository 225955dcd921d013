import { z } from 'zod';
import { entry, isoDate, text } from './common.ts';

export const job = z
  .strictObject({
    title: text.describe('Position title.'),
    type: text.describe('Employment type, e.g. "Full-time".'),
    location: text.describe('Work location.'),
    description: text.describe('Role description.'),
    requirements: z.array(entry).min(1).describe('Required qualifications.'),
    preferred: z.array(entry).describe('Preferred qualifications.'),
    salary: text.describe('Salary range text, e.g. "$45,000 - $65,000".'),
    featured: z.boolean().describe('Highlight the position.'),
    datePosted: isoDate.describe(
      'Day the position was posted, YYYY-MM-DD (JobPosting datePosted). A day after the build date holds the posting back until a build on or after it.',
    ),
    validThrough: isoDate
      .describe(
        'Last day the position is open, YYYY-MM-DD (optional). After it the posting leaves the structured data, and /careers does what afterValidThrough says.',
      )
      .optional(),
    afterValidThrough: z
      .enum(['filled', 'remove'])
      .describe('What /careers does once validThrough has passed: "filled" keeps the listing, marked as filled (the default); "remove" drops it.')
      .optional(),
  })
  .describe('Job');

/** data/jobs.yaml */
export const jobs = z.array(job).describe('Open positions on /careers.');

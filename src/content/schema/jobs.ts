import { z } from 'zod';
import { entry, text } from './common.ts';

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
  })
  .describe('Job');

/** data/jobs.yaml */
export const jobs = z.array(job).describe('Open positions on /careers.');

import { z } from 'zod';
import { entry, text } from './common.ts';

export const timelineEntry = z
  .strictObject({
    year: z
      .string()
      .regex(/^\d{4}/)
      .describe('Year label.'),
    title: text.describe('Entry title.'),
    subtitle: text.describe('Entry subtitle.'),
    description: text.describe('Entry text.'),
    highlights: z.array(entry).min(1).describe('Highlights.'),
  })
  .describe('TimelineEntry');

/** data/history.yaml */
export const history = z.array(timelineEntry).describe('Timeline entries, oldest first.');

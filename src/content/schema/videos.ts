import { z } from 'zod';
import { isoDate, references, rootPath, slug, text } from './common.ts';

export const video = z
  .strictObject({
    id: slug.describe('Video id (slug).'),
    title: text.describe('Video title.'),
    description: text.describe('Video description.'),
    thumbnail: rootPath.describe('Thumbnail path.'),
    embedUrl: z
      .url({ protocol: /^https$/ })
      .describe(
        'https URL of the embeddable player (VideoObject embedUrl, video sitemap player_loc; Google indexes a video only with a player or content URL).',
      ),
    duration: z.int().min(1).describe('Duration in seconds.'),
    views: z.int().min(0).describe('View count.'),
    uploadDate: isoDate,
    category: text.describe('Video category.'),
    servicePath: z
      .string()
      .regex(/^\/services\//)
      .describe('Service page the video belongs to.')
      .register(references, { list: 'services', field: 'path' })
      .optional(),
  })
  .describe('Video');

/** data/videos.yaml */
export const videos = z.array(video).describe('Videos on /videos and the video sitemap.');

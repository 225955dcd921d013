import { z } from 'zod';
import { rootPath, text } from './common.ts';

export const galleryProject = z
  .strictObject({
    id: z.int().min(1).describe('Unique project number.'),
    title: text.describe('Project title.'),
    category: z.enum(['residential', 'commercial']).describe('Filter category.'),
    type: z.enum(['installation', 'repair']).describe('Filter type (badge "New Install" or "Repair").'),
    image: rootPath.describe('Image path under /images/ (a photo in data/images/ is resized and stripped of metadata at build time).'),
    alt: text.describe('Text alternative for the image (required for photos; the title stands in for drawings).').optional(),
    description: text.describe('Card description.'),
    location: text.describe('Town where the work was done.'),
  })
  .describe('GalleryProject');

/** data/gallery.yaml */
export const gallery = z.array(galleryProject).describe('Projects.');

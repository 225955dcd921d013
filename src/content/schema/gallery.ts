import { z } from 'zod';
import { rootPath, text } from './common.ts';

export const galleryProject = z
  .strictObject({
    id: z.int().min(1).describe('Unique project number.'),
    title: text.describe('Project title.'),
    category: z.enum(['residential', 'commercial']).describe('Filter category.'),
    type: z.enum(['installation', 'repair']).describe('Filter type (badge "New Install" or "Repair").'),
    image: rootPath.describe('Image path.'),
    description: text.describe('Card description.'),
    location: text.describe('Town where the work was done.'),
  })
  .describe('GalleryProject');

/** data/gallery.yaml */
export const gallery = z.array(galleryProject).describe('Projects.');

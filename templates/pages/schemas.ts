import type { CopySchemas } from '../../src/content/page-content.ts';
import { homeCopy } from './home/copy.ts';
import { galleryCopy } from './gallery/copy.ts';
import { servicesIndexCopy } from './services-index/copy.ts';
import { serviceCopy } from './service/copy.ts';

/**
 * The copy each template reads, as zod schemas (see src/content/page-content.ts).
 * Page templates register theirs here: pages by template id, services by slug
 * ("*" for the default), towns by kind.
 */
export const copySchemas: CopySchemas = {
  pages: {
    home: homeCopy,
    gallery: galleryCopy,
    'services-index': servicesIndexCopy,
  },
  services: {
    '*': serviceCopy,
  },
  towns: {},
};

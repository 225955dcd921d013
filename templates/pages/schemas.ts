import type { CopySchemas } from '../../src/content/page-content.ts';

/**
 * The copy each template reads, as zod schemas (see src/content/page-content.ts).
 * Page templates register theirs here: pages by template id, services by slug
 * ("*" for the default), towns by kind.
 */
export const copySchemas: CopySchemas = {
  pages: {},
  services: {},
  towns: {},
};

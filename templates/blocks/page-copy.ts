import type { Content, PageEntry } from '../../src/content/types.ts';

/** The copy of a fixed page (already validated by its zod schema during the build). */
export function pageCopy<T>(content: Content, template: string): T {
  const page = content.pages.find((p: PageEntry) => p.template === template);
  if (!page?.content) throw new Error(`data/pages: no page with template "${template}" and content`);
  return page.content as T;
}

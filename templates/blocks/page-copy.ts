import type { z, ZodType } from 'zod';
import type { Content } from '../../src/content/types.ts';

/**
 * The copy of another fixed page, by the schema its template registers (the
 * blog's labels on a post, the gallery's labels on the home page). The load
 * already checked it with the same schema; parsing gives it its type.
 */
export function pageCopy<S extends ZodType>(content: Content, template: string, schema: S): z.output<S> {
  const page = content.pages.find((p) => p.template === template);
  if (!page?.content) throw new Error(`data/pages: no page with template "${template}" and content`);
  return schema.parse(page.content);
}

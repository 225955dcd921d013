import type { ZodType } from 'zod';
import { ContentError, ErrorCodes, type ContentProblem } from '../errors.ts';
import type { PageTemplate } from '../render/templates.ts';
import { SERVICE_TEMPLATE, townTemplate } from '../routes/table.ts';
import type { LoadedContent } from './assemble.ts';
import type { ContentRef } from './origins.ts';
import { codeFrame, locatePath, parseLocated } from './source.ts';

/**
 * Checks page copy against the schema its template registers (the data
 * schemas leave copy free-form; the template that reads it owns its shape):
 * a fixed page's `content:` by its template, a service's and a town's `page:`
 * by the template of their routes. Throws ContentError with every problem.
 */
export function validateCopy(loaded: LoadedContent, templates: Record<string, PageTemplate>): void {
  const { content, origins } = loaded;
  const problems: ContentProblem[] = [];
  const check = (template: string, value: unknown, ref: (path: (string | number)[]) => ContentRef | undefined, field: string) => {
    const schema: ZodType | undefined = templates[template]?.copy;
    if (!schema) return;
    const result = schema.safeParse(value);
    if (result.success) return;
    for (const issue of result.error.issues) {
      const path = [field, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))];
      problems.push(locate(ref(path), `${path.join('.')}: ${issue.message}`));
    }
  };
  content.pages.forEach((page, i) => check(page.template, page.content, (p) => origins.ref('pages', i, ...p), 'content'));
  content.services.forEach((service, i) => check(SERVICE_TEMPLATE, service.page, (p) => origins.ref('services', i, ...p), 'page'));
  content.towns.forEach((town, i) => check(townTemplate(town.kind), town.page, (p) => origins.ref('towns', i, ...p), 'page'));
  if (problems.length > 0) throw new ContentError(problems);
}

function locate(ref: ContentRef | undefined, message: string): ContentProblem {
  if (!ref) return { code: ErrorCodes.schema, message };
  const location = locatePath(ref.file, parseLocated(ref.file), ref.path);
  return { code: ErrorCodes.schema, message, location, frame: codeFrame(ref.file, location) };
}

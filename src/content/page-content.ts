import type { ZodType } from 'zod';
import { ContentError, ErrorCodes, type ContentProblem } from '../errors.ts';
import type { LoadedContent } from './assemble.ts';
import type { ContentRef } from './origins.ts';
import { codeFrame, locatePath, parseLocated } from './source.ts';

/**
 * Typed copy schemas, keyed by template id. The YAML schemas leave page copy
 * free-form; each template declares the shape it reads with zod.
 */
export interface CopySchemas {
  /** data/pages/*.yaml `content`, by page template. */
  pages: Record<string, ZodType>;
  /** data/services/*.yaml `page`, by service slug (or "*" for all). */
  services: Record<string, ZodType>;
  /** data/towns.yaml `page`, by town kind. */
  towns: Record<string, ZodType>;
}

/** Checks page copy against the templates' schemas; throws ContentError with every problem. */
export function validateCopy(loaded: LoadedContent, schemas: CopySchemas): void {
  const { content, origins } = loaded;
  const problems: ContentProblem[] = [];
  const check = (schema: ZodType | undefined, value: unknown, ref: (path: (string | number)[]) => ContentRef | undefined, field: string) => {
    if (!schema) return;
    const result = schema.safeParse(value);
    if (result.success) return;
    for (const issue of result.error.issues) {
      const path = [field, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))];
      problems.push(locate(ref(path), `${path.join('.')}: ${issue.message}`));
    }
  };
  content.pages.forEach((page, i) => check(schemas.pages[page.template], page.content, (p) => origins.ref('pages', i, ...p), 'content'));
  content.services.forEach((service, i) =>
    check(schemas.services[service.slug] ?? schemas.services['*'], service.page, (p) => origins.ref('services', i, ...p), 'page'),
  );
  content.towns.forEach((town, i) => check(schemas.towns[town.kind], town.page, (p) => origins.ref('towns', i, ...p), 'page'));
  if (problems.length > 0) throw new ContentError(problems);
}

function locate(ref: ContentRef | undefined, message: string): ContentProblem {
  if (!ref) return { code: ErrorCodes.schema, message };
  const location = locatePath(ref.file, parseLocated(ref.file), ref.path);
  return { code: ErrorCodes.schema, message, location, frame: codeFrame(ref.file, location) };
}

import { ContentError, ErrorCodes, type ContentProblem } from '../errors.ts';
import type { PageTemplate } from './templates.ts';
import { SERVICE_TEMPLATE, townTemplate } from '../routes/table.ts';
import type { LoadedContent } from '../content/assemble.ts';
import { locateRef, type ContentRef } from '../content/origins.ts';
import { schemaFindings } from '../content/validate.ts';

/**
 * Checks what the templates own: every data/pages entry names a template that
 * renders fixed pages (E-TEMPLATE, with the ids it may use), and page copy
 * matches the schema its template registers (the data schemas leave copy
 * free-form): a fixed page's `content:` by its template, a service's and a
 * town's `page:` by the template of their routes. Throws ContentError with
 * every problem.
 */
export function validateCopy(loaded: LoadedContent, templates: Record<string, PageTemplate>): void {
  const { content, origins } = loaded;
  const problems: ContentProblem[] = [];
  const check = (template: string, value: unknown, field: string, ref: (path: (string | number)[]) => ContentRef | undefined) => {
    const schema = templates[template]?.copy;
    if (!schema) return;
    for (const { message, at, key } of schemaFindings(schema, value, [field])) problems.push(locateRef(ref(at), ErrorCodes.schema, message, key));
  };
  const fixed = Object.keys(templates).filter((id) => templates[id]?.kind === 'fixed');
  // a file that passed before under the same code (templates included) passed these checks too
  const before = (value: object) => loaded.checkedBefore?.has(value) === true;
  content.pages.forEach((page, i) => {
    if (before(page)) return;
    if (templates[page.template]?.kind === 'fixed') check(page.template, page.content, 'content', (p) => origins.ref('pages', i, ...p));
    else
      problems.push(
        locateRef(
          origins.ref('pages', i, 'template'),
          ErrorCodes.template,
          `template: unknown page template "${page.template}" (a page may use: ${fixed.join(', ')})`,
        ),
      );
  });
  content.services.forEach((service, i) => before(service) || check(SERVICE_TEMPLATE, service.page, 'page', (p) => origins.ref('services', i, ...p)));
  content.towns.forEach((town, i) => before(town) || check(townTemplate(town.kind), town.page, 'page', (p) => origins.ref('towns', i, ...p)));
  if (problems.length > 0) throw new ContentError(problems);
}

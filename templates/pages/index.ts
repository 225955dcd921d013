import { Generic } from './Generic.tsx';
import { NotFound } from './NotFound.tsx';
import type { PageTemplate } from './types.ts';

/** Page template id (route.template) → component. */
export const pageTemplates: Record<string, PageTemplate> = {
  generic: Generic,
  'not-found': NotFound,
};

export function templateFor(id: string): PageTemplate {
  return pageTemplates[id] ?? Generic;
}

import type { Content } from '../content/types.ts';
import type { Route } from '../routes/types.ts';

/** Placeholder: replaced by the sitemap printers. */
export function printSitemap(name: string, _content: Content, _routes: Route[], _date: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<!-- ${name} -->\n`;
}

// The pages a doorway audit compares: indexable town, ZIP and service pages
// (a page whose canonical URL is another one is not in search results), each
// with the text of its <main> and the place it is about.

import type { Content, Town } from '../../content/types.ts';
import { localContent, type LocalContent } from '../../model/local-content.ts';
import type { Route } from '../../routes/types.ts';
import type { PageText } from '../html-text.ts';

export interface AuditedPage {
  route: string;
  kind: 'town' | 'zip' | 'service';
  /** Visible text of <main>. */
  main: string;
  /** The place the page names (replaced by "{town}" when pages are compared line by line). */
  place?: string;
  town?: Town;
  /** A town page's local projects and reviews. */
  local?: LocalContent;
}

const AUDITED = new Set(['town', 'zip', 'service']);

export function auditedPages(content: Content, routes: Route[], pages: PageText[]): AuditedPage[] {
  const mainOf = new Map(pages.map((p) => [p.route, p.main]));
  const out: AuditedPage[] = [];
  for (const route of routes) {
    if (route.type !== 'page' || !AUDITED.has(route.kind) || !route.index || route.canonical !== route.path) continue;
    const main = mainOf.get(route.path);
    if (main === undefined) continue;
    if (route.kind === 'town') {
      const { town } = route.props;
      out.push({ route: route.path, kind: 'town', main, place: town.name, town, local: localContent(content, town) });
    } else if (route.kind === 'zip') out.push({ route: route.path, kind: 'zip', main, place: route.props.zip.city });
    else if (route.kind === 'service') out.push({ route: route.path, kind: 'service', main });
  }
  return out;
}

// What the engine needs from the templates, and nothing more. The templates
// (templates/index.ts) implement this; the CLI passes them in (src/site-templates.ts
// is the one module of src/ that imports templates/), so the engine can be
// read and tested without the React components and the dependency runs one
// way: templates → src.
import { createElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import type { Content, Town } from '../content/types.ts';
import type { CopyImage } from '../images/references.ts';
import { isKind, type PageKind, type PageRoute, type RouteOf } from '../routes/types.ts';

/** What a page template receives: its route (typed by kind) and the site's content. */
export interface PageProps<R extends PageRoute = PageRoute> {
  route: R;
  content: Content;
}

/** The asset URLs a page links (render/assets.ts). */
export interface PageAssets {
  styles: string[];
  scripts: string[];
  preloads: string[];
}

/** A page template: the kind of route it renders, how, and the copy it reads. */
export interface PageTemplate {
  kind: PageKind;
  /** The page for a route of the template's kind; null for any other route. */
  render(route: PageRoute, content: Content): ReactElement | null;
  /**
   * Shape of the page's own copy, checked at load (render/page-copy.ts):
   * `content:` of data/pages/*.yaml, `page:` of a service or a town.
   */
  copy?: ZodType;
  /**
   * The images the page's copy names (of data/pages/*.yaml `content:`), each
   * with its path in the copy: checked, processed and counted with the
   * content's other images (images/references.ts). Without it, the copy names none.
   */
  images?(copy: unknown): CopyImage[];
  /**
   * The towns whose fields a page shows, for incremental builds
   * (output/incremental.ts): the page is rendered again when one of them
   * changes. Without it, the page shows none beyond the towns' slugs and names,
   * which are an input of every page. A test changes each town of the bundled
   * site in turn and fails for a page that changes without declaring it
   * (test/unit/output/town-dependencies.test.ts).
   */
  towns?(route: PageRoute, content: Content): readonly Town[];
}

/** Registers a component for the routes of one kind; the kind check makes its route prop exact. */
export function pageTemplate<K extends PageKind>(kind: K, component: ComponentType<PageProps<RouteOf<K>>>, copy?: ZodType): PageTemplate {
  return {
    kind,
    copy,
    render: (route, content) => (isKind(route, kind) ? createElement(component, { route, content }) : null),
  };
}

export interface Templates {
  /** Page templates by id (route.template). */
  pages: Record<string, PageTemplate>;
  /** Everything inside <head>. */
  Head: ComponentType<PageProps & { assets: PageAssets }>;
  /** The page chrome (header, drawer, footer) around a page's content. */
  Layout: ComponentType<PageProps & { children: ReactNode }>;
}

// What the engine needs from the templates, and nothing more. The templates
// (templates/index.ts) implement this; the CLI passes them in (src/cli/templates.ts
// is the one module of src/ that imports templates/), so the engine can be
// read and tested without the React components and the dependency runs one
// way: templates → src.
import type { ComponentType, ReactNode } from 'react';
import type { ZodType } from 'zod';
import type { Content } from '../content/types.ts';
import type { Route } from '../routes/types.ts';

export interface PageProps {
  route: Route;
  content: Content;
}

/** The asset URLs a page links (render/assets.ts). */
export interface PageAssets {
  styles: string[];
  scripts: string[];
  preloads: string[];
}

/** A page template: the component and the copy it reads. */
export interface PageTemplate {
  component: ComponentType<PageProps>;
  /**
   * Shape of the page's own copy, checked at load (content/page-content.ts):
   * `content:` of data/pages/*.yaml, `page:` of a service or a town.
   */
  copy?: ZodType;
}

export interface Templates {
  /** Page templates by id (route.template). */
  pages: Record<string, PageTemplate>;
  /** Everything inside <head>. */
  Head: ComponentType<PageProps & { assets: PageAssets }>;
  /** The page chrome (header, drawer, footer) around a page's content. */
  Layout: ComponentType<PageProps & { children: ReactNode }>;
}

import { Generic } from './Generic.tsx';
import { Home } from './home/Home.tsx';
import { GalleryPage } from './gallery/GalleryPage.tsx';
import { ServicesIndex } from './services-index/ServicesIndex.tsx';
import { ServicePage } from './service/ServicePage.tsx';
import { NotFound } from './NotFound.tsx';
import type { PageTemplate } from './types.ts';

/** Page template id (route.template) → component. */
export const pageTemplates: Record<string, PageTemplate> = {
  generic: Generic,
  'not-found': NotFound,
  home: Home,
  gallery: GalleryPage,
  'services-index': ServicesIndex,
  service: ServicePage,
};

export function templateFor(id: string): PageTemplate {
  return pageTemplates[id] ?? Generic;
}

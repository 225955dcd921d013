import type { ComponentType } from 'react';
import type { Content } from '../../src/content/types.ts';
import type { Route } from '../../src/routes/types.ts';

export interface PageProps {
  route: Route;
  content: Content;
}

export type PageTemplate = ComponentType<PageProps>;

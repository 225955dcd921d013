import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Hydrates every element marked as island `name` with its serialised props. */
export function hydrate<P extends object>(name: string, component: ComponentType<P>): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const props = JSON.parse(element.dataset.props ?? '{}') as P;
    hydrateRoot(element, createElement(component, props));
  }
}

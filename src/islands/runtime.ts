import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { listenForConversions } from './conversion-beacon.ts';

/** Hydrates every element marked as island `name` with its serialised props (and starts the page's conversion events). */
export function hydrate<P extends object>(name: string, component: ComponentType<P>): void {
  listenForConversions();
  for (const element of document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`)) {
    const props = JSON.parse(element.dataset.props ?? '{}') as P;
    hydrateRoot(element, createElement(component, props));
  }
}

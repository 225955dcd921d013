import { useContext, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { flat } from './flat-string.ts';
import { IslandCollector } from './island-collector.ts';

interface IslandProps<P extends object> {
  /** File name of the island in templates/islands/ (without .tsx). */
  name: string;
  component: ComponentType<P>;
  props: P;
}

/**
 * Marks an interactive component in static HTML. Its subtree is rendered with
 * renderToString (which keeps the text separators hydration needs); the client
 * entry for `name` hydrates it with the same serialised props.
 */
export function Island<P extends object>({ name, component: Component, props }: IslandProps<P>) {
  useContext(IslandCollector)?.add(name);
  const html = flat(renderToString(<Component {...props} />));
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own server render, kept as React rendered it so hydration matches
  return <div className="island" data-island={name} data-props={JSON.stringify(props)} dangerouslySetInnerHTML={{ __html: html }} />;
}

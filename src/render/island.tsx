import { createContext, useContext, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';

/** Collects the names of the islands a page renders, so it loads only those. */
export const IslandCollector = createContext<Set<string> | null>(null);

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

/**
 * React builds its output by appending chunk after chunk, which makes a
 * string of linked pieces (a rope): the 50,000-town service-area map is
 * 20 MB of HTML held as about 120 MB. V8 flattens a string into one piece
 * when it converts it to a number (NaN here), which frees the pieces before
 * the page around the island renders.
 */
function flat(html: string): string {
  Number(html);
  return html;
}

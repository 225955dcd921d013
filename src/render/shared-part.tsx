// <Shared>, how a template marks a part of the page that many pages show the
// same (render/shared.tsx renders each variant once and pastes it). This
// module is all a template needs, and loads nothing of the server's: an
// island's markup may hold a shared part (the star icons of a review card),
// and the browser runs islands (test/unit/islands/client-imports.test.ts).
import { createContext, useContext, type FunctionComponent } from 'react';
import type { Content } from '../content/types.ts';
import { ImageContext } from '../images/context.ts';
import { IslandCollector } from './island-collector.ts';
import type { SharedFragments } from './shared.tsx';

/** Props of a shared part: the content, and values that say which variant of it a page shows. */
export type SharedProps<V> = { content: Content } & V;

/** The renderer's shared parts, when it keeps them (pages rendered one by one render every part in place). */
export const SharedContext = createContext<SharedFragments | null>(null);

/** A part that shows the content (`content`: the page's), or one that shows only its variant (an icon: no `content`). */
type SharedPartProps<V extends object> =
  | {
      component: FunctionComponent<NoInfer<SharedProps<V>>>;
      content: Content;
      /** What, besides the content, the part shows: a key of its variants; the component receives nothing else. */
      variant: V;
    }
  | { component: FunctionComponent<NoInfer<V>>; content?: undefined; variant: V };

/**
 * A part of the page that many pages show the same (header, footer, reviews
 * block, an icon): rendered once per variant and pasted into each page that
 * shows it. Its output depends only on what it is given, the content (if
 * any) and `variant`, so it cannot differ from rendering it in place
 * (test/unit/render/shared.test.tsx renders every page both ways).
 */
export function Shared<V extends object>({ component, content, variant }: SharedPartProps<V>) {
  const shared = useContext(SharedContext);
  const islands = useContext(IslandCollector);
  const images = useContext(ImageContext);
  const Component = component as FunctionComponent<SharedProps<V>>; // a part without content ignores the content it is given
  if (!shared || (content !== undefined && shared.content !== content) || shared.images !== images)
    return <Component {...({ ...variant, content } as SharedProps<V>)} />;
  const fragment = shared.fragment(Component, variant);
  for (const island of fragment.islands) islands?.add(island);
  return shared.marker(fragment.n);
}

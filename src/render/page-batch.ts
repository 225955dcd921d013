// Renders page routes and writes their files: the same rendering on the main
// thread and in every render worker (render/pool.ts), so the output cannot
// depend on which thread rendered a page. The main thread writes them all
// (render/pool.ts, with files/write.ts's fileWriter).
import type { Content } from '../content/types.ts';
import type { ImageSet } from '../images/types.ts';
import type { ClientManifest } from '../islands/bundle.ts';
import type { PageRoute } from '../routes/types.ts';
import { renderPagePieces } from './page.tsx';
import { SharedFragments, type PagePieces } from './shared.tsx';
import type { Templates } from './templates.ts';

/** What every page's rendering needs besides the content (not to be confused with a page's asset links, templates.ts's PageAssets): a worker receives the content when it starts and these before its first batch. */
export interface RenderAssets {
  manifest: ClientManifest | null;
  images: ImageSet;
}

/** What a renderer needs besides the templates. */
export interface RenderInput extends RenderAssets {
  content: Content;
  /** The folder the pages are written into (the build's staging folder). */
  outDir: string;
}

/** Renders page routes one at a time, each to its file (relative to the output folder) and its HTML in pieces; each renderer renders a shared part once (render/shared.tsx). */
export function pageRenderer(input: RenderAssets & { content: Content }, templates: Templates): (route: PageRoute) => [file: string, html: PagePieces] {
  const shared = new SharedFragments(input.content, input.images);
  return (route) => [route.file, renderPagePieces(route, input.content, input.manifest, templates, input.images, shared)];
}

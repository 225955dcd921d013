// Renders and writes page routes a batch at a time: the same code on the main
// thread and in every render worker (render/pool.ts), so the output cannot
// depend on which thread rendered a page.
import type { Content } from '../content/types.ts';
import type { ImageSet } from '../images/types.ts';
import type { ClientManifest } from '../islands/bundle.ts';
import { writeStream } from '../output/write.ts';
import type { PageRoute } from '../routes/types.ts';
import { renderPage } from './page.tsx';
import { SharedFragments } from './shared.tsx';
import type { Templates } from './templates.ts';

/** What a renderer needs besides the templates; cloned once into each worker. */
export interface RenderInput {
  content: Content;
  manifest: ClientManifest | null;
  images: ImageSet;
  /** The folder the pages are written into (the build's staging folder). */
  outDir: string;
}

export interface PageRenderer {
  /** Renders the page routes and writes them; resolves to how many it wrote. */
  renderBatch(routes: PageRoute[]): Promise<number>;
}

/** A renderer in the current thread; each worker holds one too, fed the routes of each batch it is sent. */
export function pageRenderer(input: RenderInput, templates: Templates): PageRenderer {
  const shared = new SharedFragments(input.content, input.images);
  return {
    async renderBatch(routes) {
      // Rendered one at a time as writeStream asks for them, so rendering overlaps the writes in flight.
      function* files(): Generator<[string, string]> {
        for (const route of routes) yield [route.file, renderPage(route, input.content, input.manifest, templates, input.images, shared)];
      }
      await writeStream(input.outDir, files());
      return routes.length;
    },
  };
}

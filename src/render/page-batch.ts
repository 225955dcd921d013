// Renders and writes page routes a batch at a time: the same code on the main
// thread and in every render worker (render/pool.ts), so the output cannot
// depend on which thread rendered a page.
import type { Content } from '../content/types.ts';
import type { ImageSet } from '../images/types.ts';
import type { ClientManifest } from '../islands/bundle.ts';
import { writeStream } from '../output/write.ts';
import { buildRoutes } from '../routes/table.ts';
import type { Route } from '../routes/types.ts';
import { renderPage } from './page.tsx';
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
  /** Renders the routes at `indices` (page routes of buildRoutes(content)) and writes them; resolves to how many it wrote. */
  renderBatch(indices: number[]): Promise<number>;
}

/** A renderer in the current thread; each worker holds one too, with the route table built from the same content. */
export function pageRenderer(input: RenderInput, templates: Templates, routes: Route[] = buildRoutes(input.content)): PageRenderer {
  return {
    async renderBatch(indices) {
      // Rendered one at a time as writeStream asks for them, so rendering overlaps the writes in flight.
      function* files(): Generator<[string, string]> {
        for (const index of indices) {
          const route = routes[index];
          if (route?.type !== 'page') throw new Error(`route ${index} is not a page`);
          yield [route.file, renderPage(route, input.content, input.manifest, templates, input.images)];
        }
      }
      await writeStream(input.outDir, files());
      return indices.length;
    },
  };
}

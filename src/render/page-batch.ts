// Renders page routes and writes their files: the same rendering on the main
// thread and in every render worker (render/pool.ts), so the output cannot
// depend on which thread rendered a page; one writer, on the main thread.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Content } from '../content/types.ts';
import type { ImageSet } from '../images/types.ts';
import type { ClientManifest } from '../islands/bundle.ts';
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

/** A rendered page: its file, relative to the output folder, and its HTML (as bytes when it comes from a worker). */
export type RenderedPage = [file: string, html: string | Uint8Array];

/** Renders page routes one at a time; each renderer renders a shared part once (render/shared.tsx). */
export function pageRenderer(input: RenderInput, templates: Templates): (route: PageRoute) => [file: string, html: string] {
  const shared = new SharedFragments(input.content, input.images);
  return (route) => [route.file, renderPage(route, input.content, input.manifest, templates, input.images, shared)];
}

/**
 * Writes pages into the output folder one after another, synchronously. On
 * the 2-core machine, two threads writing at once (or promise-based writes,
 * several in flight) spent twice the system time for the same wall time,
 * time the rendering threads needed; and a promise-based write cost the
 * thread about twice the CPU of a synchronous one.
 */
export function pageWriter(outDir: string): (page: RenderedPage) => void {
  const made = new Set<string>();
  return ([file, html]) => {
    const target = path.join(outDir, file);
    const folder = path.dirname(target);
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    writeFileSync(target, html);
  };
}

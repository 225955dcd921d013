import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Content } from '../content/types.ts';
import type { ClientManifest } from '../islands/bundle.ts';
import { ImageContext } from '../images/context.ts';
import { NO_IMAGES, type ImageSet } from '../images/types.ts';
import type { PageRoute } from '../routes/types.ts';
import { pageAssets } from './assets.ts';
import { IslandCollector } from './island-collector.ts';
import { joinPieces, type PagePieces, type SharedFragments } from './shared.tsx';
import { SharedContext } from './shared-part.tsx';
import type { Templates } from './templates.ts';

const NO_ASSETS = { styles: [], scripts: [], preloads: [] };

/** The element tree of a page's <body>; the islands it renders are added to `islands`; pictures come from `images`. */
export function pageBody(route: PageRoute, content: Content, islands: Set<string>, templates: Templates, images: ImageSet = NO_IMAGES): ReactElement {
  const { Layout } = templates;
  return (
    <IslandCollector.Provider value={islands}>
      <ImageContext.Provider value={images}>
        <Layout route={route} content={content}>
          {pageContent(route, content, templates)}
        </Layout>
      </ImageContext.Provider>
    </IslandCollector.Provider>
  );
}

/**
 * The page's own content, from the template the route names. Content
 * validation (render/page-copy.ts) reports an unknown template as a
 * located E-TEMPLATE problem, so reaching the throw is a bug in the route
 * table, not in the content.
 */
function pageContent(route: PageRoute, content: Content, templates: Templates): ReactElement {
  const page = templates.pages[route.template]?.render(route, content);
  if (!page) throw new Error(`route ${route.path}: no "${route.kind}" template "${route.template}"`);
  return page;
}

/** Renders one page route to a complete HTML document (renderPagePieces, joined). */
export function renderPage(...args: Parameters<typeof renderPagePieces>): string {
  return joinPieces(renderPagePieces(...args));
}

/**
 * Renders one page route to a complete HTML document, in pieces: with
 * `shared`, the shared parts' fragments are pieces of their own
 * (render/shared.tsx). Without a manifest (lint, link checks) the page
 * carries no asset links; without `images` every picture is shown from its
 * content path.
 */
export function renderPagePieces(
  route: PageRoute,
  content: Content,
  manifest: ClientManifest | null,
  templates: Templates,
  images: ImageSet = NO_IMAGES,
  shared?: SharedFragments,
): PagePieces {
  const islands = new Set<string>();
  const { Head } = templates;
  const tree = pageBody(route, content, islands, templates, images);
  const body = shared
    ? shared.pieces(renderToStaticMarkup(<SharedContext.Provider value={shared}>{tree}</SharedContext.Provider>))
    : [renderToStaticMarkup(tree)];
  const head = renderToStaticMarkup(<Head route={route} content={content} assets={manifest ? pageAssets(manifest, islands) : NO_ASSETS} />);
  return [`<!DOCTYPE html><html lang="en"><head>${head}</head><body>`, ...body, '</body></html>\n'];
}

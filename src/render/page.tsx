import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Content } from '../content/types.ts';
import type { ClientManifest } from '../islands/bundle.ts';
import { ImageContext } from '../images/context.ts';
import { NO_IMAGES, type ImageSet } from '../images/types.ts';
import type { Route } from '../routes/types.ts';
import { pageAssets } from './assets.ts';
import { IslandCollector } from './island.tsx';
import type { Templates } from './templates.ts';

const NO_ASSETS = { styles: [], scripts: [], preloads: [] };

/** The element tree of a page's <body>; the islands it renders are added to `islands`; pictures come from `images`. */
export function pageBody(route: Route, content: Content, islands: Set<string>, templates: Templates, images: ImageSet = NO_IMAGES): ReactElement {
  const { Layout } = templates;
  const Page = (templates.pages[route.template] ?? templates.pages.generic).component;
  return (
    <IslandCollector.Provider value={islands}>
      <ImageContext.Provider value={images}>
        <Layout route={route} content={content}>
          <Page route={route} content={content} />
        </Layout>
      </ImageContext.Provider>
    </IslandCollector.Provider>
  );
}

/**
 * Renders one page route to a complete HTML document. Without a manifest
 * (lint, link checks) the page carries no asset links; without `images` every
 * picture is shown from its content path.
 */
export function renderPage(route: Route, content: Content, manifest: ClientManifest | null, templates: Templates, images: ImageSet = NO_IMAGES): string {
  const islands = new Set<string>();
  const { Head } = templates;
  const body = renderToStaticMarkup(pageBody(route, content, islands, templates, images));
  const head = renderToStaticMarkup(<Head route={route} content={content} assets={manifest ? pageAssets(manifest, islands) : NO_ASSETS} />);
  return `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>\n`;
}

import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Content } from '../content/types.ts';
import type { ClientManifest } from '../islands/bundle.ts';
import type { Route } from '../routes/types.ts';
import { Head } from '../../templates/layout/Head.tsx';
import { Layout } from '../../templates/layout/Layout.tsx';
import { templateFor } from '../../templates/pages/index.ts';
import { pageAssets } from './assets.ts';
import { IslandCollector } from './island.tsx';

const NO_ASSETS = { styles: [], scripts: [], preloads: [] };

/** The element tree of a page's <body>; the islands it renders are added to `islands`. */
export function pageBody(route: Route, content: Content, islands: Set<string>): ReactElement {
  const Page = templateFor(route.template);
  return (
    <IslandCollector.Provider value={islands}>
      <Layout route={route} content={content}>
        <Page route={route} content={content} />
      </Layout>
    </IslandCollector.Provider>
  );
}

/**
 * Renders one page route to a complete HTML document. Without a manifest
 * (lint, link checks) the page carries no asset links.
 */
export function renderPage(route: Route, content: Content, manifest: ClientManifest | null): string {
  const islands = new Set<string>();
  const body = renderToStaticMarkup(pageBody(route, content, islands));
  const head = renderToStaticMarkup(<Head route={route} content={content} assets={manifest ? pageAssets(manifest, islands) : NO_ASSETS} />);
  return `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>\n`;
}

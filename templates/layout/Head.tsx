import type { PageProps } from '../pages/types.ts';

export interface PageAssets {
  styles: string[];
  scripts: string[];
  preloads: string[];
}

export function Head({ route, content, assets }: PageProps & { assets: PageAssets }) {
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{`${route.title} | ${content.site.company}`}</title>
      <meta name="description" content={route.description} />
      <link rel="canonical" href={new URL(route.canonical, content.site.siteUrl).href} />
      {assets.styles.map((href) => <link key={href} rel="stylesheet" href={href} />)}
      {assets.preloads.map((href) => <link key={href} rel="modulepreload" href={href} />)}
      {assets.scripts.map((src) => <script key={src} type="module" src={src} />)}
    </>
  );
}

import { isKind } from '../../src/routes/types.ts';
import { structuredData } from '../../src/render/jsonld.ts';
import { JsonLdScript } from '../blocks/JsonLdScript.tsx';
import type { PageAssets, PageProps } from '../../src/render/templates.ts';
import { absoluteUrl } from '../../src/routes/absolute-url.ts';
import { analyticsScript } from '../../src/analytics/providers.ts';
import { EVENT_ENDPOINT, EVENTS_META } from '../../src/conversions/event.ts';
import { formDelivery } from '../../src/model/form-delivery.ts';

/** Brand colour for the browser UI; keep in step with --brand in templates/styles/base.css. */
const THEME_COLOR = '#0b4f6c';

/** The site icon: brand artwork in the content's images (data/images/favicon.svg), served as a file. */
const FAVICON = '/images/favicon.svg';

/** Everything inside <head>: metadata, social tags, assets and JSON-LD. */
export function Head({ route, content, assets }: PageProps & { assets: PageAssets }) {
  const { site } = content;
  const title = `${route.title} | ${site.company}`;
  const url = absoluteUrl(site.siteUrl, route.canonical);
  const image = absoluteUrl(site.siteUrl, route.socialImage);
  const town = isKind(route, 'town') ? route.props.town : undefined;
  const placename = town ? `${town.name}, ${site.address.region}` : site.region;
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={route.description} />
      {route.keywords.length > 0 && <meta name="keywords" content={route.keywords.join(', ')} />}
      <meta name="robots" content={route.index ? 'index,follow' : 'noindex,follow'} />
      <link rel="canonical" href={url} />
      <meta name="theme-color" content={THEME_COLOR} />
      <link rel="icon" href={FAVICON} type="image/svg+xml" />
      <meta name="geo.region" content={`${site.address.country}-${site.address.region}`} />
      <meta name="geo.placename" content={placename} />
      {town && <meta name="geo.position" content={`${town.coordinates.lat};${town.coordinates.lng}`} />}
      <meta property="og:type" content={isKind(route, 'post') ? 'article' : 'website'} />
      <meta property="og:site_name" content={site.company} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={route.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={route.description} />
      <meta name="twitter:image" content={image} />
      {assets.styles.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {assets.preloads.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {assets.scripts.map((src) => (
        <script key={src} type="module" src={src} />
      ))}
      {/* The site's own conversion counts need its Worker and D1, which the Cloudflare form delivery sets up. */}
      {formDelivery(site).kind === 'cloudflare' && <meta name={EVENTS_META} content={EVENT_ENDPOINT} />}
      {site.analytics && <AnalyticsScript {...analyticsScript(site.analytics)} />}
      {structuredData(route, content).map((data, i) => (
        <JsonLdScript key={i} data={data} />
      ))}
    </>
  );
}

/** The third-party provider's own script, from its host (the CSP lets exactly that host in). */
function AnalyticsScript({ src, attributes }: ReturnType<typeof analyticsScript>) {
  return <script defer src={src} {...attributes} />;
}

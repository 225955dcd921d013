import type { Content } from '../content/types.ts';
import { RESERVED } from '../host/reserved-paths.ts';
import { IMAGE_OUT_DIR } from '../images/types.ts';
import { ADMIN_DIR, ADMIN_HEADERS } from '../cms/headers.ts';
import { oneLine, oneToken } from '../text/one-line.ts';
import { formDelivery } from '../model/form-delivery.ts';
import { hstsSettings, type HstsInput } from '../content/schema/hsts.ts';
import { analyticsSources } from '../analytics/providers.ts';
import { NOT_READY_ROBOTS_TAG, type NotReady } from './robots.ts';

/** Cloudflare Turnstile's script and challenge frame (only when a site key is configured). */
const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

const PERMISSIONS = ['accelerometer=()', 'camera=()', 'geolocation=(self)', 'gyroscope=()', 'magnetometer=()', 'microphone=()', 'payment=()', 'usb=()'];

/**
 * The Content-Security-Policy value: same-origin everything, plus the configured endpoints' origins
 * and exactly the hosts of the configured analytics provider (src/analytics/providers.ts).
 * The Cloudflare and Netlify form deliveries post to the site itself, so they add nothing.
 */
export function contentSecurityPolicy(content: Content): string {
  const { scraper } = content.site.endpoints;
  const delivery = formDelivery(content.site);
  const form = delivery.kind === 'url' ? delivery.endpoint : undefined;
  const analytics = analyticsSources(content.site.analytics);
  const connect = unique([...[scraper, form].flatMap((url) => (url ? [new URL(url).origin] : [])), ...analytics.connect]);
  const formAction = form ? [new URL(form).origin] : [];
  const turnstile = delivery.kind === 'cloudflare' && delivery.turnstileSiteKey ? [TURNSTILE_ORIGIN] : [];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...turnstile, ...analytics.script].join(' '),
    ...(turnstile.length > 0 ? [`frame-src ${turnstile.join(' ')}`] : []),
    "style-src 'self'",
    ["img-src 'self' data:", ...analytics.img].join(' '),
    ["connect-src 'self'", ...connect].join(' '),
    ["form-action 'self'", ...formAction].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The Strict-Transport-Security value, e.g. "max-age=63072000; includeSubDomains; preload". */
export function strictTransportSecurity(setting: HstsInput): string {
  const { maxAge, includeSubDomains, preload } = hstsSettings(setting);
  return [`max-age=${maxAge}`, ...(includeSubDomains ? ['includeSubDomains'] : []), ...(preload ? ['preload'] : [])].join('; ');
}

/** The _headers file (blocks that match the same URL merge on both hosts); a site that is not ready asks for no indexing on every path. */
export function printHeaders(content: Content, notReady: NotReady = []): string {
  const all = headerBlock('/*', {
    ...(notReady.length > 0 && { 'X-Robots-Tag': NOT_READY_ROBOTS_TAG }),
    'Content-Security-Policy': contentSecurityPolicy(content),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS.join(', '),
    'Strict-Transport-Security': strictTransportSecurity(content.site.hsts),
  });
  // client bundles and processed images carry a content hash in their names
  const immutable = { 'Cache-Control': 'public, max-age=31536000, immutable' };
  const admin = content.site.cms
    ? [
        headerBlock(`/${ADMIN_DIR}/*`, ADMIN_HEADERS.set, ADMIN_HEADERS.remove),
        headerBlock(`/${ADMIN_DIR}/config.yml`, { 'Content-Type': 'text/yaml; charset=utf-8' }),
      ]
    : [];
  return [all, headerBlock(`/${RESERVED.assets.file}*`, immutable), headerBlock(`/${IMAGE_OUT_DIR}/*`, immutable), ...admin].join('\n');
}

/** One URL pattern and its headers; throws on a pattern, name or value that would not stay on its line. */
export function headerBlock(pattern: string, headers: Record<string, string>, remove: string[] = []): string {
  return `${oneToken(pattern, '_headers URL pattern')}\n${remove.map((name) => `  ! ${headerName(name)}\n`).join('')}${Object.entries(headers)
    .map(([name, value]) => `  ${headerName(name)}: ${oneLine(value, `_headers value of ${name}`)}\n`)
    .join('')}`;
}

function headerName(name: string): string {
  if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(name)) throw new Error(`refusing to print the _headers name ${JSON.stringify(name)}: not an HTTP header name`);
  return name;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

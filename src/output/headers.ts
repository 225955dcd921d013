import type { Content } from '../content/types.ts';

const PERMISSIONS = ['accelerometer=()', 'camera=()', 'geolocation=(self)', 'gyroscope=()', 'magnetometer=()', 'microphone=()', 'payment=()', 'usb=()'];

/** The Content-Security-Policy value: same-origin everything, plus the configured endpoints' origins. */
export function contentSecurityPolicy(content: Content): string {
  const { scraper, form } = content.site.endpoints;
  const connect = unique([scraper, form].flatMap((url) => (url ? [new URL(url).origin] : [])));
  const formAction = form ? [new URL(form).origin] : [];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    ["connect-src 'self'", ...connect].join(' '),
    ["form-action 'self'", ...formAction].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The _headers file (blocks that match the same URL merge on both hosts). */
export function printHeaders(content: Content): string {
  const all = block('/*', {
    'Content-Security-Policy': contentSecurityPolicy(content),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': PERMISSIONS.join(', '),
  });
  const assets = block('/assets/*', { 'Cache-Control': 'public, max-age=31536000, immutable' });
  return `${all}\n${assets}`;
}

function block(pattern: string, headers: Record<string, string>): string {
  return `${pattern}\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}\n`)
    .join('')}`;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

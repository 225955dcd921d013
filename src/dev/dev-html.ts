// What `site dev` adds to the pages it serves, and only there: a served
// module that listens for reloads and shows errors (no inline script, so the
// site's strict CSP stays on), React Fast Refresh's preamble as a served
// module, and a CSP that also lets the page open its live-reload WebSocket.

import type { HeldBack } from '../content/published.ts';
import { formatProblem, type ContentProblem } from '../errors.ts';
import { ERROR_PAGE } from './live-pages.ts';
import { escapeHtml } from '../text/escape-html.ts';
import { plural } from '../text/plural.ts';

/** Every URL Vite answers lives under this prefix; everything else is the site. */
export const VITE_BASE = '/__vite/';

/** Read by src/dev/client/live.ts: the hash of the HTML this page was rendered as. */
export const HASH_META = 'site-dev-hash';

function devTags(hash: string): string {
  return [
    `<meta name="${HASH_META}" content="${hash}">`,
    `<link rel="stylesheet" href="${VITE_BASE}src/dev/client/overlay.css?direct">`,
    // Before the islands' scripts: Fast Refresh needs its runtime installed first.
    `<script type="module" src="${VITE_BASE}@id/@vitejs/plugin-react/preamble"></script>`,
    `<script type="module" src="${VITE_BASE}src/dev/client/live.ts"></script>`,
  ].join('');
}

/** The page as dev serves it: the dev tags first thing in <head>. */
export function withDevTags(html: string, hash: string): string {
  const at = html.indexOf('<head>');
  if (at === -1) return html;
  const end = at + '<head>'.length;
  return html.slice(0, end) + devTags(hash) + html.slice(end);
}

/**
 * A held-back page as dev previews it: a note first thing in <body> that a
 * build on this date would not publish it (the page is in no list or sitemap).
 */
export function withHeldNote(html: string, held: HeldBack, date: string): string {
  const body = /<body[^>]*>/.exec(html);
  if (!body) return html;
  const end = body.index + body[0].length;
  const note =
    `<p class="site-dev-held" role="note"><strong>Not published yet.</strong> This ${held.kind} is dated ${held.until}, after the build date ${date}: ` +
    `a build today leaves it out of every page, list and sitemap; the first build on or after ${held.until} publishes it. Only site dev shows it here.</p>`;
  return html.slice(0, end) + note + html.slice(end);
}

/** The problems as the CLI prints them (what the overlay and the terminal show). */
export function problemsText(problems: ContentProblem[]): string {
  return problems.map(formatProblem).join('\n');
}

/** Served instead of any page while the site cannot be rendered; the live script shows the overlay. */
export function errorPage(problems: ContentProblem[]): string {
  const title = plural(problems.length, 'problem');
  return withDevTags(
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title} | site dev</title></head>` +
      `<body><main class="site-dev-fallback"><h1>${title}</h1><pre>${escapeHtml(problemsText(problems))}</pre></main></body></html>\n`,
    ERROR_PAGE,
  );
}

/** The site's CSP plus what dev needs: the HMR WebSocket on the page's own origin. */
export function devContentSecurityPolicy(csp: string, wsOrigin: string): string {
  return csp.replace(/(^|;\s*)connect-src ([^;]*)/, (_, lead: string, sources: string) => `${lead}connect-src ${sources} ${wsOrigin}`);
}

/** For the error page, when there is no content to print the site's CSP from. */
export function fallbackContentSecurityPolicy(wsOrigin: string): string {
  return `default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self' ${wsOrigin}; object-src 'none'; base-uri 'self'`;
}

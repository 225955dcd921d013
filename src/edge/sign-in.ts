// Production sign-in for the CMS: the GitHub OAuth exchange that the CMS's
// GitHub backend expects from its `base_url` + `auth_endpoint` (a popup opens
// /api/auth, which sends the person to GitHub; GitHub sends them back to
// /api/auth/callback with a code; the popup hands the token to the CMS with
// postMessage), run by the site's own Worker (src/edge/worker.ts), so no
// third-party auth service is needed. The state is a random value kept in an
// HttpOnly cookie and checked on the way back; the client secret is a Worker
// secret; only people who may push to the repository get a token.

import { escapeHtml } from '../text/escape-html.ts';
import type { AssetsBinding } from './env.ts';

/** The path of the sign-in endpoint, relative to the site's origin, as config.yml names it. */
export const AUTH_ENDPOINT = 'api/auth';

export interface SignInEnv {
  /** The GitHub OAuth app's client id and secret (Worker secrets, docs/cms.md). */
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** GitHub's sign-in and API origins; the tests point them at a fake GitHub. */
  GITHUB_OAUTH_URL?: string;
  GITHUB_API_URL?: string;
  /** The site's own files (the Worker's static assets): /admin/config.yml names the repository. */
  ASSETS?: AssetsBinding;
}

const STATE_COOKIE = '__Host-cms-oauth-state';
/** Ten minutes to sign in at GitHub. */
const STATE_SECONDS = 600;
/** The scopes the CMS asks for: a private repository needs `repo`. */
const SCOPES = new Set(['repo', 'public_repo']);

/** GET /api/auth: a fresh state in a cookie, and off to GitHub's consent page. */
export async function startSignIn(request: Request, env: SignInEnv, randomState: () => string = newState): Promise<Response> {
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET)
    return message('error', 'Sign-in is not set up: the site needs the GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET secrets (docs/cms.md).', 500);
  const url = new URL(request.url);
  const scope = url.searchParams.get('scope') ?? 'repo';
  const state = randomState();
  const authorize = new URL('/login/oauth/authorize', env.GITHUB_OAUTH_URL ?? 'https://github.com');
  authorize.searchParams.set('client_id', env.GITHUB_CLIENT_ID);
  authorize.searchParams.set('redirect_uri', callbackUrl(url));
  authorize.searchParams.set('scope', SCOPES.has(scope) ? scope : 'repo');
  authorize.searchParams.set('state', state);
  return new Response(null, {
    status: 302,
    headers: {
      location: authorize.href,
      'set-cookie': `${STATE_COOKIE}=${state}; Max-Age=${STATE_SECONDS}; Path=/; HttpOnly; Secure; SameSite=Lax`,
      'cache-control': 'no-store',
    },
  });
}

/** GET /api/auth/callback: state checked, code exchanged, push access checked; the popup hands the token (or the reason) to the CMS. */
export async function finishSignIn(request: Request, env: SignInEnv, fetcher: typeof fetch = fetch): Promise<Response> {
  const url = new URL(request.url);
  const state = url.searchParams.get('state');
  const expected = cookie(request, STATE_COOKIE);
  if (!state || !expected || !sameText(state, expected))
    return message('error', 'The sign-in expired or did not start here. Close this window and sign in again.', 400);
  const denied = url.searchParams.get('error');
  if (denied) return message('error', `GitHub did not sign you in (${denied.slice(0, 100)}).`, 403);
  const code = url.searchParams.get('code');
  if (!code || !env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET)
    return message('error', 'GitHub sent no code back. Close this window and sign in again.', 400);
  try {
    const token = await exchangeCode(code, callbackUrl(url), env, fetcher);
    if (!token) return message('error', 'GitHub refused the sign-in code. Close this window and sign in again.', 403);
    const repo = await repository(request, env);
    if (!repo) return message('error', 'The site does not name its repository (data/site.yaml cms.repo).', 500);
    if (!(await canPush(token, repo, env, fetcher)))
      return message('error', `Your GitHub account may not change ${repo}. Ask the owner to add you as a collaborator.`, 403);
    return message('success', token, 200);
  } catch {
    return message('error', 'GitHub did not answer. Try again in a minute.', 502);
  }
}

function newState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function callbackUrl(url: URL): string {
  return `${url.origin}/${AUTH_ENDPOINT}/callback`;
}

function cookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie') ?? '';
  return header
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];
}

/** Compares without stopping at the first difference. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

async function exchangeCode(code: string, redirectUri: string, env: SignInEnv, fetcher: typeof fetch): Promise<string | undefined> {
  const response = await fetcher(new URL('/login/oauth/access_token', env.GITHUB_OAUTH_URL ?? 'https://github.com'), {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', 'user-agent': 'site-cms-sign-in' },
    body: JSON.stringify({ client_id: env.GITHUB_CLIENT_ID, client_secret: env.GITHUB_CLIENT_SECRET, code, redirect_uri: redirectUri }),
  });
  if (!response.ok) throw new Error(`token exchange: HTTP ${response.status}`);
  const body = (await response.json()) as { access_token?: unknown };
  return typeof body.access_token === 'string' && body.access_token ? body.access_token : undefined;
}

/** The repository /admin/config.yml names (the build writes `repo: owner/name` under `backend:`). */
async function repository(request: Request, env: SignInEnv): Promise<string | undefined> {
  if (!env.ASSETS) return undefined;
  const config = await env.ASSETS.fetch(new URL('/admin/config.yml', request.url).href);
  if (!config.ok) return undefined;
  return /^ {2}repo: ([A-Za-z0-9-]+\/[A-Za-z0-9._-]+)$/m.exec(await config.text())?.[1];
}

/** Whether the token's user may push to the repository (a collaborator with write access, or an owner). */
async function canPush(token: string, repo: string, env: SignInEnv, fetcher: typeof fetch): Promise<boolean> {
  const response = await fetcher(new URL(`/repos/${repo}`, env.GITHUB_API_URL ?? 'https://api.github.com'), {
    headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.github+json', 'user-agent': 'site-cms-sign-in' },
  });
  if (response.status === 404 || response.status === 403) return false;
  if (!response.ok) throw new Error(`repository check: HTTP ${response.status}`);
  const body = (await response.json()) as { permissions?: { push?: unknown } };
  return body.permissions?.push === true;
}

/**
 * The popup's page: it tells the CMS that opened it (on this site's origin
 * only) how the sign-in went, in the "authorization:github:…" messages,
 * after the CMS has answered its first message. Its one inline script is
 * allowed by its hash.
 */
async function message(status: 'success' | 'error', content: string, httpStatus: number): Promise<Response> {
  // Sveltia CMS shows an error's `error` text in its sign-in screen
  const payload = status === 'success' ? { token: content, provider: 'github' } : { error: content };
  const text = `authorization:github:${status}:${JSON.stringify(payload)}`;
  const script = `(function(){var o=location.origin;function r(e){if(e.origin!==o)return;window.removeEventListener('message',r);window.opener.postMessage(${JSON.stringify(text).replace(/</g, '\\u003c')},o)}if(window.opener){window.addEventListener('message',r);window.opener.postMessage('authorizing:github',o)}})();`;
  const hash = btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script)))));
  const shown = status === 'success' ? 'Signed in. This window closes by itself; if it does not, close it.' : content;
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Sign-in</title></head><body><p>${escapeHtml(shown)}</p><script>${script}</script></body></html>`;
  return new Response(html, {
    status: httpStatus,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; frame-ancestors 'none'`,
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex, nofollow',
      // the state is spent, whatever the outcome
      'set-cookie': `${STATE_COOKIE}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`,
    },
  });
}

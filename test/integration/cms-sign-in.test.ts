// The CMS's GitHub sign-in (src/edge/sign-in.ts)
// in Cloudflare's runtime, against a local fake of GitHub: the state is
// checked, GitHub's refusals and errors reach the CMS as messages, and only
// an account that may push to the repository gets a token.

import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startWorkerDev, type WorkerDev, type PlainResponse } from '../support/worker-dev.ts';

/** The repository data/site.yaml names. */
const REPO = 'basin-peak/website';
const TOKENS: Record<string, string> = { 'member-code': 'gho_member', 'outsider-code': 'gho_outsider' };

let github: { url: string; server: Server; exchanges: Array<Record<string, string>> };
let site: WorkerDev;

/** GitHub's token exchange and repository endpoint, as the function uses them. */
async function startFakeGitHub(): Promise<typeof github> {
  const exchanges: Array<Record<string, string>> = [];
  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'POST' && req.url === '/login/oauth/access_token') {
      const body = JSON.parse(text) as Record<string, string>;
      exchanges.push(body);
      const token = body.client_secret === 'test-secret' ? TOKENS[body.code!] : undefined;
      return json(200, token ? { access_token: token, token_type: 'bearer', scope: 'repo' } : { error: 'bad_verification_code' });
    }
    if (req.method === 'GET' && req.url === `/repos/${REPO}`) {
      const auth = req.headers.authorization;
      if (auth === 'Bearer gho_member') return json(200, { full_name: REPO, permissions: { admin: false, push: true, pull: true } });
      if (auth === 'Bearer gho_outsider') return json(200, { full_name: REPO, permissions: { admin: false, push: false, pull: true } });
      return json(404, { message: 'Not Found' });
    }
    json(404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, exchanges };
}

beforeAll(async () => {
  github = await startFakeGitHub();
  site = await startWorkerDev({
    vars: { GITHUB_CLIENT_ID: 'test-client', GITHUB_CLIENT_SECRET: 'test-secret', GITHUB_OAUTH_URL: github.url, GITHUB_API_URL: github.url },
  });
}, 180_000);

afterAll(async () => {
  await site?.stop();
  await new Promise((resolve) => github?.server.close(resolve));
});

/** Starts a sign-in: the state GitHub is sent and the cookie that holds it. */
async function start(): Promise<{ state: string; cookie: string; location: URL; response: PlainResponse }> {
  const response = await request(`${site.url}/api/auth?provider=github&site_id=localhost&scope=repo`);
  const location = new URL(String(response.headers.location));
  const setCookie = String(response.headers['set-cookie']);
  return { state: location.searchParams.get('state') ?? '', cookie: setCookie.split(';')[0]!, location, response };
}

function callback(query: string, cookie?: string): Promise<PlainResponse> {
  return request(`${site.url}/api/auth/callback?${query}`, { headers: cookie ? { cookie } : {} });
}

/** The message the popup hands the CMS. */
function handedOver(page: PlainResponse): string | undefined {
  return /"(authorization:github:[^"\\]*(?:\\.[^"\\]*)*)"/.exec(page.text)?.[1];
}

describe('the CMS sign-in under wrangler dev', { timeout: 60_000 }, () => {
  it('sends the person to GitHub with a fresh state kept in an HttpOnly cookie', async () => {
    const first = await start();
    expect(first.response.status).toBe(302);
    expect(first.location.origin + first.location.pathname).toBe(`${github.url}/login/oauth/authorize`);
    expect(Object.fromEntries(first.location.searchParams)).toMatchObject({
      client_id: 'test-client',
      redirect_uri: `${site.url}/api/auth/callback`,
      scope: 'repo',
    });
    expect(first.state).toMatch(/^[0-9a-f]{64}$/);
    expect(String(first.response.headers['set-cookie'])).toMatch(
      new RegExp(`^__Host-cms-oauth-state=${first.state}; Max-Age=600; Path=/; HttpOnly; Secure; SameSite=Lax`),
    );
    expect((await start()).state).not.toBe(first.state);
  });

  it('gives a collaborator with push access a token, handed only to this origin, under a CSP that allows that one script', async () => {
    const { state, cookie } = await start();
    const page = await callback(`code=member-code&state=${state}`, cookie);
    expect(page.status).toBe(200);
    expect(handedOver(page)).toBe('authorization:github:success:{\\"token\\":\\"gho_member\\",\\"provider\\":\\"github\\"}');
    expect(github.exchanges.at(-1)).toMatchObject({
      client_id: 'test-client',
      client_secret: 'test-secret',
      code: 'member-code',
      redirect_uri: `${site.url}/api/auth/callback`,
    });
    expect(page.text).toContain('window.opener.postMessage');
    expect(page.text).not.toContain("'*'");
    const script = /<script>(.*)<\/script>/.exec(page.text)![1]!;
    const hash = createHash('sha256').update(script).digest('base64');
    expect(page.headers['content-security-policy']).toBe(`default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; frame-ancestors 'none'`);
    expect(String(page.headers['set-cookie'])).toMatch(/^__Host-cms-oauth-state=; Max-Age=0/);
  });

  it('refuses a callback without the state cookie, or with another state', async () => {
    const { state, cookie } = await start();
    for (const page of [
      await callback(`code=member-code&state=${state}`),
      await callback('code=member-code&state=0123', cookie),
      await callback('code=member-code', cookie),
    ]) {
      expect(page.status).toBe(400);
      expect(handedOver(page)).toMatch(/^authorization:github:error:.*expired or did not start here/);
      expect(page.text).not.toContain('gho_');
    }
  });

  it('tells the CMS when GitHub refused: consent denied, a bad code', async () => {
    const denied = await start();
    const page = await callback(`error=access_denied&error_description=The+user+has+denied&state=${denied.state}`, denied.cookie);
    // the reason under `error`, which the CMS shows on its sign-in screen
    expect([page.status, handedOver(page)]).toEqual([
      403,
      expect.stringMatching(/^authorization:github:error:\{\\"error\\":\\"GitHub did not sign you in \(access_denied\)/),
    ]);
    const bad = await start();
    const refused = await callback(`code=stale-code&state=${bad.state}`, bad.cookie);
    expect([refused.status, handedOver(refused)]).toEqual([403, expect.stringMatching(/^authorization:github:error:.*refused the sign-in code/)]);
  });

  it('gives no token to an account that may not push to the repository', async () => {
    const { state, cookie } = await start();
    const page = await callback(`code=outsider-code&state=${state}`, cookie);
    expect(page.status).toBe(403);
    expect(handedOver(page)).toMatch(new RegExp(`^authorization:github:error:.*may not change ${REPO}`));
    expect(page.text).not.toContain('gho_outsider');
  });
});

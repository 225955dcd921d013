// `site dev` attacked as a page of another site would attack it while the
// owner browses: rebinding its own name to 127.0.0.1 (so the browser sends
// its name as Host), posting from its own origin, reading the project's
// secrets through Vite. Every request is refused, and nothing is written or
// read.

import { existsSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../src/cli/root.ts';
import { startDev, type RunningDev } from '../../../src/dev/server.ts';
import { copyOfData, snapshotFolder } from '../helpers/cli.ts';

interface Answer {
  status: number;
  body: string;
}

/** A raw request: node's fetch would not send a Host of our choosing. */
function send(dev: RunningDev, rawPath: string, options: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers = { ...(body && { 'content-type': 'application/json' }), ...options.headers };
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: dev.port, path: rawPath, method: options.method ?? 'GET', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A WebSocket handshake as Vite's client makes it; resolves to the status the server answers. */
function upgrade(dev: RunningDev, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port: dev.port,
      path: '/__vite/',
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        'sec-websocket-protocol': 'vite-hmr',
        ...headers,
      },
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

const persistEntry = {
  action: 'persistEntry',
  params: {
    branch: 'main',
    dataFiles: [{ slug: 'rebound', path: 'rebound.yaml', raw: 'phones: ["307-555-0199"]\n' }],
    assets: [],
    options: { commitMessage: 'rebound', useWorkflow: false, status: 'draft' },
  },
};
const persistMedia = {
  action: 'persistMedia',
  params: { branch: 'main', asset: { path: 'images/uploads/evil.txt', content: 'ZXZpbA==', encoding: 'base64' }, options: { commitMessage: 'media' } },
};
const getEntry = { action: 'getEntry', params: { branch: 'main', path: 'site.yaml' } };

const SECRET = 'MAIL_API_KEY=secret-of-the-test-0199';

describe('site dev answers only requests addressed to it', () => {
  let data: string;
  let dev: RunningDev;
  let dataBefore: Record<string, string>;
  let evil: { host: string; origin: string };
  let own: { host: string; origin: string };
  /** The test's .dev.vars, removed after; an owner's own file is used as it is and left alone. */
  const devVars = path.join(projectRoot, '.dev.vars');
  let wroteDevVars = false;

  beforeAll(async () => {
    data = await copyOfData();
    dataBefore = await snapshotFolder(data);
    if (!existsSync(devVars)) {
      await writeFile(devVars, `${SECRET}\n`, { flag: 'wx' });
      wroteDevVars = true;
    }
    dev = await startDev({ root: projectRoot, dataDir: data, port: 0, host: '127.0.0.1', date: '2026-01-15', log: () => undefined });
    evil = { host: `evil.example:${dev.port}`, origin: `http://evil.example:${dev.port}` };
    own = { host: `localhost:${dev.port}`, origin: `http://localhost:${dev.port}` };
    // Vite starts after the first page (a request under /__vite/ waits for it): what follows meets the running Vite.
    await send(dev, '/');
    await send(dev, '/__vite/src/dev/client/live.ts');
  }, 120_000);

  afterAll(async () => {
    await dev?.close();
    if (wroteDevVars) await rm(devVars, { force: true });
  });

  it('refuses a rebound name (DNS rebinding): the backend writes nothing, reads nothing, and no page is answered', async () => {
    const rebound = { headers: evil };
    for (const [answer, what] of [
      [await send(dev, '/admin/api/v1', { ...rebound, method: 'POST', body: persistEntry }), 'persistEntry'],
      [await send(dev, '/admin/api/v1', { ...rebound, method: 'POST', body: getEntry }), 'getEntry'],
      [await send(dev, '/', rebound), '/'],
      [await send(dev, '/admin/', rebound), '/admin/'],
      [await send(dev, '/admin/config.yml', rebound), '/admin/config.yml'],
      [await send(dev, '/__vite/src/dev/client/live.ts', rebound), '/__vite/'],
    ] as const) {
      expect(answer.status, what).toBe(403);
      expect(answer.body, what).toMatch(/^Forbidden: Host "evil\.example:\d+" is not this server[^\n]*\n$/);
    }
    expect(existsSync(path.join(data, 'rebound.yaml'))).toBe(false);
  });

  it('refuses a change from another origin, from "null", and without Origin: no media written', async () => {
    for (const origin of ['http://evil.example', 'null', `http://127.0.0.1:${dev.port + 1}`, `https://localhost:${dev.port}`]) {
      const answer = await send(dev, '/admin/api/v1', { method: 'POST', headers: { origin }, body: persistMedia });
      expect(answer.status, origin).toBe(403);
      expect(answer.body, origin).toMatch(/^Forbidden: Origin "[^"]*" is not a page of this server[^\n]*\n$/);
    }
    const bare = await send(dev, '/admin/api/v1', { method: 'POST', body: persistMedia });
    expect(bare).toMatchObject({ status: 403, body: expect.stringMatching(/^Forbidden: a POST request must come from a page of this server/) });
    expect(existsSync(path.join(data, 'images/uploads'))).toBe(false);
    expect(await snapshotFolder(data)).toEqual(dataBefore);
  });

  it('refuses the live-reload WebSocket to a foreign origin and to a rebound name', async () => {
    expect(await upgrade(dev, { host: own.host, origin: 'http://evil.example' })).toBe(403);
    expect(await upgrade(dev, evil)).toBe(403);
    expect(await upgrade(dev, { host: own.host })).toBe(403);
  });

  it('serves no secret and no file outside what the islands are made of under /__vite/', async () => {
    const paths = [
      '/__vite/.dev.vars',
      '/__vite/.dev.vars?raw',
      '/__vite/.dev.vars?import&raw',
      `/__vite/@fs${devVars}`,
      `/__vite/@fs${devVars}?raw`,
      '/__vite/package.json',
      '/__vite/wrangler.toml?raw',
      `/__vite/@fs${path.join(data, 'site.yaml')}?raw`,
      `/__vite/@fs${path.join(projectRoot, '.git')}`,
    ];
    for (const p of paths) {
      const answer = await send(dev, p, { headers: own });
      expect(answer.status, p).toBeGreaterThanOrEqual(400);
      expect(answer.body, p).not.toContain('MAIL_API_KEY');
      expect(answer.body, p).not.toContain('"devDependencies"');
      expect(answer.body, p).not.toContain('compatibility_date');
    }
  });

  it("answers its own pages and the CMS's configuration at 127.0.0.1 and localhost (where the CMS offers its local mode)", async () => {
    for (const host of [`127.0.0.1:${dev.port}`, `localhost:${dev.port}`]) {
      expect((await send(dev, '/', { headers: { host } })).status).toBe(200);
      const config = await send(dev, '/admin/config.yml', { headers: { host } });
      expect(config.status).toBe(200);
      expect(config.body).toContain('phones');
    }
    expect((await send(dev, '/__vite/src/dev/client/live.ts', { headers: own })).status).toBe(200);
  });
});

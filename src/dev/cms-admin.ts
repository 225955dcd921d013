// /admin/ under `site dev`: the CMS on the local files. Decap's local backend
// protocol is answered by the decap-server package itself (its file-system
// middleware, in this process), rooted at the data folder: the CMS can read
// and write nothing outside it. A save lands in the data folder, where the
// dev server's watcher picks it up and reloads the open pages.
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { adminContentSecurityPolicy, ADMIN_DIR } from '../cms/headers.ts';
import { contentType } from '../host/serving.ts';
import { decapFiles } from '../cms/admin.ts';
import { LOCAL_API } from '../cms/config.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const require = createRequire(import.meta.url);

/** Answers /admin/ and the local backend under it; returns false for any other path. */
export type AdminHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/** `generated`: the page, config.yml and formats.js as the engine makes them now (localAdminFiles, through the engine so a schema edit shows). */
export async function adminHandler(dataDir: string, generated: () => Promise<Array<[string, string]>>): Promise<AdminHandler> {
  const api = await localBackend(dataDir);
  const decap = new Map(decapFiles().map(({ name, from }) => [name, from]));
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === `/${ADMIN_DIR}`) {
      res.writeHead(301, { location: `/${ADMIN_DIR}/` }).end();
      return true;
    }
    if (!url.pathname.startsWith(`/${ADMIN_DIR}/`)) return false;
    if (url.pathname === LOCAL_API) {
      req.url = `/api/v1${url.search}`;
      api(req, res, () => res.writeHead(404).end());
      return true;
    }
    const name = url.pathname.slice(ADMIN_DIR.length + 2) || 'index.html';
    const from = decap.get(name);
    let body: Buffer | string | undefined;
    try {
      body = from ? await readFile(from) : new Map(await generated()).get(name);
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`The CMS could not be prepared: ${(error as Error).message}\n`);
      return true;
    }
    if (body === undefined) res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found\n');
    else res.writeHead(200, { 'content-type': name === 'config.yml' ? 'text/yaml; charset=utf-8' : contentType(name), ...ADMIN_DEV_HEADERS }).end(body);
    return true;
  };
}

const ADMIN_DEV_HEADERS = { 'content-security-policy': adminContentSecurityPolicy(), 'x-robots-tag': 'noindex, nofollow', 'cache-control': 'no-store' };

/**
 * decap-server's file-system backend as an Express app. The package reads
 * the folder to serve from GIT_REPO_DIRECTORY when it registers its
 * middleware (synchronously), so the variable is set for that moment only.
 */
async function localBackend(dataDir: string): Promise<Handler> {
  const express = require('express') as () => Handler & { post: unknown };
  const { registerLocalFs } = require('decap-server/dist/middlewares') as { registerLocalFs(app: unknown, options: { logLevel: string }): Promise<void> };
  const app = express();
  const before = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = path.resolve(dataDir);
  try {
    await registerLocalFs(app, { logLevel: 'warn' });
  } finally {
    if (before === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = before;
  }
  return app;
}

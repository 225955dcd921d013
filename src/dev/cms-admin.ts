// /admin/ under `site dev`: the CMS's page, its configuration (made now, so a
// schema edit shows on the next load) and Sveltia CMS's files. There is no
// write API: on 127.0.0.1 the CMS offers "Work with Local Repository", which
// edits the folder the person picks through the browser's File System Access
// API. A save lands in the data folder, where the dev server's watcher picks
// it up and reloads the open pages.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { adminContentSecurityPolicy, ADMIN_DIR } from '../cms/headers.ts';
import { contentType } from '../host/serving.ts';
import { cmsFiles, readCmsFile } from '../cms/admin.ts';

/** Answers /admin/; returns false for any other path. */
export type AdminHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/** `generated`: the page, config.yml and formats.js as the engine makes them now (localAdminFiles, through the engine so a schema edit shows). */
export async function adminHandler(generated: () => Promise<Array<[string, string]>>): Promise<AdminHandler> {
  const packaged = new Map(cmsFiles().map((file) => [file.name, file]));
  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === `/${ADMIN_DIR}`) {
      res.writeHead(301, { location: `/${ADMIN_DIR}/` }).end();
      return true;
    }
    if (!url.pathname.startsWith(`/${ADMIN_DIR}/`)) return false;
    const name = url.pathname.slice(ADMIN_DIR.length + 2) || 'index.html';
    const file = packaged.get(name);
    let body: Buffer | string | undefined;
    try {
      body = file ? await readCmsFile(file) : new Map(await generated()).get(name);
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

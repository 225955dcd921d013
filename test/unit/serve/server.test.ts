import { mkdir, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configWarnings, startServer, type RunningServer } from '../../../src/serve/server.ts';
import { runCli } from '../helpers/cli.ts';
import { scratchDir } from '../helpers/scratch.ts';

const files: Record<string, string> = {
  'index.html': '<h1>Home</h1>',
  '404.html': '<h1>Page Not Found</h1>',
  'cody.html': '<h1>Cody</h1>',
  'contact.html': '<h1>Contact</h1>',
  'services/water-heaters.html': '<h1>Water heaters</h1>',
  'zip/82414.html': '<h1>82414</h1>',
  'assets/site.css': 'body{}',
  'assets/app.js': 'console.log(1)',
  'sitemap.xml': '<urlset/>',
  'images/logo.svg': '<svg/>',
  _redirects: ['/cody-plumbers /cody 301', '/contact /cody 302', '/zip-code/:zip /zip/:zip 301', '/old/* /services/:splat 308', '/alias /cody 200'].join('\n'),
  _headers: '/*\n  X-Frame-Options: DENY\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
};

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Raw request, so paths like /../ reach the server unnormalised. */
function get(server: RunningServer, rawPath: string, method = 'GET', headers: Record<string, string> = {}): Promise<Answer> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: rawPath, method, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('startServer', () => {
  let dir: string;
  let server: RunningServer;

  beforeAll(async () => {
    // The served folder sits in a scratch folder beside a secret it must never serve.
    const scratch = await scratchDir('site-serve');
    dir = path.join(scratch, 'dist');
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), text);
    }
    await writeFile(path.join(scratch, 'secret.txt'), 'secret');
    server = await startServer({ dir, port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  it('gzips text when the client accepts it, and only then', async () => {
    const url = new URL(server.url);
    const answer = await new Promise<{ encoding?: string; body: string }>((resolve, reject) => {
      const req = request({ host: url.hostname, port: url.port, path: '/cody', headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: gunzipSync(Buffer.concat(chunks)).toString('utf8') }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer).toEqual({ encoding: 'gzip', body: '<h1>Cody</h1>' });
    expect((await get(server, '/cody')).headers['content-encoding']).toBeUndefined();
  });

  it('reports its URL with the chosen port', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves clean URLs with HTML content type and _headers applied', async () => {
    const home = await get(server, '/');
    expect(home).toMatchObject({ status: 200, body: '<h1>Home</h1>' });
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['x-frame-options']).toBe('DENY');
    expect((await get(server, '/services/water-heaters')).body).toBe('<h1>Water heaters</h1>');
  });

  it('redirects .html and trailing-slash URLs with 308, keeping the query', async () => {
    expect(await get(server, '/cody.html?a=1')).toMatchObject({ status: 308, headers: { location: '/cody?a=1' } });
    expect(await get(server, '/cody/')).toMatchObject({ status: 308, headers: { location: '/cody' } });
    expect(await get(server, '/index.html')).toMatchObject({ status: 308, headers: { location: '/' } });
  });

  it('applies _redirects before files, with placeholders, splats and 200 rewrites', async () => {
    expect(await get(server, '/cody-plumbers')).toMatchObject({ status: 301, headers: { location: '/cody' } });
    expect(await get(server, '/contact')).toMatchObject({ status: 302, headers: { location: '/cody' } });
    expect(await get(server, '/zip-code/82414')).toMatchObject({ status: 301, headers: { location: '/zip/82414' } });
    expect(await get(server, '/old/water-heaters')).toMatchObject({ status: 308, headers: { location: '/services/water-heaters' } });
    expect(await get(server, '/alias')).toMatchObject({ status: 200, body: '<h1>Cody</h1>' });
  });

  it('serves assets with their content types and merged headers', async () => {
    const css = await get(server, '/assets/site.css');
    expect(css).toMatchObject({ status: 200, body: 'body{}' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.headers['x-frame-options']).toBe('DENY');
    expect((await get(server, '/assets/app.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await get(server, '/sitemap.xml')).headers['content-type']).toBe('application/xml; charset=utf-8');
    expect((await get(server, '/images/logo.svg')).headers['content-type']).toBe('image/svg+xml');
  });

  it('answers 404 with 404.html for unknown paths and for _redirects/_headers', async () => {
    for (const p of ['/no-such-page', '/_redirects', '/_headers', '/nope.html']) {
      expect(await get(server, p)).toMatchObject({ status: 404, body: '<h1>Page Not Found</h1>' });
    }
  });

  it('does not leave the output folder', async () => {
    for (const p of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt']) {
      const answer = await get(server, p);
      expect(answer.status).toBe(404);
      expect(answer.body).not.toContain('secret');
    }
  });

  it('answers HEAD with headers and no body', async () => {
    const head = await get(server, '/cody', 'HEAD');
    expect(head).toMatchObject({ status: 200, body: '' });
    expect(head.headers['content-length']).toBe(String('<h1>Cody</h1>'.length));
    expect((await get(server, '/no-such-page', 'HEAD')).status).toBe(404);
  });

  it('refuses other methods', async () => {
    expect(await get(server, '/', 'POST', { origin: server.url })).toMatchObject({ status: 405, headers: { allow: 'GET, HEAD' } });
  });

  it('answers only requests addressed to it: a foreign Host (DNS rebinding), a foreign Origin, a POST without Origin get 403 and one line', async () => {
    const port = new URL(server.url).port;
    for (const host of ['127.0.0.1', 'localhost', '[::1]']) expect((await get(server, '/cody', 'GET', { host: `${host}:${port}` })).status).toBe(200);
    const refused: Record<string, string>[] = [
      { host: `evil.example:${port}` },
      { host: `evil.example:${port}`, origin: `http://evil.example:${port}` },
      { host: `localhost:${Number(port) + 1}` },
      { origin: 'http://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of refused) {
      const answer = await get(server, '/cody', 'GET', headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.body).toMatch(/^Forbidden: [^\n]+\n$/);
      expect(answer.body).not.toContain('Cody');
    }
    expect((await get(server, '/', 'POST')).body).toMatch(/^Forbidden: a POST request must come from a page of this server/);
  });
});

describe('site serve', () => {
  it('rejects a bad port and a missing folder as usage errors', async () => {
    expect(await runCli('serve', '--port', 'abc')).toMatchObject({ code: 2, stderr: expect.stringContaining('--port') });
    expect(await runCli('serve', '--out', path.join(tmpdir(), 'no-such-site-dir'))).toMatchObject({ code: 2 });
  });
});

describe('configWarnings', () => {
  it('names each _redirects and _headers line the server skips, by file and line', async () => {
    const dir = await scratchDir('site-serve-warn');
    await writeFile(path.join(dir, '_redirects'), '/a /b 301\n/a /b 404\n');
    await writeFile(path.join(dir, '_headers'), '/*\n  nonsense\n');
    expect(configWarnings(dir).map((w) => [w.file, w.line])).toEqual([
      ['_redirects', 2],
      ['_headers', 2],
    ]);
  });
});

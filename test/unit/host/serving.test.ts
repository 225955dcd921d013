import { describe, expect, it } from 'vitest';
import { contentType, resolvePath, safeSegments } from '../../../src/host/serving.ts';

const files = new Set([
  'index.html',
  '404.html',
  'cody.html',
  'services.html',
  'services/water-heaters.html',
  'docs/index.html',
  'sitemap.xml',
  'assets/app.js',
  'images/a b.png',
  '_redirects',
  '_headers',
  '.site-build.json',
]);
const exists = (file: string) => files.has(file);
const resolve = (p: string) => resolvePath(p, exists);

describe('resolvePath', () => {
  it('serves / from index.html and /x from x.html', () => {
    expect(resolve('/')).toEqual({ kind: 'file', file: 'index.html' });
    expect(resolve('/cody')).toEqual({ kind: 'file', file: 'cody.html' });
    expect(resolve('/services')).toEqual({ kind: 'file', file: 'services.html' });
    expect(resolve('/services/water-heaters')).toEqual({ kind: 'file', file: 'services/water-heaters.html' });
  });

  it('redirects /x.html and /x/ to /x, and /index.html to /', () => {
    expect(resolve('/cody.html')).toEqual({ kind: 'redirect', location: '/cody' });
    expect(resolve('/cody/')).toEqual({ kind: 'redirect', location: '/cody' });
    expect(resolve('/services/water-heaters.html')).toEqual({ kind: 'redirect', location: '/services/water-heaters' });
    expect(resolve('/index.html')).toEqual({ kind: 'redirect', location: '/' });
  });

  it('serves folder indexes at the trailing-slash URL', () => {
    expect(resolve('/docs')).toEqual({ kind: 'redirect', location: '/docs/' });
    expect(resolve('/docs/')).toEqual({ kind: 'file', file: 'docs/index.html' });
    expect(resolve('/docs/index.html')).toEqual({ kind: 'redirect', location: '/docs/' });
  });

  it('serves other files by their exact name, decoding the path', () => {
    expect(resolve('/sitemap.xml')).toEqual({ kind: 'file', file: 'sitemap.xml' });
    expect(resolve('/assets/app.js')).toEqual({ kind: 'file', file: 'assets/app.js' });
    expect(resolve('/images/a%20b.png')).toEqual({ kind: 'file', file: 'images/a b.png' });
  });

  it('never serves _redirects, _headers or the build manifest', () => {
    expect(resolve('/.site-build.json')).toEqual({ kind: 'not-found' });
    expect(resolve('/_redirects')).toEqual({ kind: 'not-found' });
    expect(resolve('/_headers')).toEqual({ kind: 'not-found' });
  });

  it('answers not-found for unknown paths and missing .html files', () => {
    expect(resolve('/no-such-page')).toEqual({ kind: 'not-found' });
    expect(resolve('/nope.html')).toEqual({ kind: 'not-found' });
    expect(resolve('/nope/')).toEqual({ kind: 'not-found' });
    expect(resolve('/services//water-heaters')).toEqual({ kind: 'not-found' });
  });

  it('refuses paths that try to leave the output folder', () => {
    for (const p of ['/../etc/passwd', '/%2e%2e/etc/passwd', '/assets/..%2f..%2fetc/passwd', '/a%5c..%5cb', '/%00', '/%E0%A4%A']) {
      expect(resolve(p)).toEqual({ kind: 'not-found' });
    }
  });
});

describe('safeSegments', () => {
  it('splits and decodes a clean path', () => {
    expect(safeSegments('/a/b%20c/')).toEqual(['a', 'b c', '']);
    expect(safeSegments('/a/./b')).toBeNull();
    expect(safeSegments('relative')).toBeNull();
  });
});

describe('contentType', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['assets/site.css', 'text/css; charset=utf-8'],
    ['assets/app.js', 'text/javascript; charset=utf-8'],
    ['data.json', 'application/json; charset=utf-8'],
    ['images/logo.svg', 'image/svg+xml'],
    ['images/a.png', 'image/png'],
    ['images/a.WEBP', 'image/webp'],
    ['sitemap.xml', 'application/xml; charset=utf-8'],
    ['robots.txt', 'text/plain; charset=utf-8'],
    ['folder.d/noext', 'application/octet-stream'],
  ])('%s → %s', (file, type) => {
    expect(contentType(file)).toBe(type);
  });
});

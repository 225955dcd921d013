import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Content, Town } from '../../../src/content/types.ts';
import { loadSite } from '../../../src/load-site.ts';
import { renderPage } from '../../../src/render/page.tsx';
import { redirectRules } from '../../../src/render/redirects.ts';
import { renderSite } from '../../../src/render/site.ts';
import { buildRoutes } from '../../../src/routes/table.ts';
import { isKind } from '../../../src/routes/types.ts';
import { siteTemplates } from '../../../templates/index.ts';
import { repoData } from '../helpers/cli.ts';
import { externalTool } from '../helpers/external-tool.ts';
import { checkLinks } from '../helpers/link-check.ts';

// The town directory (src/model/town-directory.ts): /service-area lists a
// page of towns, a larger site continues on /service-area/2, /3, …, so that no
// page grows with the number of towns.

let bundled: Content;

beforeAll(async () => {
  bundled = (await loadSite(repoData, siteTemplates)).content;
});

/** The bundled content with `count` towns: the real ones, then copies with their own names and slugs. */
function withTowns(count: number): Content {
  const towns: Town[] = Array.from({ length: count }, (_, i) => {
    const base = bundled.towns[i % bundled.towns.length]!;
    return i < bundled.towns.length ? base : { ...base, name: `${base.name} ${i + 1}`, slug: `${base.slug}-${i + 1}`, heroImage: undefined };
  });
  return { ...bundled, towns };
}

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('the town directory', () => {
  it('keeps a site whose towns fit on one page as it was: every town on /service-area, no further page, no page links', () => {
    const routes = buildRoutes(bundled);
    expect(routes.filter((r) => isKind(r, 'town-directory'))).toEqual([]);
    const files = renderSite(bundled, routes, null, '2026-01-15', siteTemplates);
    const html = files.get('service-area.html') as string;
    expect(count(html, 'class="card card--link sa-grid__card"')).toBe(bundled.towns.length);
    expect(html).not.toContain('class="pagination"');
    expect(files.get('contact.html')).not.toContain('towns we serve</a>');
  });

  describe('at 450 towns', () => {
    let content: Content;
    let files: ReadonlyMap<string, string | Uint8Array>;
    let routes: ReturnType<typeof buildRoutes>;
    beforeAll(() => {
      content = withTowns(450);
      routes = buildRoutes(content);
      files = renderSite(content, routes, null, '2026-01-15', siteTemplates);
    });
    const page = (file: string) => files.get(file) as string;

    it('adds /service-area/2 and /service-area/3 to the route table, after /service-area', () => {
      const paths = routes.flatMap((r) => (r.type === 'page' ? [r.path] : []));
      expect(paths.filter((p) => p.startsWith('/service-area/'))).toEqual(['/service-area/2', '/service-area/3']);
      const second = routes.find((r) => r.path === '/service-area/2')!;
      expect(second).toMatchObject({ file: 'service-area/2.html', canonical: '/service-area/2', index: true, title: 'Service Area: Towns, Page 2 of 3' });
      expect(second.type === 'page' && second.description).toBe(`Towns ${content.site.company} serves, page 2 of 3: Cody 201 to Ralston 400.`);
    });

    it('shows 200 towns on /service-area, on its map and in its grid, with links to the other pages', () => {
      const html = page('service-area.html');
      expect(count(html, 'class="card card--link sa-grid__card"')).toBe(200);
      expect(count(html, 'class="sa-pin__link"')).toBe(200);
      expect(html).toContain('All Service Areas (450 cities)');
      expect(html).toContain('<nav class="pagination" aria-label="Pages of the town list">');
      expect(html).toContain('<a class="pagination__link" href="/service-area" aria-current="page" aria-label="Page 1 of 3">1</a>');
      expect(html).toContain('href="/service-area/2" rel="next">Next</a>');
      expect(html).not.toContain('rel="prev"');
    });

    it('shows the rest on the numbered pages, each with its own towns', () => {
      const second = page('service-area/2.html');
      expect(count(second, 'class="card card--link sa-grid__card"')).toBe(200);
      expect(second).toContain('href="/cody-201"');
      expect(second).toContain('href="/ralston-400"');
      expect(second).not.toContain('href="/ralston-200"');
      expect(second).toContain('href="/service-area" rel="prev">Previous</a>');
      expect(second).toContain('aria-current="page" aria-label="Page 2 of 3">2</a>');
      const third = page('service-area/3.html');
      expect(count(third, 'class="card card--link sa-grid__card"')).toBe(50);
      expect(third).not.toContain('rel="next"');
      expect(third).toContain('<link rel="canonical" href="https://');
    });

    it('lists the first page of towns on /contact, and links to the directory for all of them', () => {
      const html = page('contact.html');
      expect(html).toContain('href="/ralston-200"');
      expect(html).toContain('<a href="/service-area">All 450 towns we serve</a>');
      expect(html).not.toContain('href="/cody-201"');
    });

    it('lists the numbered pages in sitemap-main.xml, and every link of every page reaches a page', () => {
      expect(page('sitemap-main.xml')).toContain('/service-area/3</loc>');
      const images = [...new Set([...page('service-area.html').matchAll(/src="\/(images\/[^"]+)"/g)].map((m) => m[1]!))];
      const broken = checkLinks(files, routes, redirectRules(content, routes), { siteUrl: content.site.siteUrl, otherFiles: images }).filter(
        (link) => !link.href.startsWith('/assets/') && !link.href.startsWith('/images/'),
      );
      expect(broken).toEqual([]);
    });

    const java = externalTool('java', ['-version'], 'the W3C Nu Html Checker checks the directory pages', 'a Java runtime');
    it.skipIf(!java.present)(
      java.title('the directory pages pass the Nu Html Checker'),
      () => {
        const dir = mkdtempSync(path.join(tmpdir(), 'site-directory-'));
        try {
          for (const file of ['service-area.html', 'service-area/2.html', 'service-area/3.html', 'contact.html']) {
            mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
            writeFileSync(path.join(dir, file), page(file));
          }
          const vnu = path.resolve(import.meta.dirname, '../../../node_modules/vnu-jar/build/dist/vnu.jar');
          const run = spawnSync('java', ['-jar', vnu, '--format', 'json', '--skip-non-html', dir], { encoding: 'utf8' });
          const messages = (JSON.parse(run.stderr || '{"messages":[]}') as { messages: { type: string; subType?: string; message: string }[] }).messages;
          expect(messages.filter((m) => m.type === 'error' || m.subType === 'warning').map((m) => m.message)).toEqual([]);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
      60_000,
    );
  });

  it('keeps /service-area and /contact the same size at 50,000 towns as at 450', () => {
    const sizes = [450, 50_000].map((towns) => {
      const content = withTowns(towns);
      const routes = buildRoutes(content);
      const render = (path: string) => {
        const route = routes.find((r) => r.path === path);
        if (route?.type !== 'page') throw new Error(`no page ${path}`);
        return Buffer.byteLength(renderPage(route, content, null, siteTemplates));
      };
      return { serviceArea: render('/service-area'), contact: render('/contact'), last: routes.filter((r) => isKind(r, 'town-directory')).length };
    });
    expect(sizes[1]!.last).toBe(249);
    expect(sizes[1]!.serviceArea).toBeLessThan(sizes[0]!.serviceArea * 1.05);
    expect(sizes[1]!.contact).toBeLessThan(sizes[0]!.contact * 1.05);
  });
});

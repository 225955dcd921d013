// Shared parts (src/render/shared.tsx): rendered once per variant, pasted into
// every page that shows them, and indistinguishable from rendering in place.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Content } from '../../../src/content/types.ts';
import { NO_IMAGES } from '../../../src/images/types.ts';
import type { ClientManifest } from '../../../src/islands/bundle.ts';
import { islandNames } from '../../../src/islands/bundle.ts';
import { projectRoot } from '../../../src/cli/root.ts';
import { loadSite } from '../../../src/load-site.ts';
import { renderPage } from '../../../src/render/page.tsx';
import { joinPieces, SharedFragments } from '../../../src/render/shared.tsx';
import { Shared, SharedContext } from '../../../src/render/shared-part.tsx';
import { buildRoutes } from '../../../src/routes/table.ts';
import { siteTemplates } from '../../../templates/index.ts';
import { repoData } from '../helpers/cli.ts';

/** A client manifest with an entry for every island, so each page's script tags show which islands it reported. */
async function everyIsland(): Promise<ClientManifest> {
  const entries = (await islandNames(projectRoot)).map((name) => [`island-${name}`, { file: `assets/${name}.js`, imports: ['assets/react.js'] }]);
  return Object.fromEntries([...entries, ['css:site', { file: 'assets/site.css' }]]);
}

describe('shared parts', () => {
  it('every page of the default site is the same with its shared parts pasted in as rendered in place', async () => {
    const { content } = await loadSite(repoData, siteTemplates);
    const manifest = await everyIsland();
    const shared = new SharedFragments(content, NO_IMAGES);
    const pages = buildRoutes(content).filter((route) => route.type === 'page');
    expect(pages.length).toBeGreaterThan(70);
    for (const page of pages) {
      const pasted = renderPage(page, content, manifest, siteTemplates, NO_IMAGES, shared);
      expect(pasted, page.path).toBe(renderPage(page, content, manifest, siteTemplates));
      expect(pasted).not.toContain('<x-shared');
    }
    // the header's Drawer island is inside a shared part: every page still loads it
    expect(renderPage(pages.at(-1)!, content, manifest, siteTemplates, NO_IMAGES, shared)).toContain('src="/assets/Drawer.js"');
  });

  it('renders each variant of a part once, and a part of other content in place', async () => {
    const { content } = await loadSite(repoData, siteTemplates);
    const rendered: string[] = [];
    function Part({ content: c, label }: { content: Content; label: string }) {
      rendered.push(label);
      return <p>{`${c.site.company}: ${label}`}</p>;
    }
    const shared = new SharedFragments(content, NO_IMAGES);
    const page = (label: string, of: Content = content) =>
      joinPieces(
        shared.pieces(
          renderToStaticMarkup(
            <SharedContext.Provider value={shared}>
              <main>
                <Shared component={Part} content={of} variant={{ label }} />
              </main>
            </SharedContext.Provider>,
          ),
        ),
      );
    const company = renderToStaticMarkup(content.site.company);
    expect([page('a'), page('a'), page('b'), page('a')]).toEqual(['a', 'a', 'b', 'a'].map((label) => `<main><p>${company}: ${label}</p></main>`));
    expect(rendered).toEqual(['a', 'b']);
    const other = { ...content, site: { ...content.site, company: 'Other Co' } };
    expect(page('a', other)).toBe('<main><p>Other Co: a</p></main>');
    expect(rendered).toEqual(['a', 'b', 'a']);
  });
});

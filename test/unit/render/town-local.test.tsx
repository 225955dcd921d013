import { beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../../src/content/types.ts';
import { loadSite } from '../../../src/load-site.ts';
import { renderPage } from '../../../src/render/page.tsx';
import { buildRoutes } from '../../../src/routes/table.ts';
import { isKind } from '../../../src/routes/types.ts';
import { siteTemplates } from '../../../templates/index.ts';
import { repoData } from '../helpers/cli.ts';

let content: Content;

beforeAll(async () => {
  content = (await loadSite(repoData, siteTemplates)).content;
});

function townPage(slug: string, edit?: (c: Content) => Content): string {
  const site = edit ? edit(content) : content;
  const route = buildRoutes(site).find((r) => isKind(r, 'town') && r.path === `/${slug}`);
  if (!route || !isKind(route, 'town')) throw new Error(`no town page /${slug}`);
  return renderPage(route, site, null, siteTemplates);
}

const LOCAL_BLOCKS = ['town-projects-heading', 'town-reviews-heading', 'town-requested-heading'];

describe('town pages show what is local to the town', () => {
  it('shows the projects done there, the reviews from there, the services they name and the distance from the shop', () => {
    const html = townPage('worland');
    for (const id of LOCAL_BLOCKS) expect(html).toContain(`id="${id}"`);
    expect(html).toContain('Our Work in Worland');
    expect(html).toContain('High-Efficiency Furnace Installation'); // gallery.yaml, location Worland
    expect(html).toContain('Found a hidden slab leak that two other companies missed.'); // reviews.yaml, Worland, WY
    expect(html).not.toContain('Burst pipe in the crawlspace at 2 AM'); // a Greybull review
    expect(html).toContain('href="/services/leak-detection-pipe-repair"');
    expect(html).toContain('65 miles from Cody, usually about 95 minutes&#x27; drive');
  });

  it('omits every local block, and the site-wide reviews, for a town the content says nothing about', () => {
    const html = townPage('emblem');
    for (const id of [...LOCAL_BLOCKS, 'reviews-block-heading']) expect(html).not.toContain(`id="${id}"`);
    expect(html).toContain('miles from Cody'); // the distance is known from the coordinates
  });

  it('shows a review once one comes from the town, without an empty projects block', () => {
    const html = townPage('emblem', (c) => ({
      ...c,
      reviews: { ...c.reviews, imported: [{ name: 'Pat Q.', rating: 5, text: 'Fixed our well pump the same afternoon.', location: 'Emblem, WY' }] },
    }));
    expect(html).toContain('id="town-reviews-heading"');
    expect(html).toContain('Fixed our well pump the same afternoon.');
    expect(html).not.toContain('id="town-projects-heading"');
  });

  it('gives the shop town no distance, and door-themed towns their local blocks too', () => {
    expect(townPage('cody')).not.toContain('miles from Cody');
    const basin = townPage('basin');
    expect(basin).toContain('id="town-projects-heading"');
    expect(basin).toContain('Whole-Home Repipe');
    expect(basin).toContain('id="town-distance-heading"');
  });
});

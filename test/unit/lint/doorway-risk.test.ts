import { describe, expect, it } from 'vitest';
import type { LoadedContent } from '../../../src/content/assemble.ts';
import { Origins } from '../../../src/content/origins.ts';
import type { Content } from '../../../src/content/types.ts';
import { seoDoorwayRisk } from '../../../src/lint/rules/seo-doorway-risk.ts';
import { lint } from '../../../src/lint/run.ts';
import type { Finding } from '../../../src/lint/types.ts';
import { buildRoutes } from '../../../src/routes/table.ts';
import { contentFixture } from '../helpers/content-fixture.ts';
import { html } from './synthetic.ts';

const TEMPLATE = `Licensed plumbers and heating technicians serving {town} homes, ranches and businesses, with emergency response day and night.
Water heater repair and replacement in {town}, tank and tankless, gas, electric or propane, usually the same day we get the call.
Drain cleaning and sewer camera inspection for {town} homes, with hydro-jetting for roots and grease and clear prices before work starts.
Furnace and boiler tune-ups before the first cold snap, no-heat calls answered around the clock, and parts on the truck for most makes.
Why {town} chooses us: upfront prices, clean work, licensed technicians and a guarantee on every repair we make in your home.`;

/** Text of its own for a town: words no other page uses. */
function ownText(seed: number, words: number): string {
  let x = seed + 1;
  return Array.from({ length: words }, () => `local${(x = (Math.imul(x, 1103515245) + 12345) >>> 0) % 5000}`).join(' ');
}

interface TownSpec {
  name: string;
  /** Page text: the template (town name filled) or its own words. */
  copy: 'template' | 'own';
}

function lintTowns(towns: TownSpec[], edit?: (content: Content) => void): Finding[] {
  const content = contentFixture();
  content.towns = content.towns.slice(0, towns.length).map((t, i) => ({ ...t, name: towns[i].name, slug: towns[i].name.toLowerCase() }));
  content.gallery = [];
  content.reviews = { ...content.reviews, samples: [], blockSamples: [], imported: [] };
  edit?.(content);
  const routes = buildRoutes(content).filter((r) => r.type === 'page' && r.kind === 'town');
  const files = new Map<string, string>();
  for (const route of routes) {
    if (route.kind !== 'town') continue;
    const i = content.towns.indexOf(route.props.town);
    const text = towns[i].copy === 'template' ? TEMPLATE.replaceAll('{town}', towns[i].name) : ownText(i * 7919, 120);
    files.set(
      route.file,
      html(
        `<header>Menu</header><main>${text
          .split('\n')
          .map((l) => `<p>${l}</p>`)
          .join('')}</main>`,
      ),
    );
  }
  const origins = new Origins();
  origins.add('site', [{ path: 'data/site.yaml', text: 'company: x\n' }], false);
  const loaded: LoadedContent = { content, origins };
  return lint({ loaded, routes, files, date: '2026-01-15', rules: [seoDoorwayRisk] }).findings;
}

const names = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Juliet'];
const clusterOf = (findings: Finding[]) => findings.filter((f) => f.message.includes('near-duplicates'));

describe('seo/doorway-risk', () => {
  it('reports a planted cluster of template pages with their similarity, shared copy and lacks, and not the distinct pages', () => {
    const findings = lintTowns(names.map((name, i) => ({ name, copy: i < 4 ? 'template' : 'own' })));
    const [cluster, ...others] = clusterOf(findings);
    expect(others).toEqual([]);
    expect(cluster.severity).toBe('warning');
    expect(cluster.routes.sort()).toEqual(['/alpha', '/bravo', '/charlie', '/delta']);
    expect(cluster.message).toMatch(
      /^4 pages are near-duplicates; similarity 0\.\d\d-0\.\d\d, median 0\.\d\d over every pair\. \/alpha, \/bravo, \/charlie and 1 more: no local project, no local review, no text of its own$/,
    );
    expect(cluster.data?.sharedCopy).toContain(
      'Why {town} chooses us: upfront prices, clean work, licensed technicians and a guarantee on every repair we make in your home.',
    );
    const pages = cluster.data?.pages as { route: string; similarity: number; lacks: string[] }[];
    expect(pages.map((p) => p.lacks)).toEqual(Array(4).fill(['no local project', 'no local review', 'no text of its own']));
    for (const p of pages) expect(p.similarity).toBeGreaterThan(0.55);
  });

  it('is an error when most town pages are in clusters', () => {
    const [cluster] = clusterOf(lintTowns(names.map((name, i) => ({ name, copy: i < 6 ? 'template' : 'own' }))));
    expect(cluster.severity).toBe('error');
    expect(cluster.message).toMatch(/^6 pages are near-duplicates, and most town pages are in such clusters \(6 of 10\); similarity/);
  });

  it('keeps the severity set for the rule, even for the most-towns cluster', () => {
    const towns = names.map((name, i) => ({ name, copy: i < 6 ? ('template' as const) : ('own' as const) }));
    const findings = lintTowns(towns, (c) => {
      c.site.lint = { rules: { 'seo/doorway-risk': { severity: 'warning', reason: 'merging towns next month' } } };
    });
    expect(clusterOf(findings)[0].severity).toBe('warning');
  });

  it('says what a clustered page has: a local project and review remove those lacks', () => {
    const findings = lintTowns(
      names.map((name, i) => ({ name, copy: i < 3 ? 'template' : 'own' })),
      (content) => {
        content.gallery = [
          { id: 1, title: 'Boiler Repair', category: 'residential', type: 'repair', image: '/images/b.svg', description: 'A boiler.', location: 'Alpha' },
        ];
        content.reviews.imported = [{ name: 'A. B.', rating: 5, text: 'Good.', location: 'Alpha, WY' }];
      },
    );
    const pages = clusterOf(findings)[0].data?.pages as { route: string; projects: number; reviews: number; lacks: string[] }[];
    expect(pages.find((p) => p.route === '/alpha')).toMatchObject({ projects: 1, reviews: 1, lacks: ['no text of its own'] });
    expect(pages.find((p) => p.route === '/bravo')?.lacks).toEqual(['no local project', 'no local review', 'no text of its own']);
  });

  it('lists the town pages with nothing local (info), and not a town with a project there', () => {
    const findings = lintTowns(
      names.slice(0, 3).map((name) => ({ name, copy: 'own' })),
      (content) => {
        content.gallery = [
          { id: 1, title: 'Repipe', category: 'residential', type: 'installation', image: '/images/r.svg', description: 'Pipes.', location: 'Bravo' },
        ];
      },
    );
    expect(clusterOf(findings)).toEqual([]);
    const [bare] = findings;
    expect(bare).toMatchObject({ severity: 'info', routes: ['/alpha', '/charlie'] });
    expect(bare.message).toBe('2 town pages show nothing local: no gallery project was done there and no review comes from there');
  });
});

// An incremental build renders a page again only when the towns its template
// declares have changed (PageTemplate.towns), so a declaration that leaves out a town the page reads would publish
// a stale page. This checks every declaration against what the templates
// actually render: each town of the bundled site in turn gets every field
// changed (but its slug and name, which are an input of every page), and each
// page whose HTML changes must have declared that town (a template that
// declares nothing declares no town).
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../src/render/site.ts';
import type { Content, Town } from '../../../src/content/types.ts';
import { loadSite } from '../../../src/load-site.ts';
import { buildRoutes } from '../../../src/routes/table.ts';
import type { PageRoute } from '../../../src/routes/types.ts';
import { siteTemplates } from '../../../templates/index.ts';
import { repoData } from '../helpers/cli.ts';

const DATE = '2026-01-15';

/** Every page of `content`, by output file. */
function renderPages(content: Content): Map<string, { route: PageRoute; html: string }> {
  const routes = buildRoutes(content);
  const pages = new Map<string, { route: PageRoute; html: string }>();
  for (const route of routes) if (route.type === 'page') pages.set(route.file, { route, html: renderRoute(route, content, routes, null, DATE, siteTemplates) });
  return pages;
}

/** `value` with every string, number and flag in it changed, but for the keys in `keep`. */
function changed(value: unknown, keep: ReadonlySet<string> = new Set()): unknown {
  if (typeof value === 'string') return `${value} (changed)`;
  if (typeof value === 'number') return value + 0.0042;
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) return value.map((item) => changed(item));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, keep.has(k) ? v : changed(v)]));
  return value;
}

/**
 * A town with every field changed but its slug, name and page family, the
 * enumerated fields moved to another valid value. Its page copy (`page:`, whose
 * shape its template's schema fixes) is kept: only its own town page reads it.
 */
function changedTown(town: Town): Town {
  const other = <T extends string>(values: readonly T[], value: T) => values[(values.indexOf(value) + 1) % values.length]!;
  return {
    ...(changed(town, new Set(['slug', 'name', 'kind', 'county', 'region', 'page'])) as Town),
    county: other(['Park', 'Big Horn', 'Washakie', 'Hot Springs'], town.county),
    region: other(['bighorn-basin', 'central-wyoming', 'northern-wyoming'], town.region),
  };
}

/** The towns (by slug) a page's template declares. */
function declared(route: PageRoute, content: Content): Set<string> {
  return new Set((siteTemplates.pages[route.template]?.towns?.(route, content) ?? []).map((t) => t.slug));
}

describe('the towns each page template declares (incremental builds)', () => {
  it('name every town whose fields change the page', async () => {
    const { content } = await loadSite(repoData, siteTemplates);
    const before = renderPages(content);
    const undeclared: string[] = [];
    let changedPages = 0;
    for (const [index, town] of content.towns.entries()) {
      const edited = changedTown(town);
      const after = { ...content, towns: content.towns.map((t, i) => (i === index ? edited : t)) };
      for (const [file, page] of renderPages(after)) {
        const old = before.get(file);
        if (old?.html === page.html) continue;
        changedPages++;
        // a page may read the town under either content (a moved town can become a nearby area)
        if (old && declared(old.route, content).has(town.slug)) continue;
        if (declared(page.route, after).has(town.slug)) continue;
        undeclared.push(`${file} reads ${town.slug} but its template (${page.route.template}) does not declare it`);
      }
    }
    expect(undeclared).toEqual([]);
    expect(changedPages).toBeGreaterThan(content.towns.length); // the edits do show (each town's own pages at least)
  }, 120_000);
});

import { hasLocalItems } from '../../model/local-content.ts';
import { plural } from '../../text/plural.ts';
import { doorwayClusters, DOORWAY_THRESHOLD, type ClusterReport, type PageReport } from '../doorway/clusters.ts';
import { auditedPages, type AuditedPage } from '../doorway/pages.ts';
import { routeList } from '../format/text.ts';
import { words } from '../similarity/shingles.ts';
import type { ContentPath, FindingLocation, LintContext, LintRule, RawFinding } from '../types.ts';

/** Data lines located per cluster. */
const LOCATIONS_MAX = 5;
/** Towns named in the data for the "nothing local" finding. */
const TOWN_REFS_MAX = 5;

export const seoDoorwayRisk: LintRule = {
  id: 'seo/doorway-risk',
  severity: 'warning',
  description:
    "Google's spam policies call substantially similar pages targeted at towns or regions doorway abuse; a site judged to use doorways can lose its ranking as a whole.",
  title: 'Town, ZIP or service pages are near-duplicates',
  checks: `Town, ZIP and service pages whose main text is near-identical (Jaccard similarity of 5-word shingles ≥ ${DOORWAY_THRESHOLD}, found by MinHash LSH): each cluster with its pages, similarity, shared copy and what each page lacks; an error when most town pages are in such clusters. Town pages with no local project or review are listed (info).`,
  fix: 'Give each page what is true of its place only: gallery projects done there (location), reviews from customers there, text about the town in its entry; rewrite or shorten the shared copy the finding points at. A town with nothing local is better merged into a regional page than published as a copy.',
  check(context) {
    const pages = auditedPages(context.content, context.routes, context.pages);
    const townPages = pages.filter((p) => p.kind === 'town').length;
    const company = context.content.site.company;
    const clusters = doorwayClusters(pages);
    const clustered = clusters.reduce((sum, c) => sum + c.towns, 0);
    const site = { townPages, clustered, most: clustered > townPages / 2 && townPages >= 3 };
    return [...clusters.flatMap((cluster) => clusterFindings(cluster, site, company, context)), ...nothingLocal(pages, context)];
  },
};

/** The site's town pages, how many are in a cluster, and whether that is most of them (every cluster with town pages is then an error). */
interface SiteShare {
  townPages: number;
  clustered: number;
  most: boolean;
}

function clusterFindings(cluster: ClusterReport, site: SiteShare, company: string, context: LintContext): RawFinding[] {
  const { min, max, median, over } = cluster.similarity;
  const most = site.most && cluster.towns > 0;
  const lead = `${cluster.pages.length} pages are near-duplicates${most ? `, and most town pages are in such clusters (${site.clustered} of ${site.townPages})` : ''}`;
  const message = `${lead}; similarity ${min.toFixed(2)}-${max.toFixed(2)}, median ${median.toFixed(2)} over ${over}. ${lackSummary(cluster.pages)}`;
  const locations = sharedCopyLocations(cluster, company, context);
  const data = { threshold: DOORWAY_THRESHOLD, townPages: site.townPages, clusteredTownPages: site.clustered, ...cluster };
  return cluster.pages.map((page) => ({
    message,
    route: page.route,
    ...(locations.length > 0 ? { locations } : {}),
    ...(cluster.sharedCopy[0] ? { excerpt: cluster.sharedCopy[0] } : {}),
    data,
    ...(most ? { severity: 'error' as const } : {}),
  }));
}

/** "/a, /b: no local project, no local review; /c: no text of its own". */
function lackSummary(pages: PageReport[]): string {
  const byLacks = new Map<string, string[]>();
  for (const page of pages) {
    const key = page.lacks?.join(', ') || 'has local content, outweighed by the shared copy';
    byLacks.set(key, [...(byLacks.get(key) ?? []), page.route]);
  }
  return [...byLacks].map(([lacks, routes]) => `${routeList(routes, 3)}: ${lacks}`).join('; ');
}

/** Where the shared lines are written: each line, or its longest part between the place name and the company name. */
function sharedCopyLocations(cluster: ClusterReport, company: string, context: LintContext): FindingLocation[] {
  const route = cluster.pages[0].route;
  const found = new Map<string, FindingLocation>();
  for (const line of cluster.sharedCopy) {
    const parts = line
      .split('{town}')
      .flatMap((part) => part.split(company))
      .map((part) => part.trim())
      .filter((part) => words(part).length >= 3)
      .sort((a, b) => b.length - a.length);
    for (const at of context.locate(route, [line, ...parts])) {
      if (!at.approximate) found.set(`${at.file}:${at.line}`, at);
    }
    if (found.size >= LOCATIONS_MAX) break;
  }
  return [...found.values()].slice(0, LOCATIONS_MAX);
}

/** Town pages whose town has no gallery project and no review: they need a photo or a sentence from the owner. */
function nothingLocal(pages: AuditedPage[], context: LintContext): RawFinding[] {
  const bare = pages.filter((p) => p.kind === 'town' && p.local && !hasLocalItems(p.local));
  if (bare.length === 0) return [];
  const refs: ContentPath[] = bare
    .slice(0, TOWN_REFS_MAX)
    .map((p) => ({ key: 'towns' as const, index: context.content.towns.indexOf(p.town!), path: ['name'] }));
  const message = `${plural(bare.length, 'town page')} ${bare.length === 1 ? 'shows' : 'show'} nothing local: no gallery project was done there and no review comes from there`;
  // one data object for every route's finding: a copy each would grow with the square of the towns
  const data = { towns: bare.map((b) => b.town!.name) };
  return bare.map((p) => ({ message, route: p.route, refs, severity: 'info' as const, data }));
}

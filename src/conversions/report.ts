// What `site report` shows, from the daily counts in D1 and the route table:
// per page the calls, e-mails and estimate requests; the totals per day; the
// towns and services ranked; the pages with none. Pure: the CLI reads D1
// (src/conversions/report-query.ts) and prints (report-text.ts, report-html.ts).

import { TOWN_ALIAS_RULE } from '../host/town-alias.ts';
import type { Route } from '../routes/types.ts';
import { firstRedirect } from '../host/redirects.ts';
import { type EventKind, type Place, PLACES } from './event.ts';

/** One row of the report's query: a day's count of one kind on one page, in one place of it. */
export interface CountRow {
  day: string;
  path: string;
  kind: string;
  place: string;
  count: number;
}

export interface Counts {
  calls: number;
  emails: number;
  estimates: number;
}

export interface PageCounts extends Counts {
  path: string;
}

export interface DayCounts extends Counts {
  date: string;
}

/** `site report --format json`: exactly this shape. */
export interface ReportJson {
  since: string | null;
  pages: PageCounts[];
  days: DayCounts[];
}

export interface Ranked extends Counts {
  name: string;
  path: string;
  total: number;
}

export interface MappedTown extends Ranked {
  lat: number;
  lng: number;
}

export interface PlaceCounts extends Counts {
  place: Place;
}

export interface Report extends ReportJson {
  totals: Counts;
  /** Where on the pages the links were tapped (header, drawer, hero, footer, body), all pages together. */
  places: PlaceCounts[];
  towns: Ranked[];
  services: Ranked[];
  /** The site's pages with no call, e-mail or estimate request in the period. */
  none: string[];
  /** Paths counted that are not pages of the current site (removed pages, or junk sent to the endpoint). */
  unknown: string[];
  /** Every town with coordinates, for the map. */
  map: { towns: MappedTown[]; center: { lat: number; lng: number }; radiusMeters: number };
}

const FIELD: Record<EventKind, keyof Counts> = { call: 'calls', email: 'emails', estimate: 'estimates' };

const zero = (): Counts => ({ calls: 0, emails: 0, estimates: 0 });
export const total = (c: Counts): number => c.calls + c.emails + c.estimates;

function add(into: Counts, kind: string, count: number): void {
  const field = FIELD[kind as EventKind];
  if (field) into[field] += count;
}

/** The site's pages by path, each with the path it is counted under (an alias counts for its canonical page). */
function pagesOf(routes: Route[]): { listed: string[]; canonical: Map<string, string> } {
  const listed: string[] = [];
  const canonical = new Map<string, string>();
  for (const route of routes) {
    if (route.type !== 'page' || route.kind === 'not-found') continue;
    canonical.set(route.path, route.canonical);
    if (route.path === route.canonical) listed.push(route.path);
  }
  return { listed, canonical };
}

/** The page a counted path belongs to: its canonical page, or the page a rewrite (/service-areas/{slug}) serves there. */
function pageOf(path: string, canonical: Map<string, string>): string {
  const known = canonical.get(path);
  if (known) return known;
  const rewritten = firstRedirect([TOWN_ALIAS_RULE], path)?.to;
  return (rewritten && canonical.get(rewritten)) || path;
}

/** Every day from `first` to `last` (YYYY-MM-DD, UTC), both included. */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= Date.parse(`${last}T00:00:00Z`); at += 86_400_000) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

function byTotal<T extends Counts & { path: string }>(a: T, b: T): number {
  return total(b) - total(a) || b.estimates - a.estimates || b.calls - a.calls || a.path.localeCompare(b.path);
}

interface SiteFacts {
  routes: Route[];
  geo: { center: { lat: number; lng: number }; radiusMeters: number };
}

/**
 * The report for `rows` (the query's counts from `since` on). The days run from
 * `since` (or the first day counted) to `today`, days without counts included.
 */
export function buildReport(rows: CountRow[], site: SiteFacts, since: string | null, today: string): Report {
  const { listed, canonical } = pagesOf(site.routes);
  const perPage = new Map<string, Counts>(listed.map((path) => [path, zero()]));
  const perDay = new Map<string, Counts>();
  const totals = zero();
  const perPlace = new Map<Place, Counts>(PLACES.map((place) => [place, zero()]));
  for (const row of rows) {
    const place = perPlace.get(row.place as Place);
    if (place) add(place, row.kind, row.count);
    const path = pageOf(row.path, canonical);
    if (!perPage.has(path)) perPage.set(path, zero());
    add(perPage.get(path)!, row.kind, row.count);
    if (!perDay.has(row.day)) perDay.set(row.day, zero());
    add(perDay.get(row.day)!, row.kind, row.count);
    add(totals, row.kind, row.count);
  }
  const pages = [...perPage].map(([path, counts]) => ({ path, ...counts })).sort(byTotal);
  const counted = [...perDay.keys()].sort();
  const first = since ?? counted[0];
  const last = [today, ...counted].sort().at(-1)!;
  const days = first ? daysBetween(first, last).map((date) => ({ date, ...(perDay.get(date) ?? zero()) })) : [];
  const countsOf = (path: string) => perPage.get(path) ?? zero();
  const ranked = (entries: { name: string; path: string }[]) =>
    entries.map((e) => ({ ...e, ...countsOf(e.path), total: total(countsOf(e.path)) })).sort(byTotal);
  const towns: MappedTown[] = [];
  const services: { name: string; path: string }[] = [];
  for (const route of site.routes) {
    if (route.type !== 'page' || route.path !== route.canonical) continue;
    if (route.kind === 'town') {
      const { name, coordinates } = route.props.town;
      towns.push({ name, path: route.path, ...countsOf(route.path), total: total(countsOf(route.path)), ...coordinates });
    } else if (route.kind === 'service') services.push({ name: route.props.service.title, path: route.path });
  }
  const listedSet = new Set(listed);
  return {
    since,
    pages,
    days,
    totals,
    places: [...perPlace].map(([place, counts]) => ({ place, ...counts })),
    towns: ranked(towns.map(({ name, path }) => ({ name, path }))),
    services: ranked(services),
    none: pages.filter((p) => total(p) === 0 && listedSet.has(p.path)).map((p) => p.path),
    unknown: pages.filter((p) => !listedSet.has(p.path)).map((p) => p.path),
    map: { towns: towns.sort(byTotal), center: site.geo.center, radiusMeters: site.geo.radiusMeters },
  };
}

/** The JSON the CLI prints: the report's three public parts, nothing else. */
export function reportJson(report: Report): ReportJson {
  return { since: report.since, pages: report.pages, days: report.days };
}

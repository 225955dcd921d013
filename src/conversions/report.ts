// What `site report` shows, from the daily counts in D1 and the site's pages:
// per page the calls, e-mails, estimate requests and review-link visits; the
// totals per day; the towns and services ranked; the pages with none. Pure and
// free of Node built-ins (the monthly e-mail builds it in the Worker): the CLI
// reads D1 (src/conversions/report-query.ts) and prints (report-text.ts,
// report-html.ts, report-email.tsx).

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
  /** Visits of /review: customers sent on to the review form. */
  reviews: number;
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

const FIELD: Record<EventKind, keyof Counts> = { call: 'calls', email: 'emails', estimate: 'estimates', review: 'reviews' };

const zero = (): Counts => ({ calls: 0, emails: 0, estimates: 0, reviews: 0 });
export const total = (c: Counts): number => c.calls + c.emails + c.estimates + c.reviews;

function add(into: Counts, kind: string, count: number): void {
  const field = FIELD[kind as EventKind];
  if (field) into[field] += count;
}

/**
 * A page of the site as the report needs it: plain data, so the list can be
 * handed as JSON to the Worker that sends the report e-mail (it has no route table).
 */
export interface ReportPage {
  path: string;
  canonical: string;
  /** A town page (ranked and mapped), a service page (ranked), or any other page. */
  kind: 'town' | 'service' | 'other';
  name?: string;
  coordinates?: { lat: number; lng: number };
}

/** The pages of the route table the report lists (every page but the not-found page). */
export function reportPages(routes: Route[]): ReportPage[] {
  const pages: ReportPage[] = [];
  for (const route of routes) {
    if (route.type !== 'page' || route.kind === 'not-found') continue;
    const page: ReportPage = { path: route.path, canonical: route.canonical, kind: 'other' };
    if (route.kind === 'town') Object.assign(page, { kind: 'town', name: route.props.town.name, coordinates: route.props.town.coordinates });
    else if (route.kind === 'service') Object.assign(page, { kind: 'service', name: route.props.service.title });
    pages.push(page);
  }
  return pages;
}

/** The site's pages by path, each with the path it is counted under (an alias counts for its canonical page). */
function pagesOf(pages: ReportPage[]): { listed: string[]; canonical: Map<string, string> } {
  const listed: string[] = [];
  const canonical = new Map<string, string>();
  for (const page of pages) {
    canonical.set(page.path, page.canonical);
    if (page.path === page.canonical) listed.push(page.path);
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

export interface SiteFacts {
  pages: ReportPage[];
  geo: { center: { lat: number; lng: number }; radiusMeters: number };
}

/**
 * The report for `rows` (the query's counts from `since` on). The days run from
 * `since` (or the first day counted) to `last` (today, or the period's last
 * day), days without counts included.
 */
export function buildReport(rows: CountRow[], site: SiteFacts, since: string | null, last: string): Report {
  const { listed, canonical } = pagesOf(site.pages);
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
  const end = [last, ...counted].sort().at(-1)!;
  const days = first ? daysBetween(first, end).map((date) => ({ date, ...(perDay.get(date) ?? zero()) })) : [];
  const countsOf = (path: string) => perPage.get(path) ?? zero();
  const ranked = (entries: { name: string; path: string }[]) =>
    entries.map((e) => ({ ...e, ...countsOf(e.path), total: total(countsOf(e.path)) })).sort(byTotal);
  const towns: MappedTown[] = [];
  const services: { name: string; path: string }[] = [];
  for (const page of site.pages) {
    if (page.path !== page.canonical || !page.name) continue;
    if (page.kind === 'town' && page.coordinates)
      towns.push({ name: page.name, path: page.path, ...countsOf(page.path), total: total(countsOf(page.path)), ...page.coordinates });
    else if (page.kind === 'service') services.push({ name: page.name, path: page.path });
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

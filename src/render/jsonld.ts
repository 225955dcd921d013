// Structured data (schema.org JSON-LD) for a page: a pure function of the
// route and the content. Head.tsx prints each object as its own
// <script type="application/ld+json"> after escaping it with escapeJsonLd.
//
// Add a page type's structured data as a provider below: a
// (route, content) => object | object[] | null function of data derived from
// the content; `isKind(route, …)` narrows the route to its typed props. The
// helpers exported here (businessId, aggregateRating,
// openingHoursSpecification, faqPage) keep providers and templates short.
import type { Content, Faq, Hours } from '../content/types.ts';
import { memoByObject } from '../memo-by-object.ts';
import { isKind, type PageRoute } from '../routes/types.ts';
import type {
  AddressNode,
  AggregateRatingNode,
  BreadcrumbNode,
  BusinessNode,
  FaqPageNode,
  GeoCircleNode,
  GeoNode,
  OpeningHoursNode,
  PlaceNode,
  ServiceNode,
  WebSiteNode,
} from './structured-data-types.ts';
import { absoluteUrl } from '../routes/absolute-url.ts';

/** A JSON-LD node; the builders below return the narrower types of structured-data-types.ts. */
export type JsonLd = object;
export type StructuredDataProvider = (route: PageRoute, content: Content) => JsonLd | JsonLd[] | null | undefined;

const CONTEXT = 'https://schema.org' as const;

/**
 * JSON text that is safe inside a <script> element: `<`, `>` and `&` become
 * \u003c, \u003e and \u0026 (so "</script>" or "<!--" cannot end or alter the
 * element), U+2028/U+2029 are escaped for old JavaScript parsers, and DEL and
 * the C1 controls (which JSON leaves raw but HTML forbids) are escaped too, so
 * any content text may reach JSON-LD.
 */
export function escapeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_SCRIPT, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** What escapeJsonLd escapes, found in one pass (every page has JSON-LD). */
const UNSAFE_IN_SCRIPT = /[<>&\u007f-\u009f\u2028\u2029]/g;

/** Every JSON-LD object for a page, in a stable order. */
export function structuredData(route: PageRoute, content: Content): JsonLd[] {
  const out: JsonLd[] = [];
  for (const provider of PROVIDERS) {
    const result = provider(route, content);
    if (result) out.push(...(Array.isArray(result) ? result : [result]));
  }
  return out;
}

// ---------------------------------------------------------------- helpers

/** The business's own id: every page's business node is this one entity. */
export function businessId(content: Content): string {
  return `${absoluteUrl(content.site.siteUrl, '/')}#organization`;
}

/**
 * The company as a local business (a Plumber, which is an Organization):
 * everything Google requires and recommends for a service-area business.
 * The same node for every page of a content: callers spread or nest it and
 * never change it (building it for every town page, parsing the hours each
 * time, was a third of the page's structured data).
 */
export const business = memoByObject(businessNode);

function businessNode(content: Content): BusinessNode {
  const { site } = content;
  return {
    '@type': 'Plumber',
    '@id': businessId(content),
    name: site.company,
    url: absoluteUrl(site.siteUrl, '/'),
    email: site.email,
    telephone: site.phones.main.tel,
    address: postalAddress(content),
    geo: geoCoordinates(site.geo.center),
    areaServed: [regionPlace(content), geoCircle(site.geo.center, site.geo.radiusMeters)],
    priceRange: site.priceRange || undefined,
    openingHoursSpecification: openingHoursSpecification(site.hours),
  };
}

function geoCoordinates(point: { lat: number; lng: number }): GeoNode {
  return { '@type': 'GeoCoordinates' as const, latitude: point.lat, longitude: point.lng };
}

/** The area within `radius` metres of a point (schema.org GeoCircle). */
function geoCircle(center: { lat: number; lng: number }, radius: number): GeoCircleNode {
  return { '@type': 'GeoCircle' as const, geoMidpoint: geoCoordinates(center), geoRadius: radius };
}

/** AggregateRating from site.facts (for page owners who show the rating). */
export function aggregateRating(content: Content): AggregateRatingNode {
  return {
    '@type': 'AggregateRating',
    ratingValue: content.site.facts.rating,
    reviewCount: content.site.facts.reviewCount,
    bestRating: 5,
    worstRating: 1,
  };
}

/** A FAQPage node from question/answer pairs. */
export function faqPage(faqs: Faq[]): FaqPageNode {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
  };
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

function dayIndex(word: string): number {
  const w = word.trim().toLowerCase().slice(0, 3);
  return DAYS.findIndex((d) => d.toLowerCase().startsWith(w));
}

function time24(text: string): string | null {
  const m = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$/i.exec(text.trim());
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = m[2] ?? '00';
  const meridiem = m[3]?.toLowerCase();
  if (meridiem === 'pm' && hour < 12) hour += 12;
  if (meridiem === 'am' && hour === 12) hour = 0;
  if (hour > 23) return null;
  return `${String(hour).padStart(2, '0')}:${minute}`;
}

interface ParsedHours {
  days: (typeof DAYS)[number][];
  opens: string;
  closes: string;
}

/** Parses rows like "Monday - Friday" / "7:00 AM - 6:00 PM"; rows that are not day + time range are skipped. */
function parseHours(hours: Hours[]): ParsedHours[] {
  const parsed: ParsedHours[] = [];
  for (const row of hours) {
    const [fromDay, toDay = fromDay] = row.label.split(/\s*[-–]\s*|\s+to\s+/i);
    const first = dayIndex(fromDay);
    const last = dayIndex(toDay);
    const [open, close] = row.value.split(/\s*[-–]\s*|\s+to\s+/i);
    const opens = open ? time24(open) : null;
    const closes = close ? time24(close) : null;
    if (first < 0 || last < first || !opens || !closes) continue;
    parsed.push({ days: DAYS.slice(first, last + 1), opens, closes });
  }
  return parsed;
}

/** schema.org openingHours strings, e.g. ["Mo-Fr 07:00-18:00", "Sa 08:00-16:00"]; the same list for the same hours (every town page has it; callers do not change it). */
export const openingHours = memoByObject(hourStringsOf);

function hourStringsOf(hours: Hours[]): string[] {
  return parseHours(hours).map(({ days, opens, closes }) => {
    const abbr = (d: string) => d.slice(0, 2);
    const span = days.length === 1 ? abbr(days[0]) : `${abbr(days[0])}-${abbr(days[days.length - 1])}`;
    return `${span} ${opens}-${closes}`;
  });
}

export function openingHoursSpecification(hours: Hours[]): OpeningHoursNode[] {
  return parseHours(hours).map(({ days, opens, closes }) => ({
    '@type': 'OpeningHoursSpecification' as const,
    dayOfWeek: days.map((d) => `${CONTEXT}/${d}` as const),
    opens,
    closes,
  }));
}

/** True when a row of site.hours announces round-the-clock service ("24/7"). */
function hasAroundTheClock(hours: Hours[]): boolean {
  return hours.some((h) => /24\s*\/\s*7/.test(h.value));
}

const ALL_DAY = {
  '@type': 'OpeningHoursSpecification' as const,
  dayOfWeek: DAYS.map((d) => `${CONTEXT}/${d}` as const),
  opens: '00:00',
  closes: '23:59',
};

/** The business's postal address (a service-area business: the street only when the owner gives one). */
function postalAddress(content: Content): AddressNode {
  const { address } = content.site;
  return {
    '@type': 'PostalAddress',
    streetAddress: address.streetAddress || undefined,
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
}

function regionPlace(content: Content): PlaceNode {
  return { '@type': 'Place' as const, name: content.site.region };
}

// -------------------------------------------------------------- providers

function homeGraph(route: PageRoute, content: Content): JsonLd[] | null {
  if (route.path !== '/') return null;
  const { site } = content;
  const home = absoluteUrl(site.siteUrl, '/');
  return [
    { '@context': CONTEXT, ...business(content), description: site.about },
    {
      '@context': CONTEXT,
      '@type': 'WebSite',
      '@id': `${home}#website`,
      name: site.company,
      url: home,
      description: site.tagline,
      publisher: { '@id': businessId(content) },
      inLanguage: 'en-US',
    } satisfies WebSiteNode,
  ];
}

function breadcrumbList(route: PageRoute, content: Content): BreadcrumbNode | null {
  if (route.breadcrumbs.length === 0) return null;
  const { siteUrl } = content.site;
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: route.breadcrumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      // The last crumb (the page itself) usually has no href: use the canonical URL.
      item: absoluteUrl(siteUrl, crumb.href ?? route.canonical),
    })),
  };
}

/**
 * A town's own page: the business as it serves that town (same entity, the
 * town as the area served). Another page about the town names the town's page
 * as its canonical URL and carries no business node of its own.
 */
function localBusiness(route: PageRoute, content: Content): (BusinessNode & { '@context': string }) | null {
  if (!isKind(route, 'town') || route.canonical !== route.path) return null;
  const { town } = route.props;
  const { site } = content;
  const url = absoluteUrl(site.siteUrl, route.canonical);
  return {
    '@context': CONTEXT,
    ...business(content),
    '@id': `${url}#business`,
    description: town.description,
    url,
    image: absoluteUrl(site.siteUrl, route.socialImage),
    geo: geoCoordinates(town.coordinates),
    areaServed: [
      {
        '@type': 'City',
        name: `${town.name}, ${site.address.region}`,
        containedInPlace: { '@type': 'AdministrativeArea', name: `${town.county} County, ${site.address.region}` },
      },
      geoCircle(town.coordinates, site.geo.radiusMeters),
    ],
    openingHours: openingHours(site.hours),
    parentOrganization: { '@id': businessId(content), name: site.company },
  };
}

function service(route: PageRoute, content: Content): ServiceNode | null {
  if (!isKind(route, 'service')) return null;
  const svc = route.props.service;
  const { site } = content;
  const url = absoluteUrl(site.siteUrl, route.canonical);
  const hours = svc.category === 'emergency' && hasAroundTheClock(site.hours) ? [ALL_DAY] : openingHoursSpecification(site.hours);
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: svc.title,
    serviceType: svc.heading && svc.heading !== svc.title ? [svc.title, svc.heading] : svc.title,
    description: svc.description ?? svc.summary,
    url,
    provider: business(content),
    areaServed: regionPlace(content),
    availableChannel: {
      '@type': 'ServiceChannel',
      serviceUrl: url,
      servicePhone: { '@type': 'ContactPoint', telephone: site.phones.main.tel, contactType: 'customer service' },
    },
    hoursAvailable: hours,
  };
}

/** The providers, in output order. Add new page-type providers here. */
export const PROVIDERS: readonly StructuredDataProvider[] = [homeGraph, breadcrumbList, localBusiness, service];

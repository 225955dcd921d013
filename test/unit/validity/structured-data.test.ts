import { describe, expect, it } from 'vitest';
import { renderedDefaultSite } from '../helpers/site.ts';

// Every JSON-LD block of the default site against the properties Google's
// Search Central documentation requires for each type (and, for a local
// business, what a service-area business is found by). A nested node is
// checked too: Google validates a reviewed or providing business wherever it
// appears. A path "a|b" means either; "a.b" a property of a property.
const REQUIRED: Record<string, string[]> = {
  Plumber: ['name', 'address.postalCode', 'telephone', 'url', 'geo', 'areaServed'],
  LocalBusiness: ['name', 'address'],
  PostalAddress: ['addressLocality', 'addressRegion', 'addressCountry'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer.text'],
  BlogPosting: ['headline', 'image', 'datePublished', 'author.name'],
  JobPosting: ['title', 'description', 'datePosted', 'hiringOrganization.name', 'jobLocation.address.addressCountry'],
  VideoObject: ['name', 'description', 'thumbnailUrl', 'uploadDate', 'embedUrl|contentUrl'],
  AggregateRating: ['ratingValue', 'reviewCount|ratingCount'],
  Review: ['author.name', 'reviewRating.ratingValue'],
  Service: ['name', 'provider', 'areaServed'],
  WebSite: ['name', 'url'],
  GeoCoordinates: ['latitude', 'longitude'],
};

type Node = Record<string, unknown>;

function has(node: Node, path: string): boolean {
  return path.split('|').some((alternative) => {
    let value: unknown = node;
    for (const key of alternative.split('.')) value = value && typeof value === 'object' ? (value as Node)[key] : undefined;
    return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
  });
}

/** Every typed node in a JSON-LD value, outermost first. */
function* nodes(value: unknown): Generator<Node> {
  if (Array.isArray(value)) for (const item of value) yield* nodes(item);
  else if (value && typeof value === 'object') {
    if ('@type' in value) yield value as Node;
    for (const child of Object.values(value)) yield* nodes(child);
  }
}

describe('structured data has the properties Google requires', async () => {
  const { files } = await renderedDefaultSite();
  const blocks = [...files].flatMap(([name, html]) =>
    [...(typeof html === 'string' ? html : '').matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => ({
      page: name,
      data: JSON.parse(m[1]) as unknown,
    })),
  );
  const seen = new Set<string>();
  const missing: string[] = [];
  for (const { page, data } of blocks) {
    for (const node of nodes(data)) {
      const types = [node['@type']].flat() as string[];
      for (const type of types) {
        seen.add(type);
        for (const path of REQUIRED[type] ?? []) if (!has(node, path)) missing.push(`${page}: ${type} lacks ${path}`);
      }
    }
  }

  it('checks every kind of block the site emits', () => {
    expect(blocks.length).toBeGreaterThan(100);
    for (const type of [
      'Plumber',
      'BreadcrumbList',
      'FAQPage',
      'BlogPosting',
      'JobPosting',
      'VideoObject',
      'AggregateRating',
      'Review',
      'Service',
      'WebSite',
    ]) {
      expect(seen, type).toContain(type);
    }
  });

  it('finds no block without a required property', () => {
    expect(missing).toEqual([]);
  });

  it('names a type of the table for every top-level block (no unchecked type)', () => {
    const unchecked = blocks.map(({ data }) => [(data as Node)['@type']].flat()[0] as string).filter((type) => !(type in REQUIRED));
    expect([...new Set(unchecked)]).toEqual([]);
  });
});

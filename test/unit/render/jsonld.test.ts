import { describe, expect, it } from 'vitest';
import type { Service, Town } from '../../../src/content/types.ts';
import { escapeJsonLd, faqPage, openingHours, structuredData as buildStructuredData } from '../../../src/render/jsonld.ts';
import { renderContent, routeFixture } from '../helpers/render-fixture.ts';

const content = renderContent();

/** The page's JSON-LD nodes as plain records, for property checks. */
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON-LD properties
const structuredData = (...args: Parameters<typeof buildStructuredData>) => buildStructuredData(...args) as Record<string, any>[];

function byType(data: Record<string, unknown>[], type: string) {
  return data.filter((d) => d['@type'] === type);
}

describe('escapeJsonLd', () => {
  it('escapes characters that could break out of a script element', () => {
    const text = escapeJsonLd({ a: '</script><!-- & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ a: '</script><!-- & \u2028' });
  });
});

describe('structuredData', () => {
  it('builds a BreadcrumbList with absolute URLs, the last item being the page', () => {
    const route = routeFixture({
      path: '/services/water-heaters',
      breadcrumbs: [{ label: 'Home', href: '/' }, { label: 'Services', href: '/services' }, { label: 'Water Heaters' }],
    });
    const [list] = byType(structuredData(route, content), 'BreadcrumbList');
    expect(list['@context']).toBe('https://schema.org');
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.test/' },
      { '@type': 'ListItem', position: 2, name: 'Services', item: 'https://www.example.test/services' },
      { '@type': 'ListItem', position: 3, name: 'Water Heaters', item: 'https://www.example.test/services/water-heaters' },
    ]);
  });

  it('adds the business (a Plumber, which is an Organization) and WebSite on the home page only', () => {
    const home = structuredData(routeFixture({ path: '/', canonical: '/' }), content);
    expect(home.map((d) => d['@type'])).toEqual(['Plumber', 'WebSite']);
    expect(structuredData(routeFixture(), content)).toEqual([]);
  });

  it('adds a Plumber LocalBusiness on town pages', () => {
    const town = content.towns[0] as Town;
    const route = routeFixture({ path: `/${town.slug}`, template: 'town-plumbing' }, { kind: 'town', props: { town } });
    const [business] = byType(structuredData(route, content), 'Plumber');
    expect(business).toMatchObject({
      url: `https://www.example.test/${town.slug}`,
      telephone: '+13075550142',
      geo: { '@type': 'GeoCoordinates', latitude: town.coordinates.lat, longitude: town.coordinates.lng },
      address: { addressRegion: 'WY', postalCode: town.zipCode },
      openingHours: ['Mo-Fr 07:00-18:00', 'Sa 08:00-16:00'],
    });
    expect(business.areaServed).toEqual([
      expect.objectContaining({ '@type': 'City' }),
      {
        '@type': 'GeoCircle',
        geoMidpoint: { '@type': 'GeoCoordinates', latitude: town.coordinates.lat, longitude: town.coordinates.lng },
        geoRadius: 25000,
      },
    ]);
  });

  it('adds a Service on service pages', () => {
    const service: Service = {
      slug: 'water-heaters',
      path: '/services/water-heaters',
      order: 0,
      title: 'Water Heater Service',
      category: 'installation',
      summary: 'Tanks.',
    };
    const route = routeFixture({ path: service.path, template: 'service' }, { kind: 'service', props: { service } });
    const [svc] = byType(structuredData(route, content), 'Service');
    expect(svc).toMatchObject({
      name: 'Water Heater Service',
      serviceType: 'Water Heater Service',
      provider: { name: 'Basin Peak Plumbing & Heating' },
      availableChannel: { '@type': 'ServiceChannel', servicePhone: { telephone: '+13075550142' } },
    });
    expect(svc.hoursAvailable).toHaveLength(2);
  });

  it('builds a FAQPage from question/answer pairs', () => {
    expect(faqPage([{ question: 'Q?', answer: 'A.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } }],
    });
  });
});

describe('openingHours', () => {
  it('skips rows that are not a day range with times', () => {
    expect(openingHours(content.site.hours)).toEqual(['Mo-Fr 07:00-18:00', 'Sa 08:00-16:00']);
  });
});

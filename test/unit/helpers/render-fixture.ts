// Content and Route fixtures for the layout / head / JSON-LD render tests.
// Builds on the shared contentFixture and fills in the navigation and hours
// the page chrome reads.

import type { Content } from '../../../src/content/types.ts';
import type { PageBody, PageFields, PageRoute } from '../../../src/routes/types.ts';
import { CHROME_LABELS, contentFixture } from './content-fixture.ts';

export function renderContent(): Content {
  const base = contentFixture();
  return {
    ...base,
    site: {
      ...base.site,
      siteUrl: 'https://www.example.test',
      hours: [
        { label: 'Monday - Friday', value: '7:00 AM - 6:00 PM' },
        { label: 'Saturday', value: '8:00 AM - 4:00 PM' },
        { label: 'Sunday', value: 'Emergency Only' },
        { label: 'Emergency Service', value: '24/7' },
      ],
    },
    navigation: {
      main: [
        { name: 'Home', path: '/' },
        { name: 'Service Area', path: '/service-area' },
        { name: 'Services', path: '/services' },
        { name: 'Careers', path: '/careers' },
        { name: 'Contact Us', path: '/contact' },
      ],
      cta: { name: 'Request Service', path: '/contact' },
      quickActions: [
        { title: 'Emergency Service', subtitle: '24/7 Available', path: '/services/emergency' },
        { title: 'Service Areas', subtitle: 'Bighorn Basin', path: '/service-area' },
      ],
      popularServices: [{ name: 'Water Heater Service', path: '/services/water-heaters' }],
      estimate: { name: 'Get Free Estimate', path: '/estimates' },
      footerExplore: [{ name: 'Project Gallery', path: '/gallery' }],
      footerServices: [{ name: 'Water Heaters', path: '/services/water-heaters' }],
      labels: CHROME_LABELS,
    },
  };
}

/** A page route: a fixed page by default, or the given kind with its props. */
export function routeFixture(overrides: Partial<PageFields> = {}, body?: PageBody): PageRoute {
  const path = overrides.path ?? '/contact';
  const fields: PageFields = {
    type: 'page',
    path,
    file: path === '/' ? 'index.html' : `${path.slice(1)}.html`,
    template: 'generic',
    title: 'Contact Us',
    description: 'Contact the team.',
    keywords: ['plumber', 'heating'],
    heading: 'Contact Us',
    canonical: path,
    breadcrumbs: [],
    socialImage: '/images/social/big-horn-basin.png',
    sitemap: null,
    index: true,
    ...overrides,
  };
  const { template, title, description, heading } = fields;
  return { ...fields, ...(body ?? { kind: 'fixed', props: { page: { path, template, title, description, heading } } }) };
}

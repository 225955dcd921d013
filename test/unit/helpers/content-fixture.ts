// A minimal valid Content for unit tests. Counts follow the bundled content where
// the printers depend on them (25 towns, 10 gallery projects, 8 posts, 5 videos).

import type { Content, PageEntry, Service, Town } from '../../../src/content/types.ts';

const TOWN_NAMES = [
  'Cody',
  'Powell',
  'Lovell',
  'Emblem',
  'Burlington',
  'Wapaiti',
  'Greybull',
  'Basin',
  'Worland',
  'Hyattville',
  'Shell',
  'Crowley',
  'Clark',
  'Meeteetse',
  'Sunshine',
  'Lucerne',
  'Thermopolis',
  'Ten Sleep',
  'Kirwin',
  'Fenton',
  'Otto',
  'Manderson',
  'Washakie Ten',
  'Grass Creek',
  'Ralston',
];
const HERO_TOWNS = ['cody', 'powell', 'lovell', 'greybull', 'worland', 'thermopolis'];

export const FIXTURE_PAGE_PATHS = [
  '/',
  '/service-area',
  '/services',
  '/gallery',
  '/careers',
  '/blog',
  '/contact',
  '/guarantee',
  '/partnership',
  '/estimates',
  '/big-horn-county',
  '/garage-door-repair-near-me',
  '/privacy-policy',
  '/history',
  '/videos',
];
export const FIXTURE_SERVICE_SLUGS = ['emergency', 'emergency-repair', 'commercial', 'water-heaters', 'emergency-repair-wyoming', 'commercial-wyoming'];

export function slugify(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '-');
}

function town(name: string, index: number): Town {
  const slug = slugify(name);
  return {
    name,
    slug,
    kind: index < 7 ? 'plumbing' : 'shared',
    description: `Plumbing and heating in ${name}.`,
    county: 'Park',
    zipCode: '82414',
    coordinates: { lat: 44.5, lng: -108.7 },
    region: 'bighorn-basin',
    map: { top: 50, left: 50 },
    keyFeatures: [],
    localLandmarks: [],
    serviceHighlights: [],
    ...(HERO_TOWNS.includes(slug) ? { heroImage: `/images/towns/${slug}-hero.svg` } : {}),
  };
}

function service(slug: string): Service {
  return { slug, path: `/services/${slug}`, order: 0, title: slug, category: 'emergency', summary: `About ${slug}.` };
}

function page(path: string): PageEntry {
  return { path, template: 'generic', title: path, description: `Page ${path}`, heading: path };
}

export const CHROME_LABELS = {
  skipLink: 'Skip to main content',
  mainNav: 'Main',
  mobileNav: 'Mobile',
  breadcrumb: 'Breadcrumb',
  menu: 'Menu',
  closeMenu: 'Close menu',
  quickActions: 'Quick Actions',
  popularServices: 'Popular Services',
  call: 'Call',
  exploreSite: 'Explore Site',
  footerServices: 'Our Services',
  footerContact: 'Contact',
  hours: 'Hours',
  credit: 'Website by',
  copyright: '© 2026 Fixture Co.',
};

export function contentFixture(overrides: Partial<Content> = {}): Content {
  const phone = { display: '(307) 555-0142', tel: '+13075550142' };
  return {
    site: {
      company: 'Basin Peak Plumbing & Heating',
      sisterCompany: 'Summit Overhead Door Co.',
      tagline: 'Plumbing and heating',
      siteUrl: 'https://www.example.test',
      email: 'service@example.test',
      region: 'Big Horn Basin, Wyoming',
      address: { locality: 'Cody', region: 'WY', postalCode: '82414', country: 'US' },
      phones: { main: phone, alternate: phone, placeholder: phone, door: phone },
      hours: [{ label: 'Monday - Friday', value: '7:00 AM - 6:00 PM' }],
      agency: { name: 'Agency', url: 'https://agency.example' },
      about: 'About us.',
      reviewProfileUrl: 'https://www.example.com/search?q=reviews',
      newTabNote: '(opens in a new tab)',
      mapsSearchUrl: 'https://maps.example/search',
      socialImageDir: '/images/social',
      geo: { center: { lat: 44.5263, lng: -108.7537 }, radiusMeters: 25000 },
      endpoints: { scraper: 'https://api.scraper.example/v1' },
      facts: { rating: 4.9, reviewCount: 87, founded: 2010, customers: '500+', guaranteeYears: 3, serviceAreaCount: 25, trade: ['plumbing'] },
      keywords: ['plumber'],
    },
    navigation: {
      main: [{ name: 'Home', path: '/' }],
      cta: { name: 'Request Service', path: '/contact' },
      quickActions: [],
      popularServices: [],
      estimate: { name: 'Get Free Estimate', path: '/estimates' },
      footerExplore: [],
      footerServices: [],
      labels: CHROME_LABELS,
    },
    services: FIXTURE_SERVICE_SLUGS.map(service),
    towns: TOWN_NAMES.map(town),
    zips: [{ zip: '82414', city: 'Cody', neighborhood: 'Cody', population: '1', averageIncome: '$1', housingUnits: '1', businessCount: '1' }],
    reviews: { samples: [], imported: [], blockSamples: [] },
    gallery: Array.from({ length: 10 }, (_, i) => ({
      id: i + 1,
      title: `Project ${i + 1}`,
      category: i < 7 ? ('residential' as const) : ('commercial' as const),
      type: i % 2 ? ('repair' as const) : ('installation' as const),
      image: `/images/gallery/project-${i + 1}.svg`,
      description: `Description ${i + 1}.`,
      location: 'Cody',
    })),
    blog: Array.from({ length: 8 }, (_, i) => ({
      slug: `post-${i + 1}`,
      title: `Post ${i + 1}`,
      excerpt: 'Excerpt.',
      author: 'Author',
      publishDate: `2024-08-${String(i + 1).padStart(2, '0')}`,
      category: 'Tips',
      keywords: ['pipes', 'winter'],
    })),
    jobs: [],
    videos: [
      ...['/services/water-heaters', '/services/emergency', '/services/commercial', '/services/emergency-repair'].map((servicePath, i) => ({
        id: `video-${i + 1}`,
        title: `Video ${i + 1}`,
        description: 'A video.',
        thumbnail: `/images/videos/video-${i + 1}.svg`,
        embedUrl: `https://video.example/embed/video-${i + 1}`,
        duration: 150 + i * 30,
        views: 1000 + i,
        uploadDate: '2024-03-12',
        category: 'Tips',
        servicePath,
      })),
      {
        id: 'video-5',
        title: 'Video 5',
        description: 'A video.',
        thumbnail: '/images/videos/video-5.svg',
        embedUrl: 'https://video.example/embed/video-5',
        duration: 300,
        views: 5,
        uploadDate: '2024-11-14',
        category: 'Tips',
      },
    ],
    history: [],
    faqs: {},
    notFound: {
      title: 'Page Not Found',
      heading: '404',
      message: "Sorry, we couldn't find the page you're looking for.",
      quickLinksHeading: 'Quick Links',
      popularPagesHeading: 'Popular Pages',
      quickLinks: [{ name: 'Emergency Repair', path: '/services/emergency-repair-wyoming' }],
      popularPages: [{ name: 'Cody', path: '/cody' }],
      homeLabel: 'Back to Home',
      supportLabel: 'Contact Support',
      supportPath: '/contact',
      cityNotFound: 'City not found',
      invalidZip: 'Invalid ZIP code',
      defaultZip: '82414',
      movedPages: [{ from: '/big-horn-county-garage-door-services', to: '/big-horn-county' }],
      redirects: [
        ...['spring-repair', 'opener-install'].map((m) => ({ match: m, to: `/services/${m === 'opener-install' ? 'opener-installation' : m}-wyoming` })),
        { match: 'emergency', to: '/services/emergency-repair-wyoming' },
        { match: 'commercial', to: '/services/commercial-wyoming' },
        ...['cable-repair', 'track-repair'].map((m) => ({ match: m, to: `/services/${m}-wyoming` })),
        { match: 'residential', to: '/services/residential-installation-wyoming' },
        { match: 'insulated', to: '/services/insulated-installation-wyoming' },
        ...['cody', 'powell', 'lovell', 'greybull', 'worland', 'thermopolis', 'basin'].map((m) => ({ match: m, to: `/${m}` })),
        { match: 'service', to: '/services' },
        { match: 'contact', to: '/contact' },
        { match: 'gallery', to: '/gallery' },
        { match: 'career', to: '/careers' },
        { match: 'estimate', to: '/estimates' },
        { match: 'guarantee', to: '/guarantee' },
      ],
    },
    sitemap: {
      doorServices: ['emergency-repair', 'spring-repair', 'opener-installation', 'commercial'],
      doorServiceTowns: ['cody', 'powell', 'worland', 'thermopolis', 'lovell', 'greybull', 'basin'],
      townServicePattern: '/{town}/{service}',
      servicePattern: '/services/{service}',
      priorities: [
        { path: '/', priority: 1, changefreq: 'daily' },
        { path: '/services', priority: 0.9, changefreq: 'weekly' },
        { path: '/services/emergency-repair', priority: 0.9, changefreq: 'weekly' },
        { path: '/contact', priority: 0.8, changefreq: 'monthly' },
        { path: '/estimates', priority: 0.8, changefreq: 'monthly' },
        { path: '/service-area', priority: 0.8, changefreq: 'monthly' },
        { path: '/blog', priority: 0.8, changefreq: 'weekly' },
        { path: '/guarantee', priority: 0.7, changefreq: 'monthly' },
        { path: '/gallery', priority: 0.7, changefreq: 'monthly' },
        { path: '/videos', priority: 0.7, changefreq: 'monthly' },
        { path: '/partnership', priority: 0.6, changefreq: 'monthly' },
      ],
      townTiers: [
        { towns: ['cody', 'powell', 'worland', 'thermopolis'], priority: 0.8, changefreq: 'weekly' },
        { towns: ['lovell', 'greybull', 'basin', 'ten-sleep'], priority: 0.7, changefreq: 'weekly' },
      ],
      townDefault: { priority: 0.5, changefreq: 'monthly' },
      defaultPriority: { priority: 0.5, changefreq: 'monthly' },
      heroTowns: HERO_TOWNS,
    },
    pages: FIXTURE_PAGE_PATHS.map(page),
    ...overrides,
  };
}

// The typed content every later stage reads. Each interface mirrors one
// JSON Schema in data/schema/; the loader guarantees the shape.

export interface Phone {
  /** Display form, e.g. "(307) 555-0142". */
  display: string;
  /** E.164 form for tel: links, e.g. "+13075550142". */
  tel: string;
}

export interface Hours {
  label: string;
  value: string;
}

export interface Site {
  company: string;
  /** The sister business whose door copy appears on some pages (spec §1). */
  sisterCompany: string;
  tagline: string;
  siteUrl: string;
  email: string;
  region: string;
  address: { locality: string; region: string; country: string };
  phones: {
    main: Phone;
    /** The different number on /services and the home page's final CTA. */
    alternate: Phone;
    /** Placeholder-style number on /estimates and one emergency page. */
    placeholder: Phone;
    /** The number used on most door-themed pages. */
    door: Phone;
  };
  hours: Hours[];
  agency: { name: string; url: string };
  about: string;
  reviewProfileUrl: string;
  /** Screen-reader note after links that open in a new tab. */
  newTabNote: string;
  mapsSearchUrl: string;
  socialImageDir: string;
  /** Centre of the basin and the radius served around a location (structured data). */
  geo: { center: { lat: number; lng: number }; radiusMeters: number };
  /** External hosts the client may talk to; they feed the CSP. */
  endpoints: { scraper?: string; form?: string };
  /** Where estimate requests go (src/model/form-delivery.ts; README "Receiving estimate requests"). */
  forms?: FormsSettings;
  /** The hidden review-import panel on the home page (default: included when endpoints.scraper is set). */
  reviewsPanel?: { enabled: boolean };
  /** Facts the owner stands behind (lint compares copy against them). */
  facts: {
    rating: number;
    reviewCount: number;
    founded: number;
    customers: string;
    guaranteeYears: number;
    serviceAreaCount: number;
    trade: string[];
    /** Response times the owner promises (lint compares response-time claims). */
    responseTime?: { emergencyMinutes?: number; estimateHours?: number };
  };
  keywords: string[];
  /** `site lint` settings: per-rule severity overrides, each with a reason. */
  lint?: { rules?: Record<string, { severity: 'error' | 'warning' | 'info' | 'off'; reason?: string }> };
}

export interface FormsSettings {
  /** cloudflare: functions/api/estimate.ts + D1 + e-mail; netlify: Netlify Forms; url: POST to endpoints.form. */
  delivery?: 'cloudflare' | 'netlify' | 'url';
  /** Cloudflare Turnstile site key (cloudflare delivery only). */
  turnstileSiteKey?: string;
  /** Set by `site dev` and tests only (never by data; the schema refuses it): the form simulates the send. */
  simulate?: boolean;
}

export interface NavItem {
  name: string;
  path: string;
}

export interface Navigation {
  main: NavItem[];
  cta: NavItem;
  quickActions: { title: string; subtitle: string; path: string }[];
  popularServices: NavItem[];
  estimate: NavItem;
  footerExplore: NavItem[];
  footerServices: NavItem[];
  labels: ChromeLabels;
}

/** Words of the page chrome that are not links (data/navigation.yaml `labels`). */
export interface ChromeLabels {
  skipLink: string;
  mainNav: string;
  mobileNav: string;
  breadcrumb: string;
  menu: string;
  closeMenu: string;
  quickActions: string;
  popularServices: string;
  call: string;
  exploreSite: string;
  footerServices: string;
  footerContact: string;
  hours: string;
  credit: string;
  copyright: string;
}

export type ServiceCategory = 'emergency' | 'installation' | 'commercial' | 'repair';

export interface Service {
  slug: string;
  path: string;
  title: string;
  category: ServiceCategory;
  summary: string;
  description?: string;
  keywords?: string[];
  heading?: string;
  /** Page-specific copy; its shape belongs to the page template. */
  page?: Record<string, unknown>;
}

export type Region = 'bighorn-basin' | 'central-wyoming' | 'northern-wyoming';
export type TownKind = 'plumbing' | 'door' | 'shared';

export interface Town {
  name: string;
  slug: string;
  kind: TownKind;
  description: string;
  population?: string;
  county: string;
  zipCode: string;
  coordinates: { lat: number; lng: number };
  region: Region;
  map: { top: number; left: number };
  keyFeatures: string[];
  localLandmarks: string[];
  serviceHighlights: string[];
  heroImage?: string;
  page?: Record<string, unknown>;
}

export interface ZipProfile {
  zip: string;
  city: string;
  neighborhood: string;
  population: string;
  averageIncome: string;
  housingUnits: string;
  businessCount: string;
}

export interface Review {
  id?: string;
  name: string;
  rating: number;
  text: string;
  location?: string;
  service?: string;
  date?: string;
  verified?: boolean;
}

export interface ReviewLabels {
  sectionHeading: string;
  sectionIntro?: string;
  blockHeading: string;
  /** Accessible star label; {rating} is replaced. */
  ratingLabel: string;
  /** {rating} (one decimal) and {count} are replaced. */
  averageLabel: string;
  verified?: string;
  profileLink: string;
  stats: { value: string; label: string }[];
  /** Wording of the hidden review-import panel. */
  panel?: ReviewPanelLabels;
}

/** Wording of the hidden review-import panel (data/reviews.yaml labels.panel). */
export interface ReviewPanelLabels {
  heading: string;
  intro?: string;
  apiKeyLabel: string;
  apiKeyHint: string;
  saveKey: string;
  urlLabel: string;
  importButton: string;
  importing: string;
  needKey: string;
  previewHeading: string;
  close: string;
  dismiss: string;
  errorTitle: string;
  successTitle: string;
  noReviewsTitle: string;
  invalidKey: string;
  keySaved: string;
  invalidUrl: string;
  /** "{count}" is replaced. */
  found: string;
  noReviews: string;
  failed: string;
}

export interface Reviews {
  samples: Review[];
  imported: Review[];
  blockSamples: Review[];
  /** Wording of the reviews section and block. */
  labels?: ReviewLabels;
}

export interface GalleryProject {
  id: number;
  title: string;
  category: 'residential' | 'commercial';
  type: 'installation' | 'repair';
  image: string;
  description: string;
  location: string;
}

export interface BlogPost {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  publishDate: string;
  category: string;
  keywords: string[];
  /** The article, as sections (rendered on /blog/{slug}). */
  body?: BlogSection[];
}

export interface BlogSection {
  heading?: string;
  paragraphs: string[];
  list?: string[];
  /** Number the list (steps) instead of bullets. */
  ordered?: boolean;
}

export interface Job {
  title: string;
  type: string;
  location: string;
  description: string;
  requirements: string[];
  preferred: string[];
  salary: string;
  featured: boolean;
}

export interface Video {
  id: string;
  title: string;
  description: string;
  thumbnail: string;
  duration: number;
  views: number;
  uploadDate: string;
  category: string;
  servicePath?: string;
}

export interface TimelineEntry {
  year: string;
  title: string;
  subtitle: string;
  description: string;
  highlights: string[];
}

export interface Faq {
  question: string;
  answer: string;
}

export interface RedirectRule {
  match: string;
  to: string;
}

export interface NotFound {
  title: string;
  heading: string;
  message: string;
  quickLinksHeading: string;
  popularPagesHeading: string;
  quickLinks: NavItem[];
  popularPages: NavItem[];
  homeLabel: string;
  supportLabel: string;
  supportPath: string;
  cityNotFound: string;
  invalidZip: string;
  defaultZip: string;
  redirects: RedirectRule[];
}

export interface SitemapConfig {
  /** Door-service slugs listed by sitemap-services.xml (spec §9). */
  doorServices: string[];
  /** Towns whose door-service URLs are listed, in order. */
  doorServiceTowns: string[];
  /** Pattern for a door-service URL under a town: {service}, {town}. */
  townServicePattern: string;
  /** Pattern for a bare door-service URL: {service}. */
  servicePattern: string;
  priorities: { path: string; priority: number; changefreq: string }[];
  townTiers: { towns: string[]; priority: number; changefreq: string }[];
  townDefault: { priority: number; changefreq: string };
  defaultPriority: { priority: number; changefreq: string };
  /** Town pages with a hero image (image sitemap). */
  heroTowns: string[];
}

/** Fixed page: a route with its own copy file. */
export interface PageEntry {
  path: string;
  template: string;
  title: string;
  description: string;
  heading: string;
  keywords?: string[];
  breadcrumb?: string;
  /** Page copy; its shape belongs to the template. */
  content?: Record<string, unknown>;
}

export interface Content {
  site: Site;
  navigation: Navigation;
  services: Service[];
  towns: Town[];
  zips: ZipProfile[];
  reviews: Reviews;
  gallery: GalleryProject[];
  blog: BlogPost[];
  jobs: Job[];
  videos: Video[];
  history: TimelineEntry[];
  faqs: Record<string, Faq[]>;
  notFound: NotFound;
  sitemap: SitemapConfig;
  pages: PageEntry[];
}

// Structured-data node types: exactly the JSON-LD the site emits, with the
// properties Google documents as required (or needed for the rich result)
// written as required, so a builder that forgets one is a compile error, not a
// Search Console warning months later. Each type is checked once, here,
// against schema-dts's schema.org type (types only, no runtime cost): a
// misspelt property or a value of the wrong schema.org type fails to compile.
//
// Why not annotate the builders with schema-dts's types directly: its unions
// (any Place, any Thing, each value also a Role or an array) are so large that
// checking object literals against them takes the compiler minutes and many GB;
// checking these small interfaces against them once takes seconds.
// Sources: Google Search Central structured-data docs for each feature
// (Local business, Breadcrumb, FAQ, Article, Job posting, Video, Review snippet).
import type {
  AdministrativeAreaLeaf,
  AggregateRatingLeaf,
  BlogPostingLeaf,
  CityLeaf,
  ContactPointLeaf,
  DayOfWeek,
  GeoCircleLeaf,
  GeoCoordinatesLeaf,
  JobPostingLeaf,
  MonetaryAmountLeaf,
  OpeningHoursSpecificationLeaf,
  OrganizationLeaf,
  PersonLeaf,
  PlaceLeaf,
  PlumberLeaf,
  PostalAddressLeaf,
  RatingLeaf,
  ReviewLeaf,
  ServiceLeaf,
  VideoObjectLeaf,
  WebSiteLeaf,
} from 'schema-dts';

/** `T`, which must be assignable to the schema-dts type `Schema` (the compile-time check). */
type Checked<T extends Schema, Schema> = T;

/** A top-level node: it carries the vocabulary. */
interface InContext {
  '@context': 'https://schema.org';
}

export type GeoNode = Checked<{ '@type': 'GeoCoordinates'; latitude: number; longitude: number }, GeoCoordinatesLeaf>;
/** The area within `geoRadius` metres of a point. */
export type GeoCircleNode = Checked<{ '@type': 'GeoCircle'; geoMidpoint: GeoNode; geoRadius: number }, GeoCircleLeaf>;

/** Locality, region, postal code and country; the street is optional for a service-area business. */
export type AddressNode = Checked<
  {
    '@type': 'PostalAddress';
    streetAddress?: string;
    addressLocality: string;
    addressRegion: string;
    postalCode: string;
    addressCountry: string;
  },
  PostalAddressLeaf
>;

export type PlaceNode = Checked<{ '@type': 'Place'; name: string }, PlaceLeaf>;
export type CityNode = Checked<
  { '@type': 'City'; name: string; containedInPlace: Checked<{ '@type': 'AdministrativeArea'; name: string }, AdministrativeAreaLeaf> },
  CityLeaf
>;

export type OpeningHoursNode = Checked<
  { '@type': 'OpeningHoursSpecification'; dayOfWeek: DayOfWeek[]; opens: string; closes: string },
  OpeningHoursSpecificationLeaf
>;

/** Google: a LocalBusiness needs name and address; geo, telephone, url, areaServed are what a service-area business is found by. */
export type BusinessNode = Checked<
  {
    '@type': 'Plumber';
    '@id': string;
    name: string;
    url: string;
    email?: string;
    telephone: string;
    address: AddressNode;
    geo: GeoNode;
    areaServed: (PlaceNode | CityNode | GeoCircleNode)[];
    priceRange?: string;
    openingHoursSpecification?: OpeningHoursNode[];
    openingHours?: string[];
    description?: string;
    image?: string;
    parentOrganization?: { '@id': string; name: string };
  },
  PlumberLeaf
>;

/** Review snippets: a rating value and a count. */
export type AggregateRatingNode = Checked<
  { '@type': 'AggregateRating'; ratingValue: number; reviewCount: number; bestRating: number; worstRating: number },
  AggregateRatingLeaf
>;
export type ReviewNode = Checked<
  {
    '@type': 'Review';
    author: Checked<{ '@type': 'Person'; name: string }, PersonLeaf>;
    reviewRating: Checked<{ '@type': 'Rating'; ratingValue: number; bestRating: number; worstRating: number }, RatingLeaf>;
    reviewBody: string;
  },
  ReviewLeaf
>;

/** The company as a publisher or employer. */
export type OrganizationNode = Checked<{ '@type': 'Organization'; name: string; url?: string; sameAs?: string }, OrganizationLeaf>;

// schema-dts types BreadcrumbList.itemListElement and FAQPage.mainEntity as any
// Thing: these two are written out with exactly what Google requires.
export interface BreadcrumbNode extends InContext {
  '@type': 'BreadcrumbList';
  itemListElement: { '@type': 'ListItem'; position: number; name: string; item: string }[];
}
export interface FaqPageNode extends InContext {
  '@type': 'FAQPage';
  mainEntity: { '@type': 'Question'; name: string; acceptedAnswer: { '@type': 'Answer'; text: string } }[];
}

/** Article: no property is required; headline, image, dates and author are what the rich result shows. */
export type ArticleNode = InContext &
  Checked<
    {
      '@type': 'BlogPosting';
      headline: string;
      description: string;
      datePublished: string;
      dateModified: string;
      author: Checked<{ '@type': 'Person'; name: string }, PersonLeaf>;
      publisher: OrganizationNode;
      mainEntityOfPage: { '@type': 'WebPage'; '@id': string };
      url: string;
      image: string;
      articleSection: string;
      keywords: string;
      inLanguage: string;
      wordCount?: number;
    },
    BlogPostingLeaf
  >;

export type JobPostingNode = InContext &
  Checked<
    {
      '@type': 'JobPosting';
      title: string;
      description: string;
      datePosted: string;
      validThrough?: string;
      employmentType: string;
      hiringOrganization: OrganizationNode;
      jobLocation: { '@type': 'Place'; address: Omit<AddressNode, 'postalCode'> & { postalCode?: string } };
      baseSalary?: Checked<
        {
          '@type': 'MonetaryAmount';
          currency: string;
          value: { '@type': 'QuantitativeValue'; minValue: number; maxValue: number; unitText: string };
        },
        MonetaryAmountLeaf
      >;
      directApply: boolean;
    },
    JobPostingLeaf
  >;

/** Video: name, thumbnail and upload date, and a way to play it (embedUrl or contentUrl). */
export type VideoNode = InContext &
  Checked<
    {
      '@type': 'VideoObject';
      '@id': string;
      name: string;
      description: string;
      thumbnailUrl: string;
      embedUrl: string;
      uploadDate: string;
      duration?: string;
      url: string;
      genre: string;
      publisher: OrganizationNode;
      interactionStatistic: {
        '@type': 'InteractionCounter';
        interactionType: { '@type': 'WatchAction' };
        userInteractionCount: number;
      };
    },
    VideoObjectLeaf
  >;

export type ServiceNode = InContext &
  Checked<
    {
      '@type': 'Service';
      name: string;
      serviceType: string | string[];
      description: string;
      url: string;
      provider: BusinessNode;
      areaServed: PlaceNode;
      availableChannel: {
        '@type': 'ServiceChannel';
        serviceUrl: string;
        servicePhone: Checked<{ '@type': 'ContactPoint'; telephone: string; contactType: string }, ContactPointLeaf>;
      };
      hoursAvailable: OpeningHoursNode[];
    },
    ServiceLeaf
  >;

export type WebSiteNode = InContext &
  Checked<
    {
      '@type': 'WebSite';
      '@id': string;
      name: string;
      url: string;
      description: string;
      publisher: { '@id': string };
      inLanguage: string;
    },
    WebSiteLeaf
  >;

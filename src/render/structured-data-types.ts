// Structured-data node types: schema-dts's schema.org types (types only, no
// runtime cost) narrowed so that the properties Google documents as required
// (or needed for the rich result) must be present. A builder that forgets
// one is a compile error, not a Search Console warning months later.
// Sources: Google Search Central structured-data docs for each feature
// (Local business, Breadcrumb, FAQ, Article, Job posting, Video, Review snippet).
import type {
  AggregateRating,
  BlogPosting,
  JobPosting,
  Plumber,
  PostalAddress,
  Review,
  Service,
  VideoObject,
  WebSite,
  WithContext,
} from 'schema-dts';

/** A schema-dts node as an object (schema-dts also allows a bare string id). */
type Node<T> = Exclude<T, string>;
/** Node `T` with properties `K` required and non-empty. */
export type Needs<T, K extends keyof Node<T>> = Node<T> & { [P in K]-?: NonNullable<Node<T>[P]> };

/** Google: a LocalBusiness needs name and address; geo, telephone, url, areaServed are what a service-area business is found by. */
export type BusinessNode = Needs<Plumber, 'name' | 'address' | 'telephone' | 'url' | 'geo' | 'areaServed'>;
/** Locality, region, postal code and country; the street is optional for a service-area business. */
export type AddressNode = Needs<PostalAddress, 'addressLocality' | 'addressRegion' | 'postalCode' | 'addressCountry'>;
// schema-dts types BreadcrumbList.itemListElement and FAQPage.mainEntity as any
// Thing, a union too large for the compiler to check against: these two are
// written out with exactly what Google requires.
export interface BreadcrumbNode {
  '@context': 'https://schema.org';
  '@type': 'BreadcrumbList';
  itemListElement: { '@type': 'ListItem'; position: number; name: string; item: string }[];
}
export interface FaqPageNode {
  '@context': 'https://schema.org';
  '@type': 'FAQPage';
  mainEntity: { '@type': 'Question'; name: string; acceptedAnswer: { '@type': 'Answer'; text: string } }[];
}
/** Article: no property is required; headline, image, dates and author are what the rich result shows. */
export type ArticleNode = WithContext<Needs<BlogPosting, 'headline' | 'image' | 'datePublished' | 'dateModified' | 'author'>>;
export type JobPostingNode = WithContext<Needs<JobPosting, 'title' | 'description' | 'datePosted' | 'hiringOrganization' | 'jobLocation'>>;
/** Video: name, thumbnail and upload date, and a way to play it (embedUrl or contentUrl). */
export type VideoNode = WithContext<Needs<VideoObject, 'name' | 'thumbnailUrl' | 'uploadDate' | 'description' | 'embedUrl'>>;
/** Review snippets: a rating value and a count. */
export type AggregateRatingNode = Needs<AggregateRating, 'ratingValue' | 'reviewCount'>;
export type ReviewNode = Needs<Review, 'author' | 'reviewRating'>;
export type ServiceNode = WithContext<Needs<Service, 'name' | 'provider' | 'areaServed'>>;
export type WebSiteNode = WithContext<Needs<WebSite, 'name' | 'url'>>;

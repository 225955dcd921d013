// What the content holds about one town itself: gallery projects done
// there, reviews from its customers, its distance from the shop and the
// services its customers asked for. Town pages show these; the doorway-risk
// lint names the towns that have none of them.

import type { Content, GalleryProject, Review, Service, Town } from '../content/types.ts';
import { memoByObject } from '../memo-by-object.ts';
import { distanceMiles, travelMinutes } from './geo.ts';

export interface ShopDistance {
  /** The town the shop is in (site.address.locality). */
  shopTown: string;
  /** Straight-line miles, rounded. */
  miles: number;
  /** Usual drive in minutes at the near-me page's average speed, rounded to 5. */
  minutes: number;
}

export interface RequestedService {
  service: Service;
  /** Local projects and reviews about it. */
  count: number;
}

export interface LocalContent {
  projects: GalleryProject[];
  reviews: Review[];
  /** Null for the shop's own town, or when no town holds the shop. */
  distance: ShopDistance | null;
  /** Services named by the local projects and reviews, most often first (at most 3). */
  services: RequestedService[];
}

const REQUESTED_MAX = 3;

/** "Cody, WY", "cody" and "Cody, Wyoming" name the same town. */
export function placeKey(location: string): string {
  return location
    .replace(/,\s*(wy|wyoming)\.?\s*$/i, '')
    .trim()
    .toLowerCase();
}

/** The reviews the site shows somewhere: imported ones, else every sample. */
function shownReviews(content: Content): Review[] {
  const { imported, samples, blockSamples } = content.reviews;
  return imported.length > 0 ? imported : [...samples, ...blockSamples];
}

interface LocalIndex {
  projects: Map<string, GalleryProject[]>;
  reviews: Map<string, Review[]>;
  shop: Town | undefined;
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** One pass over the gallery and reviews per content (town pages ask once each). */
const localIndex = memoByObject((content: Content): LocalIndex => {
  const projects = new Map<string, GalleryProject[]>();
  const reviews = new Map<string, Review[]>();
  for (const project of content.gallery) push(projects, placeKey(project.location), project);
  for (const review of shownReviews(content)) if (review.location) push(reviews, placeKey(review.location), review);
  const locality = placeKey(content.site.address?.locality ?? '');
  return { projects, reviews, shop: content.towns.find((t) => placeKey(t.name) === locality) };
});

export function localContent(content: Content, town: Town): LocalContent {
  const index = localIndex(content);
  const key = placeKey(town.name);
  const projects = index.projects.get(key) ?? [];
  const reviews = index.reviews.get(key) ?? [];
  return { projects, reviews, distance: shopDistance(index.shop, town), services: requestedServices(content, projects, reviews) };
}

/** True when the content holds nothing about the town itself (no project, no review). */
export function hasLocalItems(local: LocalContent): boolean {
  return local.projects.length > 0 || local.reviews.length > 0;
}

function shopDistance(shop: Town | undefined, town: Town): ShopDistance | null {
  if (!shop || shop.slug === town.slug) return null;
  const miles = distanceMiles(shop.coordinates, town.coordinates);
  return { shopTown: shop.name, miles: Math.round(miles), minutes: Math.max(5, Math.round(travelMinutes(miles) / 5) * 5) };
}

/** Words too common in service names to tell two services apart. */
const GENERIC = new Set(
  'and the for of in a an to service services repair repairs installation install new plumbing wyoming commercial residential'.split(' '),
);

function significantWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) if (!GENERIC.has(word)) out.add(word.replace(/s$/, ''));
  return out;
}

/** The service a project title or review's service name is about: the most significant words in common with its title and keywords. */
function serviceFor(text: string, services: readonly Service[]): Service | null {
  const wanted = significantWords(text);
  let best: Service | null = null;
  let bestScore = 0;
  for (const service of services) {
    const known = significantWords([service.title, ...(service.keywords ?? [])].join(' '));
    let score = 0;
    for (const word of wanted) if (known.has(word)) score++;
    if (score > bestScore) [best, bestScore] = [service, score];
  }
  return best;
}

function requestedServices(content: Content, projects: GalleryProject[], reviews: Review[]): RequestedService[] {
  const asked = [...projects.map((p) => p.title), ...reviews.flatMap((r) => (r.service ? [r.service] : []))];
  const counts = new Map<Service, number>();
  for (const text of asked) {
    const service = serviceFor(text, content.services);
    if (service) counts.set(service, (counts.get(service) ?? 0) + 1);
  }
  return [...counts]
    .map(([service, count]) => ({ service, count }))
    .sort((a, b) => b.count - a.count)
    .slice(0, REQUESTED_MAX);
}

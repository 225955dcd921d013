import type { Site } from '../../../src/content/types.ts';
import { absoluteUrl } from '../../../src/routes/absolute-url.ts';

export const REVIEW_PATH = '/review';

/** Where /review sends a customer: the "write a review" address, else the business profile the site already links. */
export function reviewTarget(site: Site): string {
  return site.writeReviewUrl ?? site.reviewProfileUrl;
}

/** The short address handed out on the card and in the messages: {siteUrl}/review. */
export function reviewShortUrl(site: Site): string {
  return absoluteUrl(site.siteUrl, REVIEW_PATH);
}

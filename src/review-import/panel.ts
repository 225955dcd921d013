// Pure logic of the hidden review-import panel (templates/islands/ReviewsImport):
// constants, input checks and what a scrape result turns into (toast,
// preview, reviews).

import type { ReviewPanelLabels } from '../content/types.ts';
import { parseReviews, type ParsedReview } from './parse-reviews.ts';
import type { ScrapeResult } from './scraper-client.ts';

/** The URL fragment that opens the panel (and the panel element's id). */
export const REVEAL_ID = 'import-reviews';
export const REVEAL_HASH = `#${REVEAL_ID}`;
/** localStorage key of the saved scraper API key. */
export const KEY_STORAGE = 'reviews-import:scraper-api-key';
/** Characters of scraped text shown in the preview. */
export const PREVIEW_CHARS = 1000;
/** Toast durations: "No Reviews Found" 5 s, every other toast 3 s. */
export const TOAST_MS = 3000;
export const NO_REVIEWS_TOAST_MS = 5000;
/** Cards shown after an import. */
export const IMPORTED_MAX = 6;

export type { ReviewPanelLabels };

export interface Toast {
  tone: 'error' | 'success' | 'info';
  title: string;
  description: string;
  durationMs: number;
}

function toast(tone: Toast['tone'], title: string, description: string, durationMs = TOAST_MS): Toast {
  return { tone, title, description, durationMs };
}

/** Saving the key: the trimmed key and a success toast, or an error toast for a blank one. */
export function checkKey(input: string, labels: ReviewPanelLabels): { key: string | null; toast: Toast } {
  const key = input.trim();
  if (!key) return { key: null, toast: toast('error', labels.errorTitle, labels.invalidKey) };
  return { key, toast: toast('success', labels.successTitle, labels.keySaved) };
}

/** The profile URL to scrape, or null when it is blank or not an http(s) URL. */
export function profileUrl(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function invalidUrlToast(labels: ReviewPanelLabels): Toast {
  return toast('error', labels.errorTitle, labels.invalidUrl);
}

export interface ImportOutcome {
  toast: Toast;
  /** The imported reviews when some were found (they replace the samples). */
  reviews: ParsedReview[] | null;
  /** First 1000 characters of the scraped text, when the scrape worked. */
  preview: string | null;
  /** The scraper's own error message, when the scrape failed. */
  detail: string | null;
}

/** What a scrape result means for the panel. */
export function importOutcome(result: ScrapeResult, labels: ReviewPanelLabels): ImportOutcome {
  if (!result.success) {
    return { toast: toast('error', labels.errorTitle, labels.failed), reviews: null, preview: null, detail: result.error };
  }
  const text = result.data.markdown || result.data.content;
  const preview = text.slice(0, PREVIEW_CHARS);
  const reviews = parseReviews(text);
  if (reviews.length === 0) {
    return { toast: toast('info', labels.noReviewsTitle, labels.noReviews, NO_REVIEWS_TOAST_MS), reviews: null, preview, detail: null };
  }
  return {
    toast: toast('success', labels.successTitle, labels.found.replace('{count}', String(reviews.length))),
    reviews: reviews.slice(0, IMPORTED_MAX),
    preview,
    detail: null,
  };
}

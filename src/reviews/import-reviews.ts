// `site reviews import`: scrape the business profile, parse the reviews and
// merge them into data/reviews.yaml `imported`. The file is written only when
// new reviews were found and the result passes the reviews schema, and then
// atomically (temp file + rename); on any failure it is left byte-identical.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { reviews } from '../content/schema/reviews.ts';
import { issueSummary } from '../content/validate.ts';
import { mergeImported } from './merge-reviews.ts';
import { parseReviews, type ParsedReview } from '../review-import/parse-reviews.ts';
import { scrape, type ScrapeEvent, type ScrapeOptions } from '../review-import/scraper-client.ts';
import { writeFileAtomic } from '../files/atomic-write.ts';

export const NO_REVIEWS_MESSAGE = 'Could not extract reviews from the page. You may need to manually add reviews.';

export interface ImportOptions {
  dataDir: string;
  url: string;
  apiKey: string;
  /** Scraper origin; default: endpoints.scraper in the data's site.yaml. */
  baseUrl?: string;
  dryRun?: boolean;
  /** Progress while waiting (one line per attempt / retry). */
  onEvent?: (event: ScrapeEvent) => void;
  /** Network, sleep and clock for tests; the real ones otherwise. */
  client?: Pick<ScrapeOptions, 'fetch' | 'sleep' | 'clock' | 'timeoutMs' | 'requestTimeoutPaddingMs' | 'maxRetries'>;
}

export type ImportOutcome =
  | { kind: 'failed'; message: string }
  | { kind: 'none-found' }
  | { kind: 'done'; file: string; found: ParsedReview[]; added: ParsedReview[]; duplicates: ParsedReview[]; written: boolean };

/** endpoints.scraper from `<dataDir>/site.yaml`, or undefined. */
export async function configuredScraper(dataDir: string): Promise<string | undefined> {
  const site = parse(await readFile(path.join(dataDir, 'site.yaml'), 'utf8')) as { endpoints?: { scraper?: unknown } } | null;
  const scraper = site?.endpoints?.scraper;
  return typeof scraper === 'string' && scraper ? scraper : undefined;
}

export async function importReviews(options: ImportOptions): Promise<ImportOutcome> {
  const file = path.join(options.dataDir, 'reviews.yaml');
  // Read (and check) the file first: a scrape is not spent on a file we cannot update.
  const source = await readFile(file, 'utf8');

  const baseUrl = options.baseUrl ?? (await configuredScraper(options.dataDir));
  if (!baseUrl) return { kind: 'failed', message: 'No scraping service configured: set endpoints.scraper in site.yaml or pass --base-url.' };

  const result = await scrape(options.url, { ...options.client, apiKey: options.apiKey, baseUrl, onEvent: options.onEvent });
  if (!result.success) return { kind: 'failed', message: result.error };

  const found = parseReviews(result.data.markdown || result.data.content);
  if (found.length === 0) return { kind: 'none-found' };

  const merged = mergeImported(source, found);
  const outcome = { kind: 'done' as const, file, found, added: merged.added, duplicates: merged.duplicates, written: false };
  if (merged.added.length === 0 || options.dryRun) return outcome;

  const problems = issueSummary(reviews, merged.value);
  if (problems) {
    return { kind: 'failed', message: `The merged reviews.yaml would not match the reviews schema (${problems}); nothing was written.` };
  }
  await writeFileAtomic(file, merged.text);
  return { ...outcome, written: true };
}

import path from 'node:path';
import type { Command } from 'commander';
import { UsageError } from '../errors.ts';
import { requireDataFolder } from '../content/load.ts';
import type { ParsedReview } from '../review-import/parse-reviews.ts';
import type { ScrapeEvent } from '../review-import/scraper-client.ts';
import type { CliIO } from './io.ts';
import { plural } from '../text/plural.ts';

/** The environment variable holding the scraper key (never an argument, never printed). */
export const KEY_ENV = 'SCRAPER_API_KEY';

export function registerReviews(program: Command, io: CliIO): void {
  const reviews = program.command('reviews').description('keep the customer reviews in the content current');
  reviews
    .command('import')
    .description(`scrape the business profile page and merge its reviews into <data>/reviews.yaml (key from $${KEY_ENV})`)
    .requiredOption('--url <url>', 'public business profile page to scrape')
    .option('--data <dir>', 'content folder', 'data')
    .option('--base-url <url>', 'scraping service base URL (default: endpoints.scraper in site.yaml)')
    .option('--dry-run', 'print what would be added; write nothing')
    .action(async (opts: { url: string; data: string; baseUrl?: string; dryRun?: boolean }) => {
      const url = httpUrl(opts.url, '--url');
      const baseUrl = opts.baseUrl === undefined ? undefined : httpUrl(opts.baseUrl, '--base-url');
      const apiKey = process.env[KEY_ENV]?.trim();
      if (!apiKey) throw new UsageError(`${KEY_ENV} is not set: export your scraper API key in that environment variable`);
      const dataDir = path.resolve(opts.data);
      requireDataFolder(dataDir);
      const shown = path.relative(process.cwd(), path.join(dataDir, 'reviews.yaml')) || 'reviews.yaml';

      io.stderr(`Scraping ${url} …\n`);
      const { importReviews, NO_REVIEWS_MESSAGE } = await import('../reviews/import-reviews.ts');
      const outcome = await importReviews({ dataDir, url, apiKey, baseUrl, dryRun: opts.dryRun, onEvent: (e) => io.stderr(progressLine(e)) });
      // A thrown Error is printed as "error: …" and exits 1 (src/cli/report.ts).
      if (outcome.kind === 'failed') throw new Error(`${outcome.message}\n${shown} was not changed.`);
      if (outcome.kind === 'none-found') {
        io.stdout('Found 0 reviews\n');
        throw new Error(`${NO_REVIEWS_MESSAGE}\n${shown} was not changed.`);
      }
      io.stdout(`Found ${plural(outcome.found.length, 'review')}\n`);
      const already = outcome.duplicates.length > 0 ? ` (${outcome.duplicates.length} already there)` : '';
      if (outcome.added.length === 0) {
        io.stdout(`No new reviews: all are already in ${shown}; nothing was written.\n`);
      } else if (opts.dryRun) {
        io.stdout(`Dry run: would add ${count(outcome.added.length)} to ${shown}${already}:\n${outcome.added.map(describe).join('')}Nothing was written.\n`);
      } else {
        io.stdout(`Added ${count(outcome.added.length)} to ${shown}${already}.\n`);
      }
    });
}

function count(n: number): string {
  return plural(n, 'review');
}

function describe(review: ParsedReview): string {
  const text = review.text.length > 100 ? `${review.text.slice(0, 99)}…` : review.text;
  return `  ${review.rating}★ ${review.name}: ${text}\n`;
}

function progressLine(event: ScrapeEvent): string {
  if (event.type === 'attempt') return `  attempt ${event.attempt} of ${event.attempts}: waiting for the scraping service…\n`;
  return `  ${event.reason}; retrying in ${Math.round(event.delayMs / 100) / 10} s\n`;
}

function httpUrl(value: string, flag: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // fall through
  }
  throw new UsageError(`${flag} must be an http(s) URL, got "${value}"`);
}

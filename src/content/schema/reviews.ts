import { z } from 'zod';
import { dayOrText, text } from './common.ts';

export const review = z
  .strictObject({
    id: text.describe('Stable identifier of a sample review.').optional(),
    name: text.describe('Reviewer name as shown on the card.'),
    rating: z.int().min(1).max(5).describe('Star rating, 1-5.'),
    text: text.describe('Review quote.'),
    location: text.describe('Optional town of the reviewer.').optional(),
    service: text.describe('Optional service the review is about.').optional(),
    date: dayOrText.describe('Optional date of the review: a day, YYYY-MM-DD (not after the build date), or a relative date, e.g. "2 weeks ago".').optional(),
    verified: z.boolean().describe('Whether the review is marked verified.').optional(),
  })
  .describe('One customer review.');

export const reviewPanelLabels = z
  .strictObject({
    heading: text.describe('Panel heading.'),
    intro: text.describe('Optional text under the panel heading.').optional(),
    apiKeyLabel: text.describe('Label of the API key field.'),
    apiKeyHint: text.describe('Hint under the API key field.'),
    saveKey: text.describe('Save-key button.'),
    urlLabel: text.describe('Label of the business profile URL field.'),
    importButton: text.describe('Import button.'),
    importing: text.describe('Import button text while a scrape runs.'),
    needKey: text.describe('Note shown while no key is saved.'),
    previewHeading: text.describe('Heading of the scraped-text preview.'),
    close: text.describe('Close button.'),
    dismiss: text.describe("Accessible name of a toast's dismiss button."),
    errorTitle: text.describe('Title of error toasts.'),
    successTitle: text.describe('Title of success toasts.'),
    noReviewsTitle: text.describe('Title of the no-reviews toast.'),
    invalidKey: text.describe('Toast text for a blank API key.'),
    keySaved: text.describe('Toast text after the key is saved.'),
    invalidUrl: text.describe('Toast text for a blank or invalid URL.'),
    found: text.describe('Toast text after an import; {count} is replaced.'),
    noReviews: text.describe('Toast text when the page has no reviews.'),
    failed: text.describe('Toast text when the scrape fails.'),
  })
  .describe('Wording of the hidden review-import panel on the home page.');

export const reviewLabels = z
  .strictObject({
    sectionHeading: text.describe('Home reviews section heading.'),
    sectionIntro: text.describe('Optional text under the section heading.').optional(),
    blockHeading: text.describe('Reviews block heading.'),
    ratingLabel: text.describe('Accessible star label; {rating} is replaced.'),
    averageLabel: text.describe('Average line; {rating} (one decimal) and {count} are replaced.'),
    verified: text.describe('Badge text for verified reviews.').optional(),
    profileLink: text.describe('Label of the external business-profile link.'),
    stats: z
      .array(z.strictObject({ value: text.describe('Figure, e.g. 22+.'), label: text.describe('What the figure counts.') }).describe('One statistic.'))
      .describe('Statistics banner.'),
    panel: reviewPanelLabels.optional(),
  })
  .describe('Wording of the reviews section (home) and reviews block (other pages).');

/** data/reviews.yaml */
export const reviews = z
  .strictObject({
    samples: z.array(review).min(3).max(3).describe('The three built-in sample reviews shown until reviews are imported.'),
    blockSamples: z.array(review).min(1).describe('Sample reviews for the reusable reviews block on other pages (at most 6 shown; 3 on ZIP pages).'),
    imported: z.array(review).describe('Reviews imported from the business profile (initially empty).'),
    labels: reviewLabels.optional(),
  })
  .describe('Customer reviews: illustrative samples until real reviews are imported.');

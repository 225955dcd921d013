// Dates that cannot be after the build date: a review is written about work
// already done, so one dated after the day the site is built is an error in
// the data (a typo, or a clock set wrong), refused rather than shown as current.
// Scheduled items (posts, postings, videos) are held back instead: published.ts.

import { ErrorCodes, type ContentProblem } from '../errors.ts';
import { isCalendarDay } from '../text/calendar-day.ts';
import type { LoadedContent } from './assemble.ts';
import { locateRef } from './origins.ts';

const LISTS = ['samples', 'blockSamples', 'imported'] as const;

/** Every review dated after `date` (YYYY-MM-DD), located at its date. */
export function futureReviewProblems(loaded: LoadedContent, date: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const list of LISTS) {
    loaded.content.reviews[list].forEach((review, i) => {
      if (review.date === undefined || !isCalendarDay(review.date) || review.date <= date) return; // a relative date ("2 weeks ago") is not checked
      const message = `reviews.${list}[${i}] (${review.name}) is dated "${review.date}", after the build date ${date}: a review cannot come from a day that has not happened; correct the date`;
      problems.push(locateRef(loaded.origins.ref('reviews', null, list, i, 'date'), ErrorCodes.futureDate, message));
    });
  }
  return problems;
}

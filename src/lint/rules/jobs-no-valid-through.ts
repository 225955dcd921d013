import { daysBetween } from '../../text/calendar-day.ts';
import type { LintRule, RawFinding } from '../types.ts';

/** Days a posting may stay without validThrough, unless site.yaml `lint.postingMaxAgeDays` says otherwise. */
export const POSTING_MAX_AGE_DAYS = 60;

export const jobsNoValidThrough: LintRule = {
  id: 'jobs/no-valid-through',
  severity: 'warning',
  description:
    'A job posting stays live structured data for as long as it is in data/jobs.yaml unless it has a last day; Google asks for expired postings to be removed or marked.',
  title: 'An old job posting without validThrough',
  checks: 'A job posting posted more than `lint.postingMaxAgeDays` days (default 60) before `--date` has a `validThrough` date.',
  fix: 'Give the posting its last day, `validThrough: YYYY-MM-DD` in `data/jobs.yaml` (and `afterValidThrough: remove` to drop it from /careers then), or remove it when the position is filled.',
  check(context) {
    const { content, date } = context;
    const maxAge = content.site.lint?.postingMaxAgeDays ?? POSTING_MAX_AGE_DAYS;
    const out: RawFinding[] = [];
    content.jobs.forEach((job, index) => {
      const age = daysBetween(job.datePosted, date);
      if (job.validThrough !== undefined || age <= maxAge) return;
      out.push({
        message: `"${job.title}" was posted on ${job.datePosted}, ${age} days before ${date}, and has no validThrough (more than ${maxAge} days)`,
        route: context.routes.find((r) => r.type === 'page' && r.template === 'careers')?.path ?? '/',
        refs: [{ key: 'jobs', index, path: ['datePosted'] }],
        data: { title: job.title, datePosted: job.datePosted, age },
      });
    });
    return out;
  },
};

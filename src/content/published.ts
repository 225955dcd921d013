// The content as the site publishes it on the build date: what is dated after
// that day (a blog post, a job posting, a video) is held back until a build on
// or after its date, and a job posting past its last day is dropped when its
// owner chose so (a closed posting otherwise stays, marked filled by its page).
// Pure: every command that renders pages (build, dev, lint) calls it once,
// after loading; the date it sets is then an input of every page's hash.

import { isExpired } from '../model/job-postings.ts';
import type { Content } from './types.ts';

/** An item of the content not published on the build date, and the first day a build publishes it. */
export interface HeldBack {
  kind: 'blog post' | 'job posting' | 'video';
  name: string;
  /** YYYY-MM-DD. */
  until: string;
}

export interface Published {
  content: Content;
  held: HeldBack[];
  /** The days, from the build date on, whose build publishes what the day before's did not (dateChanges). */
  changes: string[];
}

/** `{year}` in the footer's copy: the build date's year, so the footer says the year the site was built. */
const YEAR = /\{year\}/g;

export function publishedContent(content: Content, date: string): Published {
  const held: HeldBack[] = [];
  const live = <T>(items: T[], kind: HeldBack['kind'], name: (item: T) => string, day: (item: T) => string): T[] =>
    items.filter((item) => {
      if (day(item) <= date) return true;
      held.push({ kind, name: name(item), until: day(item) });
      return false;
    });
  const blog = live(
    content.blog,
    'blog post',
    (p) => p.slug,
    (p) => p.publishDate,
  );
  const videos = live(
    content.videos,
    'video',
    (v) => v.id,
    (v) => v.uploadDate,
  );
  const jobs = live(
    content.jobs,
    'job posting',
    (j) => j.title,
    (j) => j.datePosted,
  ).filter((job) => !(isExpired(job, date) && job.afterValidThrough === 'remove'));
  const labels = content.navigation.labels;
  const navigation = { ...content.navigation, labels: { ...labels, copyright: labels.copyright.replace(YEAR, date.slice(0, 4)) } };
  return { content: { ...content, date, blog, videos, jobs, navigation }, held, changes: dateChanges(content, date) };
}

/**
 * The days, from `date` on, on which a build publishes something a build the
 * day before did not: a post, video or job posting's own day, the day after a
 * posting's last. The rebuild on the day (docs/publishing.md) keys on them.
 */
export function dateChanges(content: Content, date: string): string[] {
  const days = [
    ...content.blog.map((p) => p.publishDate),
    ...content.videos.map((v) => v.uploadDate),
    ...content.jobs.map((j) => j.datePosted),
    ...content.jobs.flatMap((j) => (j.validThrough ? [dayAfter(j.validThrough)] : [])),
  ];
  return [...new Set(days.filter((day) => day >= date))].sort();
}

function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** "1 blog post until 2026-12-02; 2 job postings, the first until 2026-12-10": what a build did not publish yet. */
export function heldBackSummary(held: readonly HeldBack[]): string {
  const kinds = [...new Set(held.map((h) => h.kind))];
  return kinds
    .map((kind) => {
      const days = held.filter((h) => h.kind === kind).map((h) => h.until);
      const first = days.reduce((a, b) => (b < a ? b : a));
      return days.length === 1 ? `1 ${kind} until ${first}` : `${days.length} ${kind}s, the first until ${first}`;
    })
    .join('; ');
}

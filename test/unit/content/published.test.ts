// content/published.ts: the content as published on the build date.
import { describe, expect, it } from 'vitest';
import { heldBackSummary, publishedContent } from '../../../src/content/published.ts';
import type { Job } from '../../../src/content/types.ts';
import { contentFixture } from '../helpers/content-fixture.ts';

const job = (title: string, more: Partial<Job>): Job => ({
  title,
  type: 'Full-time',
  location: 'Cody, WY',
  description: 'Fix things.',
  requirements: ['A license'],
  preferred: [],
  salary: '$45,000 - $65,000',
  featured: false,
  datePosted: '2024-08-01',
  ...more,
});

describe('the content as published on the build date', () => {
  it('leaves out the posts, postings and videos dated after it (on its day they are live), and says until when', () => {
    const content = contentFixture(); // posts 2024-08-01 to 08; videos 2024-03-12, the fifth 2024-11-14
    content.videos[0]!.uploadDate = '2024-08-10';
    content.jobs = [job('Now', { datePosted: '2024-08-05' }), job('Later', { datePosted: '2024-09-01' })];
    const { content: published, held } = publishedContent(content, '2024-08-05');
    expect(published.date).toBe('2024-08-05');
    expect(published.blog.map((p) => p.publishDate)).toEqual(['2024-08-01', '2024-08-02', '2024-08-03', '2024-08-04', '2024-08-05']);
    expect(published.videos.map((v) => v.id)).toEqual(['video-2', 'video-3', 'video-4']);
    expect(published.jobs.map((j) => j.title)).toEqual(['Now']);
    expect(held.map((h) => `${h.kind} ${h.name} ${h.until}`)).toEqual([
      'blog post post-6 2024-08-06',
      'blog post post-7 2024-08-07',
      'blog post post-8 2024-08-08',
      'video video-1 2024-08-10',
      'video video-5 2024-11-14',
      'job posting Later 2024-09-01',
    ]);
    expect(heldBackSummary(held)).toBe('3 blog posts, the first until 2024-08-06; 2 videos, the first until 2024-08-10; 1 job posting until 2024-09-01');
    expect(content.blog).toHaveLength(8); // the content as loaded is left as it was
  });

  it('drops a posting past its validThrough only when its owner chose "remove"; on its last day it is open', () => {
    const content = contentFixture();
    content.jobs = [
      job('Kept', { validThrough: '2024-08-04' }),
      job('Removed', { validThrough: '2024-08-04', afterValidThrough: 'remove' }),
      job('Last day', { validThrough: '2024-08-05', afterValidThrough: 'remove' }),
    ];
    expect(publishedContent(content, '2024-08-05').content.jobs.map((j) => j.title)).toEqual(['Kept', 'Last day']);
  });

  it("fills {year} in the footer's copyright with the build date's year", () => {
    const content = contentFixture();
    content.navigation.labels.copyright = '© {year} Basin Peak. Since 1985, {year} included.';
    expect(publishedContent(content, '2027-01-05').content.navigation.labels.copyright).toBe('© 2027 Basin Peak. Since 1985, 2027 included.');
  });
});

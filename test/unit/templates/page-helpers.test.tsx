import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BlogPost, Site } from '../../../src/content/types.ts';
import { LinkedText } from '../../../templates/blocks/LinkedText.tsx';
import { formatDate } from '../../../templates/pages/blog/format.ts';
import { employmentType, salaryRange } from '../../../templates/pages/careers/job-posting.ts';
import { clockDuration, isoDuration, spokenDuration } from '../../../templates/pages/videos/duration.ts';

describe('video durations', () => {
  it('shows m:ss', () => {
    expect([245, 198, 60, 59, 0, 600].map(clockDuration)).toEqual(['4:05', '3:18', '1:00', '0:59', '0:00', '10:00']);
  });
  it('gives ISO 8601 for schema.org', () => {
    expect([245, 240, 45, 0].map(isoDuration)).toEqual(['PT4M5S', 'PT4M', 'PT45S', 'PT0S']);
  });
  it('gives words for screen readers', () => {
    expect(spokenDuration(245)).toBe('4 minutes 5 seconds');
    expect(spokenDuration(61)).toBe('1 minute 1 second');
  });
});

describe('job postings', () => {
  it('reads the salary range', () => {
    expect(salaryRange('$45,000 - $65,000')).toEqual({ min: 45000, max: 65000 });
    expect(salaryRange('Competitive')).toBeNull();
  });
  it('maps the job type to schema.org employmentType', () => {
    expect(employmentType('Full-time')).toBe('FULL_TIME');
    expect(employmentType('Part time')).toBe('PART_TIME');
  });
});

describe('dates', () => {
  it('formats ISO dates in UTC', () => expect(formatDate('2024-08-05')).toBe('August 5, 2024'));
});

describe('LinkedText', () => {
  const site = {
    company: 'Basin Peak',
    sisterCompany: 'Summit',
    email: 'service@basinpeak.example',
    phones: {
      main: { display: '(307) 555-0142', tel: '+13075550142' },
      alternate: { display: '(307) 555-0187', tel: '+13075550187' },
      placeholder: { display: '(555) 123-4567', tel: '+15551234567' },
      door: { display: '(307) 555-0163', tel: '+13075550163' },
    },
  } as Site;
  it('turns {email} and phone tokens into links and fills other tokens', () => {
    const html = renderToStaticMarkup(<LinkedText text="Ask {company} at {email} or {doorPhone}." site={site} />);
    expect(html).toBe(
      'Ask Basin Peak at <a href="mailto:service@basinpeak.example">service@basinpeak.example</a> or <a class="nowrap" href="tel:+13075550163">(307) 555-0163</a>.',
    );
  });
});

describe('blog articles in data', () => {
  const posts = load(readFileSync(new URL('../../../data/blog.yaml', import.meta.url), 'utf8')) as BlogPost[];
  it('has 8 posts, each with a written-out article of 400-600 words', () => {
    expect(posts).toHaveLength(8);
    for (const post of posts) {
      const words = (post.body ?? [])
        .flatMap((s) => [s.heading ?? '', ...s.paragraphs, ...(s.list ?? [])])
        .join(' ')
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, post.slug).toBeGreaterThanOrEqual(400);
      expect(words, post.slug).toBeLessThanOrEqual(620);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { lintSynthetic, html } from './synthetic.ts';

const ids = (r: ReturnType<typeof lintSynthetic>) => r.findings.map((f) => f.ruleId);

describe('phone rules', () => {
  it('groups the same other number on many pages into one finding located in the data', () => {
    const pages = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`/p${i}`, html('<footer>Call (307) 555-0187</footer>')]));
    const result = lintSynthetic({ pages, rules: ['phone/not-main'] });
    expect(result.findings).toHaveLength(1);
    const [f] = result.findings;
    expect(f.message).toContain('(307) 555-0187');
    expect(f.routes).toHaveLength(12);
    expect(f.locations[0]).toMatchObject({ file: 'data/site.yaml', line: 7, column: 14 });
  });

  it('ignores the main number and reports placeholders instead of not-main', () => {
    const result = lintSynthetic({
      pages: { '/': html('<p>Call (307) 555-0142</p><p>Or (555) 123-4567, or 307-555-5555, or (307) 555-0199</p>') },
      rules: ['phone/not-main', 'phone/placeholder'],
    });
    expect(result.findings.filter((f) => f.ruleId === 'phone/placeholder').map((f) => f.message)).toEqual(
      expect.arrayContaining([expect.stringContaining('(555) 123-4567'), expect.stringContaining('(307) 555-5555')]),
    );
    expect(result.findings.filter((f) => f.ruleId === 'phone/not-main').map((f) => f.message)).toEqual([expect.stringContaining('(307) 555-0199')]);
  });

  it('reports tel: links that dial another number than they show, and silent links to other numbers', () => {
    const result = lintSynthetic({
      pages: { '/': html('<a href="tel:+13075550187">(307) 555-0142</a><a href="tel:+13075550163">Call now</a><a href="tel:+13075550142">(307) 555-0142</a>') },
      rules: ['phone/tel-mismatch', 'phone/not-main'],
    });
    expect(result.findings.map((f) => [f.ruleId, f.message])).toEqual([
      ['phone/not-main', 'the "Call now" link dials (307) 555-0163 instead of the main number (307) 555-0142'],
      ['phone/tel-mismatch', 'a link shows (307) 555-0142 but dials (307) 555-0187 (tel:+13075550187)'],
    ]);
  });
});

describe('claim rules', () => {
  it('compares ratings, review counts and JSON-LD with the declared facts', () => {
    const ld = '<script type="application/ld+json">{"@type":"AggregateRating","ratingValue":4.8,"reviewCount":6}</script>';
    const result = lintSynthetic({
      pages: {
        '/': html(
          '<p>Rated 4.9/5 from 87 reviews.</p><p>4.8 out of 5 from 127 reviews</p><dl><dt>5-Star Reviews</dt><dd>22+</dd></dl><p>Rated 5 out of 5</p>',
          ld,
        ),
      },
      rules: ['claims/rating', 'claims/review-count'],
    });
    const messages = result.findings.map((f) => `${f.ruleId}: ${f.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        'claims/rating: rating "4.8 out of 5" differs from the declared 4.9/5',
        'claims/rating: structured data gives ratingValue 4.8; the declared rating is 4.9',
        'claims/review-count: review count "127 reviews" differs from the declared 87 reviews',
        'claims/review-count: review count "22+ 5-Star Reviews" differs from the declared 87 reviews',
        'claims/review-count: structured data gives reviewCount 6; the declared count is 87',
      ]),
    );
    expect(messages).toHaveLength(5);
  });

  it('checks founding years and years of experience against --date', () => {
    const body =
      '<p>Serving the basin since 1985.</p><p>Founded in 2010.</p><p>15+ Years Experience</p><p>24+ years of experience</p><p>Town founded 1901.</p>';
    const result = lintSynthetic({ pages: { '/': html(body) }, rules: ['claims/experience'], date: '2025-06-01' });
    expect(result.findings.map((f) => f.message).sort()).toEqual([
      '"24+ years of experience" differs from the 15 years since the declared founding in 2010',
      '"since 1985" differs from the declared founding year 2010',
    ]);
  });

  it('leaves the years a job posting asks of candidates to the page that lists the postings', () => {
    const needs = '<p>Requires 5+ years of experience.</p>';
    const posting = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"JobPosting","title":"Service Plumber"}</script>';
    const result = lintSynthetic({ pages: { '/': html(needs), '/jobs': html(needs, posting) }, rules: ['claims/experience'], date: '2025-06-01' });
    expect(result.findings.map((f) => `${f.routes.join(' ')}: ${f.message}`)).toEqual([
      '/: "5+ years of experience" differs from the 15 years since the declared founding in 2010',
    ]);
  });

  it('checks customers, guarantee terms, response times and service-area counts', () => {
    const body = [
      '<p>500+ happy customers and 1,000+ satisfied clients.</p>',
      '<p>Our 3-Year Service Guarantee. A 1-year warranty on labor. Water heaters carry a 10-year manufacturer warranty.</p>',
      '<p>Emergency technicians arrive in under 2 hours.</p><p>Our technician is on site within 60 minutes.</p><p>We answer estimate requests within 24 hours.</p><p>Cities 30-45 min away.</p>',
      '<p>We serve 25 communities.</p><p>12+ towns</p><p>8 cities</p>',
    ].join('');
    const result = lintSynthetic({
      pages: { '/': html(body) },
      rules: ['claims/customers', 'claims/guarantee', 'claims/response-time', 'claims/service-areas'],
      content: (c) => void (c.site.facts.responseTime = { emergencyMinutes: 120, estimateHours: 24 }),
    });
    expect(result.findings.map((f) => `${f.ruleId}: ${f.message}`)).toEqual([
      'claims/customers: customer count "1,000+ satisfied clients" differs from the declared 500+',
      'claims/guarantee: guarantee term "1-year warranty" differs from the declared 3-year guarantee',
      'claims/response-time: emergency response "within 60 minutes" differs from the declared 2 hours',
      'claims/service-areas: service-area count "12+ towns" differs from the declared 25',
      'claims/service-areas: service-area count "8 cities" differs from the declared 25',
    ]);
  });
});

describe('copy rules', () => {
  it('finds garage-door wording but not the season, a track record or a door', () => {
    const body =
      '<p>Garage door repair and broken spring replacement, opener installation.</p><p>Spring maintenance, a proven track record, a tech at the door within the hour.</p>';
    const result = lintSynthetic({ pages: { '/': html(body) }, rules: ['copy/off-trade'] });
    expect(result.findings.map((f) => f.data?.label).sort()).toEqual(['broken spring', 'garage door', 'opener installation']);
  });

  it('names another company, once per page and place', () => {
    const result = lintSynthetic({
      pages: {
        '/a': html('<p>In partnership with Summit Overhead Door Co.</p>'),
        '/b': html('<p>Acme Rooter LLC</p><p>Basin Peak Plumbing &amp; Heating</p>'),
      },
      rules: ['copy/company-name', 'copy/off-trade'],
    });
    expect(result.findings.map((f) => [f.ruleId, f.routes.join(), f.data?.name])).toEqual([
      ['copy/company-name', '/a', 'Summit Overhead Door Co.'],
      ['copy/company-name', '/b', 'Acme Rooter LLC'],
    ]);
    expect(result.findings[0].locations[0]).toMatchObject({ file: 'data/site.yaml', line: 2 });
  });
});

describe('links and search notes', () => {
  it('reports linked URLs without a page, and self-serving ratings and stale news as info', () => {
    const ld =
      '<script type="application/ld+json">{"@type":"Plumber","name":"Basin Peak Plumbing & Heating","aggregateRating":{"@type":"AggregateRating","ratingValue":4.9,"reviewCount":87}}</script>';
    const result = lintSynthetic({
      pages: {
        '/': html('<a href="/nowhere">x</a><a href="/">home</a><a href="https://www.example.test/missing?x=1">y</a>', ld),
        '/blog/a': html('<h1>A</h1>'),
      },
      rules: ['links/no-page', 'seo/self-serving-rating', 'seo/stale-news'],
    });
    expect(result.findings.map((f) => `${f.ruleId} ${f.severity}: ${f.message}`)).toEqual([
      'links/no-page error: /missing (linked) has no page; no _redirects rule covers it',
      'links/no-page error: /nowhere (linked) has no page; no _redirects rule covers it',
      'seo/self-serving-rating info: structured data rates the business itself (AggregateRating); Google shows no stars for self-serving reviews',
      'seo/stale-news info: no post is news on 2025-06-01 (published that day or the 2 before), so the site has no news sitemap; the newest post is from 2024-08-08',
    ]);
    // the fixture's posts are dated 2024-08-01 to 08: post 8 is news until 08-10; a post dated after --date is not published yet
    for (const date of ['2024-08-08', '2024-08-10']) expect(lintSynthetic({ pages: {}, rules: ['seo/stale-news'], date }).findings).toEqual([]);
    const scheduled = lintSynthetic({ pages: {}, rules: ['seo/stale-news'], date: '2024-08-11', content: (c) => void (c.blog[7]!.publishDate = '2024-08-20') });
    expect(scheduled.findings.map((f) => f.data?.newest)).toEqual(['2024-08-07']);
  });
});

describe('job postings', () => {
  const posting = (title: string, datePosted: string, validThrough?: string) => ({
    title,
    type: 'Full-time',
    location: 'Cody, WY',
    description: 'Fix things.',
    requirements: ['A license'],
    preferred: [],
    salary: '$45,000 - $65,000',
    featured: false,
    datePosted,
    ...(validThrough ? { validThrough } : {}),
  });
  const jobs = [
    posting('Old', '2025-01-01'),
    posting('Ended', '2025-01-01', '2025-03-01'),
    posting('Recent', '2025-05-01'),
    posting('Scheduled', '2025-07-01'),
  ];

  it('warns about a posting older than 60 days (or lint.postingMaxAgeDays) without validThrough', () => {
    const result = lintSynthetic({ pages: {}, rules: ['jobs/no-valid-through'], content: (c) => void (c.jobs = jobs) });
    expect(result.findings.map((f) => f.message)).toEqual([
      '"Old" was posted on 2025-01-01, 151 days before 2025-06-01, and has no validThrough (more than 60 days)',
    ]);
    const stricter = lintSynthetic({
      pages: {},
      rules: ['jobs/no-valid-through'],
      content: (c) => {
        c.jobs = jobs;
        c.site.lint = { postingMaxAgeDays: 30 };
      },
    });
    expect(stricter.findings.map((f) => f.data?.title)).toEqual(['Old', 'Recent']);
  });
});

describe('the CMS at /admin/', () => {
  it('is a page for the link check while the site publishes it, and only then', () => {
    const pages = { '/': html('<a href="/admin/">Edit the site</a>') };
    const published = lintSynthetic({ pages, rules: ['links/no-page'], content: (c) => void (c.site.cms = { repo: 'basin-peak/website' }) });
    expect(published.findings).toEqual([]);
    const without = lintSynthetic({ pages, rules: ['links/no-page'] });
    expect(without.findings.map((f) => f.message)).toEqual(['/admin/ (linked) has no page; no _redirects rule covers it']);
  });
});

describe('severities', () => {
  it('applies overrides with reasons and drops rules turned off', () => {
    const pages = { '/': html('<p>Call (555) 123-4567 about garage door repair</p>') };
    const result = lintSynthetic({
      pages,
      rules: ['phone/placeholder', 'copy/off-trade'],
      overrides: [
        { id: 'copy/off-trade', severity: 'off', reason: 'kept on purpose', source: 'command line' },
        { id: 'phone/placeholder', severity: 'info', source: 'command line' },
      ],
    });
    expect(ids(result)).toEqual(['phone/placeholder']);
    expect(result.findings[0].severity).toBe('info');
    expect(result.counts).toEqual({ error: 0, warning: 0, info: 1 });
    expect(result.rules.find((r) => r.id === 'copy/off-trade')).toMatchObject({ severity: 'off', reason: 'kept on purpose' });
  });
});

import { cp, symlink } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../src/lint/types.ts';
import { editFile, repoData, runCli } from '../helpers/cli.ts';
import { scratchDir } from '../helpers/scratch.ts';
import { html, lintSynthetic } from './synthetic.ts';

/** Requests that gate, steer or pay (Google's review policy; FTC 16 CFR Part 465): every one is flagged. */
const GATING = [
  'If you were happy with our service, please leave us a review on Google.',
  "If you had a great experience, we'd love it if you left us a review.",
  'Were you satisfied with your service? Leave us a review!',
  'Happy with our work? Review us on Google.',
  'Satisfied customers: please leave a review on our Google page.',
  'Only if you loved our service, write us a review.',
  'Not happy with the job? Call us first before you leave a review so we can make it right.',
  "If you weren't completely satisfied, please contact us directly instead of posting a review.",
  'Before leaving a review, please call our office so we can resolve any issue.',
  'Anything less than 5 stars? Let us know privately first so we can fix it, then review us.',
  'Leave us a 5-star review!',
  'Leave us a great review on Google and tell your neighbors.',
  'Please rate us 5 stars on Google.',
  "We'd love a five-star review from you.",
  'Get 10% off your next service when you leave a review.',
  'Leave a review and be entered to win a $50 gift card.',
  'Receive a free drain inspection in exchange for your review.',
  'Review us on Google and get $25 off your next visit.',
];

/** Honest requests, and review wording that asks nothing: none is flagged. */
const HONEST = [
  'Would you review our work? It takes a minute: https://www.basinpeak.example/review',
  'Thank you for choosing Basin Peak Plumbing & Heating. We would be grateful for your review of the work we did; whatever your experience, it helps your neighbours choose.',
  'We welcome every review, positive or negative.',
  "If you're not satisfied with our work, we'll come back and make it right.",
  'Rated 4.9/5 by Basin homeowners in 87 reviews.',
  'Read our 5-star reviews from customers across the Big Horn Basin.',
  'Free estimates on every job. Read what our customers say in their reviews.',
  'Tell us how we did: leave a review on Google.',
  'If you have a moment, please leave us a review: it helps other homeowners find a plumber they can trust.',
  'Over 500 happy customers across the basin. See their reviews on Google.',
  'Had a problem? Call us any time at (307) 555-0142. You can also leave a review on Google.',
  'Your honest review, good or bad, helps us improve.',
  'We never offer discounts or gifts for reviews.',
  'Customers who were happy with the repair and customers who were not are equally welcome to review us.',
  "When you get our invoice, you'll find a card with a QR code to review us.",
];

const pagesOf = (texts: string[], prefix: string) =>
  Object.fromEntries(texts.map((text, i) => [`/${prefix}-${i}`, html(`<main><p>${text.replace(/&/g, '&amp;')}</p></main>`)]));

describe('reviews/gating', () => {
  const result = lintSynthetic({ pages: { ...pagesOf(GATING, 'gating'), ...pagesOf(HONEST, 'honest') }, rules: ['reviews/gating'] });
  const flagged = new Set(result.findings.flatMap((f) => f.routes));

  it('flags every gating request of the corpus', () => {
    expect(GATING.filter((_, i) => !flagged.has(`/gating-${i}`))).toEqual([]);
  });

  it('flags none of the honest ones', () => {
    expect(HONEST.filter((_, i) => flagged.has(`/honest-${i}`))).toEqual([]);
  });

  it("names the kind of gating and the sentence, as an error whose help names Google's policy and the FTC rule", () => {
    const finding = result.findings.find((f) => f.routes.includes('/gating-15'))!;
    expect(finding.severity).toBe('error');
    expect(finding.message).toBe('review request offers something for a review: "Leave a review and be entered to win a $50 gift card."');
    const kinds = new Set(result.findings.map((f) => f.data?.kind));
    expect([...kinds].sort()).toEqual([
      'asks for a positive review',
      'asks only satisfied customers',
      'offers something for a review',
      'sends unhappy customers elsewhere first',
    ]);
    expect(result.rules.find((r) => r.id === 'reviews/gating')?.description).toMatch(/Google's review policy[\s\S]*16 CFR Part 465/);
  });
});

describe('site lint with a gating request in the content', () => {
  it('reports it at its file and line, as an error', async () => {
    const dir = await scratchDir('reviews-gating');
    const clean = path.resolve(import.meta.dirname, '../../fixtures/clean-site');
    await cp(clean, dir, { recursive: true, filter: (src) => path.basename(src) !== 'schema' });
    await symlink(path.join(repoData, 'schema'), path.join(dir, 'schema'));
    await editFile(path.join(dir, 'pages/contact.yaml'), (t) =>
      t.replace('service@basinpeak.example."', 'service@basinpeak.example. Happy with our work? Leave us a review on Google."'),
    );
    const { code, stdout } = await runCli('lint', '--data', dir, '--date', '2025-06-01', '--format', 'json');
    expect(code).toBe(1);
    const finding = (JSON.parse(stdout).findings as Finding[]).find((f) => f.ruleId === 'reviews/gating');
    expect(finding).toMatchObject({
      severity: 'error',
      routes: ['/contact'],
      message: expect.stringContaining('asks only satisfied customers: "Happy with our work?"'),
    });
    expect(finding?.locations[0]).toMatchObject({ file: expect.stringMatching(/pages\/contact\.yaml$/), line: 5 });
  }, 120_000);
});

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseReviews, reviewKey } from '../../../src/review-import/parse-reviews.ts';
import { ReviewCard } from '../../../templates/blocks/ReviewCard.tsx';
import { GLYPH_PAGE, GLYPH_PAGE_REVIEWS, NO_REVIEWS_PAGE, PROFILE_PAGE, PROFILE_PAGE_REVIEWS } from './pages.ts';

describe('parseReviews', () => {
  it('finds "N stars Name <bullet> text" reviews on a realistic page and skips its noise', () => {
    expect(parseReviews(PROFILE_PAGE)).toEqual(PROFILE_PAGE_REVIEWS);
  });

  it('reads glyph stars, emphasis, list markers, dates and text on the following lines', () => {
    expect(parseReviews(GLYPH_PAGE)).toEqual(GLYPH_PAGE_REVIEWS);
  });

  it('finds nothing on a page with only a rating summary', () => {
    expect(parseReviews(NO_REVIEWS_PAGE)).toEqual([]);
    expect(parseReviews('')).toEqual([]);
  });

  it.each([
    ['5 stars', 5],
    ['1 star', 1],
    ['4-star', 4],
    ['3★', 3],
    ['2 ★★', 2],
    ['5 ⭐', 5],
    ['5.0 stars', 5],
    ['★★★★☆', 4],
    ['⭐️⭐️', 2],
    ['5 Stars', 5],
  ])('accepts the rating form "%s" as %i', (form, rating) => {
    expect(parseReviews(`${form} Pat Q. • Fine work.`)).toEqual([{ name: 'Pat Q.', rating, text: 'Fine work.' }]);
  });

  it.each(['0 stars', '6 stars', '10 stars', '4.5 stars', '★★★★★★', '☆☆☆'])('rejects the rating "%s"', (form) => {
    expect(parseReviews(`${form} Pat Q. • Fine work.`)).toEqual([]);
  });

  it('needs a name, a separator and text', () => {
    expect(parseReviews('5 stars • no name here')).toEqual([]);
    expect(parseReviews('5 stars Pat Q. without a separator')).toEqual([]);
    expect(parseReviews('5 stars Pat Q. •')).toEqual([]);
    expect(parseReviews('5 stars 12345 • digits are not a name')).toEqual([]);
    expect(parseReviews(`5 stars ${'Very long name '.repeat(6)}• text`)).toEqual([]);
  });

  it('needs the rating at the start of a line (after markdown markers)', () => {
    expect(parseReviews('Rated 5 stars Pat Q. • by our customers')).toEqual([]);
    expect(parseReviews('> 5 stars Pat Q. • Quoted.')).toEqual([{ name: 'Pat Q.', rating: 5, text: 'Quoted.' }]);
    expect(parseReviews('1. 5 stars Pat Q. • Numbered.')).toEqual([{ name: 'Pat Q.', rating: 5, text: 'Numbered.' }]);
  });

  it('keeps hyphenated names whole: " - " needs spaces to separate', () => {
    expect(parseReviews('5 stars Mary-Kate O. - Great service.')).toEqual([{ name: 'Mary-Kate O.', rating: 5, text: 'Great service.' }]);
    expect(parseReviews('5 stars Lee — Great service.')).toEqual([{ name: 'Lee', rating: 5, text: 'Great service.' }]);
  });

  it('collapses whitespace, handles CRLF and drops duplicates (same name and text)', () => {
    const page = '5 stars  Pat   Q. •   Fine\twork.\r\n5 stars Pat Q. • Fine work.\r\n5 stars PAT Q. • fine  WORK.\r\n4 stars Pat Q. • Another visit.';
    expect(parseReviews(page)).toEqual([
      { name: 'Pat Q.', rating: 5, text: 'Fine work.' },
      { name: 'Pat Q.', rating: 4, text: 'Another visit.' },
    ]);
    expect(reviewKey({ name: ' Pat Q. ', text: 'Fine  work.' })).toBe(reviewKey({ name: 'pat q.', text: 'FINE WORK.' }));
  });

  it('keeps markup as literal text; a rendered card escapes it', () => {
    const page = '5 stars Eve <img src=x onerror=alert(1)> • <script>alert("x")</script> **great** [link](javascript:alert(1))';
    const [review] = parseReviews(page);
    expect(review).toEqual({
      name: 'Eve <img src=x onerror=alert(1)>',
      rating: 5,
      text: '<script>alert("x")</script> **great** [link](javascript:alert(1))',
    });
    const html = renderToStaticMarkup(ReviewCard({ review: review!, ratingLabel: 'Rated {rating} out of 5' }));
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('Eve &lt;img src=x onerror=alert(1)&gt;');
  });

  it('caps very long text', () => {
    const [review] = parseReviews(`5 stars Pat Q. • ${'word '.repeat(2000)}`);
    expect(review!.text.length).toBe(5001);
    expect(review!.text.endsWith('…')).toBe(true);
  });
});

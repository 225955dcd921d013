import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../../src/content/types.ts';
import { loadSite } from '../../../src/load-site.ts';
import { checkKey, importOutcome, invalidUrlToast, NO_REVIEWS_TOAST_MS, PREVIEW_CHARS, profileUrl, TOAST_MS } from '../../../src/review-import/panel.ts';
import { MISSING_KEY_MESSAGE } from '../../../src/review-import/scraper-client.ts';
import ReviewsImport from '../../../templates/islands/ReviewsImport.tsx';
import { reviewsImportPanel, ReviewsSection } from '../../../templates/blocks/ReviewsSection.tsx';
import { repoData } from '../helpers/cli.ts';
import { NO_REVIEWS_PAGE, PROFILE_PAGE, PROFILE_PAGE_REVIEWS } from './pages.ts';
import { siteTemplates } from '../../../templates/index.ts';

let content: Content;
beforeAll(async () => {
  content = (await loadSite(repoData, siteTemplates)).content;
});

function labels() {
  return content.reviews.labels!.panel!;
}

describe('panel logic', () => {
  it('key: blank is refused, anything else is trimmed and saved', () => {
    expect(checkKey('  ', labels())).toEqual({
      key: null,
      toast: { tone: 'error', title: 'Error', description: 'Please enter a valid API key', durationMs: TOAST_MS },
    });
    expect(checkKey(' fc-1 ', labels())).toEqual({
      key: 'fc-1',
      toast: { tone: 'success', title: 'Success', description: 'API key saved successfully', durationMs: 3000 },
    });
  });

  it('URL: blank or non-http(s) is refused', () => {
    expect(profileUrl('')).toBeNull();
    expect(profileUrl('   ')).toBeNull();
    expect(profileUrl('javascript:alert(1)')).toBeNull();
    expect(profileUrl('profiles.example')).toBeNull();
    expect(profileUrl(' https://profiles.example/x ')).toBe('https://profiles.example/x');
    expect(invalidUrlToast(labels())).toMatchObject({ tone: 'error', title: 'Error', description: 'Please enter a valid URL' });
  });

  it('success with reviews: "Found {n} reviews", the reviews (at most 6), the preview', () => {
    const page = `${PROFILE_PAGE}\n${'More profile text. '.repeat(20)}`;
    const outcome = importOutcome({ success: true, status: 200, data: { markdown: page, content: '' } }, labels());
    expect(outcome.toast).toEqual({ tone: 'success', title: 'Success', description: 'Found 4 reviews', durationMs: 3000 });
    expect(outcome.reviews).toEqual(PROFILE_PAGE_REVIEWS);
    expect(outcome.preview).toBe(page.slice(0, PREVIEW_CHARS));
    expect(outcome.preview!.length).toBe(1000);
    const many = Array.from({ length: 9 }, (_, i) => `5 stars Person ${i} • Review number ${i}.`).join('\n');
    const lots = importOutcome({ success: true, status: 200, data: { markdown: many, content: '' } }, labels());
    expect(lots.toast.description).toBe('Found 9 reviews');
    expect(lots.reviews).toHaveLength(6);
  });

  it('success without reviews: the 5 s "No Reviews Found" toast; content is used when there is no markdown', () => {
    const outcome = importOutcome({ success: true, status: 200, data: { markdown: '', content: NO_REVIEWS_PAGE } }, labels());
    expect(outcome).toEqual({
      toast: {
        tone: 'info',
        title: 'No Reviews Found',
        description: 'Could not extract reviews from the page. You may need to manually add reviews.',
        durationMs: NO_REVIEWS_TOAST_MS,
      },
      reviews: null,
      preview: NO_REVIEWS_PAGE,
      detail: null,
    });
    expect(NO_REVIEWS_TOAST_MS).toBe(5000);
  });

  it('failure: "Failed to scrape reviews", with the client message as detail', () => {
    expect(importOutcome({ success: false, error: MISSING_KEY_MESSAGE }, labels())).toEqual({
      toast: { tone: 'error', title: 'Error', description: 'Failed to scrape reviews', durationMs: 3000 },
      reviews: null,
      preview: null,
      detail: MISSING_KEY_MESSAGE,
    });
  });
});

describe('ReviewsSection and the panel setting', () => {
  const reviews = () => content.reviews.samples;

  it('by default the cards render through the ReviewsImport island, panel hidden, with the scraper URL', () => {
    expect(reviewsImportPanel(content)).toEqual({ labels: labels(), scraperUrl: content.site.endpoints.scraper });
    const html = renderToStaticMarkup(<ReviewsSection content={content} reviews={reviews()} />);
    expect(html).toContain('data-island="ReviewsImport"');
    expect(html).not.toContain('import-reviews');
    expect(html.match(/class="card reviews__card"/g)).toHaveLength(3);
  });

  it('the island renders the same cards as the static list (server and first client render: no panel, empty live regions)', () => {
    const island = renderToStaticMarkup(
      <ReviewsImport
        reviews={reviews()}
        ratingLabel={content.reviews.labels!.ratingLabel}
        verifiedLabel={content.reviews.labels!.verified}
        labels={labels()}
        scraperUrl="https://scraper.example"
      />,
    );
    const off = { ...content, site: { ...content.site, reviewsPanel: { enabled: false } } };
    const plain = renderToStaticMarkup(<ReviewsSection content={off} reviews={reviews()} />);
    const list = /<ul class="grid grid-3 list-plain reviews__list">[\s\S]*?<\/ul>/;
    expect(island.match(list)![0]).toBe(plain.match(list)![0]);
    expect(island).toContain('<div role="status" aria-live="polite" aria-atomic="true"></div><div role="alert" aria-atomic="true"></div>');
    expect(island).not.toContain('type="password"');
  });

  it('reviewsPanel.enabled: false, or no scraper endpoint, leaves the panel out of the build', () => {
    for (const site of [
      { ...content.site, reviewsPanel: { enabled: false } },
      { ...content.site, endpoints: { ...content.site.endpoints, scraper: undefined } },
    ]) {
      const off = { ...content, site };
      expect(reviewsImportPanel(off)).toBeNull();
      const html = renderToStaticMarkup(<ReviewsSection content={off} reviews={reviews()} />);
      expect(html).not.toContain('data-island');
      expect(html.match(/class="card reviews__card"/g)).toHaveLength(3);
    }
  });

  it('an enabled panel without its wording is a clear error', () => {
    const noPanel = { ...content, reviews: { ...content.reviews, labels: { ...content.reviews.labels!, panel: undefined } } };
    expect(() => reviewsImportPanel(noPanel)).toThrow(/labels\.panel/);
  });
});

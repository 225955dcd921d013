import { Resvg } from '@resvg/resvg-js';
import jsQRModule from 'jsqr';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../src/load-site.ts';
import { isKind } from '../../../src/routes/types.ts';
import { pageRoutes } from '../../../src/routes/table.ts';
import { siteTemplates } from '../../../src/site-templates.ts';
import { Review } from '../../../templates/pages/review/Review.tsx';
import { ReviewCard } from '../../../templates/pages/review/ReviewCard.tsx';
import { repoData } from '../helpers/cli.ts';

/** jsqr is CommonJS with an ES default export: the test runner hands over the function, TypeScript (NodeNext) types the module object. */
const jsQR = ((jsQRModule as unknown as { default?: unknown }).default ?? jsQRModule) as typeof jsQRModule.default;

const { content } = await loadSite(repoData, siteTemplates);
const route = (path: string) => {
  const found = [...pageRoutes(content)].find((r) => r.path === path);
  if (!found || !isKind(found, 'fixed')) throw new Error(`no fixed page at ${path}`);
  return found;
};

/** The text of every QR code in `html`, each drawn at `widthPx` and read back with jsQR (a camera's view, without the camera). */
function decodeQrCodes(html: string, widthPx: number): (string | null)[] {
  return [...html.matchAll(/<svg[^>]*class="review-(?:card|sheet)__qr"[\s\S]*?<\/svg>/g)].map(([svg]) => {
    const png = new Resvg(svg, { fitTo: { mode: 'width', value: widthPx } }).render();
    return jsQR(new Uint8ClampedArray(png.pixels), png.width, png.height)?.data ?? null;
  });
}

describe('the review card', () => {
  const html = renderToStaticMarkup(<ReviewCard route={route('/review/card')} content={content} />);

  it("holds the card and the sheet, each with a QR code that decodes to the site's /review address", () => {
    expect(decodeQrCodes(html, 240)).toEqual(['https://www.basinpeak.example/review', 'https://www.basinpeak.example/review']);
    expect(decodeQrCodes(html, 120)).toEqual(['https://www.basinpeak.example/review', 'https://www.basinpeak.example/review']); // about 1 cm at 300 dpi: far smaller than printed
    expect(html).toContain('www.basinpeak.example/review</p>');
  });

  it('gives the owner a text message and an e-mail with the short address, asking every customer alike', () => {
    expect(html).toMatch(
      /<pre class="review-messages__text">Hi, this is Basin Peak Plumbing &amp; Heating\.[^<]*https:\/\/www\.basinpeak\.example\/review<\/pre>/,
    );
    expect(html).toMatch(
      /Subject: Your review of Basin Peak Plumbing &amp; Heating\n\nHello,[\s\S]*Write your review here: https:\/\/www\.basinpeak\.example\/review/,
    );
    expect(html).not.toMatch(/happy|satisf|5.star|five.star/i);
  });
});

describe('/review', () => {
  it('links straight to writeReviewUrl, with no question before it, and is kept out of search', () => {
    const page = route('/review');
    const html = renderToStaticMarkup(<Review route={page} content={content} />);
    expect(html).toContain('data-island="ReviewRedirect"');
    expect(html).toContain(`href="${content.site.writeReviewUrl}"`);
    expect(html).not.toMatch(/happy|satisf|<form|<input|<button/i);
    expect(page.index).toBe(false);
    expect(page.sitemap).toBeNull();
  });
});

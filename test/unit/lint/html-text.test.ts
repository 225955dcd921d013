import { describe, expect, it } from 'vitest';
import { extractPageText, pageTexts } from '../../../src/lint/html-text.ts';

const html = `<!DOCTYPE html><html><head><title>Home | Basin Peak</title><meta name="description" content="Rated 4.9/5 &amp; more"/>
<meta name="keywords" content="plumber, garage door repair"/>
<script type="application/ld+json">{"@type":"Organization","name":"Basin Peak","telephone":"+13075550142"}</script></head>
<body><script>var x = "<p>not text</p>";</script><style>p{}</style>
<p>Call <a href="tel:+13075550187">(307) 555-0142</a> today.</p>
<span>500+ Customers</span><span>Rated 4.9/5</span>
<dl><div><dt>Years in the basin</dt><dd>13+</dd></div><div><dt>Happy customers</dt><dd>500+</dd></div></dl>
<div>15+</div><div>Years Experience</div>
<svg><title>icon</title></svg><img src="/a.svg" alt="A plumber" width="1" height="1"/>
<a href="/contact" aria-label="Contact us"></a></body></html>`;

describe('extractPageText', () => {
  const page = extractPageText('/', 'index.html', html);

  it('reads the head texts without the scripts', () => {
    expect(page.title).toBe('Home | Basin Peak');
    expect(page.description).toBe('Rated 4.9/5 & more');
    expect(page.keywords).toBe('plumber, garage door repair');
    expect(page.body).not.toMatch(/not text|p\{\}/);
  });

  it('reads the text of <main> apart, and none when the page has no <main>', () => {
    const withMain = extractPageText(
      '/x',
      'x.html',
      '<body><header><p>Menu</p></header><main><h1>Cody</h1><p>Local <b>work</b></p></main><footer>Fine print</footer></body>',
    );
    expect(withMain.main).toBe('Cody\nLocal work');
    expect(withMain.body).toBe('Menu\nCody\nLocal work\nFine print');
    expect(page.main).toBe('');
  });

  it('collects links with their text (or aria-label) and the JSON-LD', () => {
    expect(page.links).toContainEqual({ href: 'tel:+13075550187', text: '(307) 555-0142' });
    expect(page.links).toContainEqual({ href: '/contact', text: 'Contact us' });
    expect(page.jsonLd).toEqual([{ '@type': 'Organization', name: 'Basin Peak', telephone: '+13075550142' }]);
  });

  it('separates words at element boundaries and reads stats as one line', () => {
    const lines = pageTexts(page)
      .filter((t) => t.where === 'body')
      .map((t) => t.text);
    expect(lines).toContain('500+ Customers Rated 4.9/5');
    expect(lines).toContain('13+ Years in the basin');
    expect(lines).toContain('500+ Happy customers');
    expect(lines).toContain('15+ Years Experience');
    expect(page.body).toContain('A plumber');
  });
});

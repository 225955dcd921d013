import { describe, expect, it } from 'vitest';
import { eventBody, pagePath, parseEvent, referringPage } from '../../../src/conversions/event.ts';
import { isCrawler } from '../../../src/edge/request-guards.ts';

describe('pagePath', () => {
  it('keys a page by its clean path', () => {
    expect(pagePath('/powell')).toBe('/powell');
    expect(pagePath('/services/drain-cleaning-sewer/')).toBe('/services/drain-cleaning-sewer');
    expect(pagePath('/powell.html')).toBe('/powell');
    expect(pagePath('/index.html')).toBe('/');
    expect(pagePath('/')).toBe('/');
  });

  it('refuses anything that is not a plain site path', () => {
    for (const bad of [null, '', 'powell', 'https://x.example/powell', '//x.example', '/a/../b', '/a?b=1', '/a b', '/<script>', `/${'a'.repeat(200)}`]) {
      expect(pagePath(bad), String(bad)).toBeNull();
    }
  });
});

describe('parseEvent', () => {
  it('reads what the beacon sends', () => {
    expect(parseEvent(eventBody({ kind: 'call', path: '/powell', place: 'drawer' }))).toEqual({ kind: 'call', path: '/powell', place: 'drawer' });
    expect(parseEvent(new URLSearchParams('kind=email&path=/contact/&place=footer'))).toEqual({ kind: 'email', path: '/contact', place: 'footer' });
    expect(parseEvent(new URLSearchParams('kind=review&path=/review&place=body'))).toEqual({ kind: 'review', path: '/review', place: 'body' });
  });

  it('refuses unknown kinds and places, and estimates (their endpoint counts them)', () => {
    expect(parseEvent(new URLSearchParams('kind=estimate&path=/estimates&place=body'))).toBeNull();
    expect(parseEvent(new URLSearchParams('kind=visit&path=/&place=body'))).toBeNull();
    expect(parseEvent(new URLSearchParams('kind=call&path=/&place=sidebar'))).toBeNull();
    expect(parseEvent(new URLSearchParams('kind=call&place=header'))).toBeNull();
  });
});

describe('referringPage', () => {
  const form = new URL('https://basinpeak.example/estimates?service=repair');

  it('credits the site page the visitor came from', () => {
    expect(referringPage('https://basinpeak.example/services/drain-cleaning-sewer', form)).toBe('/services/drain-cleaning-sewer');
  });

  it('credits the form page when the visitor came from elsewhere or from nowhere', () => {
    expect(referringPage('https://search.example/?q=plumber', form)).toBe('/estimates');
    expect(referringPage('', form)).toBe('/estimates');
    expect(referringPage('not a url', form)).toBe('/estimates');
  });
});

describe('isCrawler', () => {
  it('knows crawlers, tools and an empty user agent, not browsers', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1',
      'curl/8.5.0',
      'python-requests/2.31',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
      '',
      null,
    ])
      expect(isCrawler(agent), String(agent)).toBe(true);
    for (const agent of [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    ])
      expect(isCrawler(agent), agent).toBe(false);
  });
});

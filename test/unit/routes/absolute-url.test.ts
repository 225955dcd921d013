import { describe, expect, it } from 'vitest';
import { absoluteUrl, isHttpUrl } from '../../../src/routes/absolute-url.ts';

describe('absoluteUrl', () => {
  it('joins without trailing slashes except for home', () => {
    expect(absoluteUrl('https://a.test', '/')).toBe('https://a.test/');
    expect(absoluteUrl('https://a.test/', '')).toBe('https://a.test/');
    expect(absoluteUrl('https://a.test/', '/cody/')).toBe('https://a.test/cody');
    expect(absoluteUrl('https://a.test', '/images/x.png')).toBe('https://a.test/images/x.png');
    expect(absoluteUrl('https://a.test', 'blog/post')).toBe('https://a.test/blog/post');
    expect(absoluteUrl('https://a.test', '/videos#v1')).toBe('https://a.test/videos#v1');
  });

  it('passes http(s) URLs through, whatever their case', () => {
    expect(absoluteUrl('https://a.test', 'https://cdn.test/x.png')).toBe('https://cdn.test/x.png');
    expect(absoluteUrl('https://a.test', 'HTTP://cdn.test/x.png')).toBe('HTTP://cdn.test/x.png');
  });
});

describe('isHttpUrl', () => {
  it('is true for http(s) URLs in any case, false for paths and other schemes', () => {
    expect(['https://a.test/x', 'http://a.test', 'HTTPS://A.TEST'].map(isHttpUrl)).toEqual([true, true, true]);
    expect(['/contact', 'tel:+13075550142', 'mailto:a@b.test', '//a.test', 'https:/a'].map(isHttpUrl)).toEqual([false, false, false, false, false]);
  });
});

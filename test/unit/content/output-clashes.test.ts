// The output-clash check as a class: every reserved output path of the table,
// tried as a town slug, a page path and a service path, in several letter
// cases, is refused; so are pages that meet through a host's aliases
// ("/x/", "/x.html", "/index") or letter case or Unicode normalization.
// The schemas would refuse some of these values before the check runs (a
// town slug is lower case); the check must refuse them on its own.

import { describe, expect, it } from 'vitest';
import { outputClashProblems } from '../../../src/content/output-clashes.ts';
import { Origins } from '../../../src/content/origins.ts';
import type { Content } from '../../../src/content/types.ts';
import { pathKey, servedPaths } from '../../../src/host/output-paths.ts';
import { RESERVED_PATHS } from '../../../src/host/reserved-paths.ts';
import { contentFixture } from '../helpers/content-fixture.ts';
import { CASES, claimOf } from '../helpers/reserved-claims.ts';

type Claimant = 'town slug' | 'page path' | 'service path';

function contentWith(claimant: Claimant, path: string): Content {
  const content = contentFixture();
  if (claimant === 'town slug') content.towns[3] = { ...content.towns[3]!, slug: path.slice(1) };
  if (claimant === 'page path') content.pages.push({ ...content.pages[6]!, path });
  if (claimant === 'service path') content.services[2] = { ...content.services[2]!, path };
  return content;
}

function clashes(content: Content): string[] {
  return outputClashProblems(content, new Origins()).map((p) => {
    expect(p.code).toBe('E-OUTPUT-CLASH');
    return p.message;
  });
}

describe('output clashes', () => {
  it('the fixture has none', () => {
    expect(clashes(contentFixture())).toEqual([]);
  });

  describe.each(RESERVED_PATHS.map((entry) => [entry.file, entry] as const))('reserved %s', (_, entry) => {
    it.each(
      (['town slug', 'page path', 'service path'] as const).flatMap((claimant) =>
        CASES.map(([name, spell]) => [claimant, name, spell(claimOf(entry))] as const),
      ),
    )('as a %s (%s: %s)', (claimant, _case, path) => {
      const found = clashes(contentWith(claimant, path));
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(/would be (written to|served at)/);
    });
  });

  it.each([
    ['a trailing slash', '/contact/'],
    ['the .html name', '/contact.html'],
    ['another letter case', '/Contact'],
    ['the home page as /index', '/index'],
    ['the home page as /INDEX.html', '/INDEX.html'],
    ['the not-found page as /404', '/404'],
  ])('a page that meets another through %s is refused, naming the other', (_, path) => {
    const found = clashes(contentWith('page path', path));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/the (page \/contact|home page|not-found page)/);
  });

  it('a page that differs from another only in Unicode normalization is refused', () => {
    const content = contentFixture();
    content.pages.push({ ...content.pages[6]!, path: '/caf\u00e9' }, { ...content.pages[6]!, path: '/cafe\u0301' });
    const found = clashes(content);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/accented letters/);
  });

  it('a page between two that differ leaves both alone', () => {
    const content = contentFixture();
    content.pages.push({ ...content.pages[6]!, path: '/contact-us' }, { ...content.pages[6]!, path: '/contacts' });
    expect(clashes(content)).toEqual([]);
  });

  it('two items of one list with the same value are left to the duplicate check (one problem, not two)', () => {
    const content = contentFixture();
    content.towns[4] = { ...content.towns[4]!, slug: content.towns[3]!.slug };
    expect(clashes(content)).toEqual([]);
  });
});

describe('served paths', () => {
  it('are what Cloudflare Pages and Netlify answer with a file', () => {
    expect(servedPaths('index.html')).toEqual(['/', '/index', '/index.html']);
    expect(servedPaths('cody.html')).toEqual(['/cody', '/cody/', '/cody.html']);
    expect(servedPaths('blog/index.html')).toEqual(['/blog/', '/blog', '/blog/index', '/blog/index.html']);
    expect(servedPaths('sitemap.xml')).toEqual(['/sitemap.xml']);
  });

  it('compare by decoded, NFC, lower-case key', () => {
    expect(pathKey('/Caf%C3%A9')).toBe(pathKey('/cafe\u0301'));
  });
});

describe('social card clashes', () => {
  it('refuses two towns whose cards would be one file, and a town named like the site-wide card', () => {
    const content = contentFixture();
    content.towns[5] = { ...content.towns[5]!, name: content.towns[4]!.name.toUpperCase() };
    content.towns[6] = { ...content.towns[6]!, name: 'Big Horn Basin' };
    expect(clashes(content)).toEqual([
      expect.stringMatching(/^the social card of \S+ would be written to \S+\.png, the file of the social card of \S+; give the town a name that differs/),
      expect.stringMatching(
        /^the social card of Big Horn Basin would be written to \S+big-horn-basin\.png, the file of the site-wide social card \(written by every build\)/,
      ),
    ]);
  });
});

describe('town directory clashes', () => {
  it('refuses a page at the path of a page of the town directory, naming it', () => {
    const content = contentFixture();
    const base = content.towns[0]!;
    content.towns = Array.from({ length: 250 }, (_, i) => ({ ...base, name: `${base.name} ${i}`, slug: `${base.slug}-${i}` }));
    content.pages.push({ ...content.pages[6]!, path: '/service-area', template: 'service-area' }, { ...content.pages[6]!, path: '/service-area/2' });
    expect(clashes(content)).toEqual([expect.stringMatching(/page 2 of the town directory of \/service-area/)]);
    content.pages.pop();
    expect(clashes(content)).toEqual([]);
  });
});

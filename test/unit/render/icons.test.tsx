// Icons are drawn by the stylesheet (templates/styles/icons.css), not copied
// into each page: a page carries an empty element per icon.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from '../../../templates/blocks/Icon.tsx';
import { icon } from '../../../templates/blocks/copy-parts.ts';

const css = await readFile(path.resolve(import.meta.dirname, '../../../templates/styles/icons.css'), 'utf8');

describe('icons', () => {
  it('draws every icon name in the stylesheet, as a data: mask (no request, no CSP change)', () => {
    for (const name of icon.options) {
      expect(css).toMatch(new RegExp(`\\.i-${name} \\{ --icon: url\\("data:image/svg\\+xml,`));
      expect(css).toContain(`.i-${name},`.replace(/,$/, '')); // in the shared rules
    }
    expect(css).toMatch(/\.reviews__star\.i-star \{ --icon: url\("data:image\/svg\+xml,[^"]*fill='black'/);
  });

  it('puts an empty element with the icon class in the page, no drawing', () => {
    expect(renderToStaticMarkup(<Icon name="check" />)).toBe('<span class="icon i-check"></span>');
    expect(renderToStaticMarkup(<Icon name="star" className="reviews__star" />)).toBe('<span class="reviews__star i-star"></span>');
  });
});

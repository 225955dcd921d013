import { describe, expect, it } from 'vitest';
import { slugify } from '../../../src/text/slug.ts';

describe('slugify', () => {
  it('keeps lower-case letters and digits, one dash between words, none at the ends', () => {
    expect(slugify('Frozen Pipe.JPG')).toBe('frozen-pipe-jpg');
    expect(slugify('  HVAC Technician (Level II) ')).toBe('hvac-technician-level-ii');
    expect(slugify('Plumber – Cody, WY')).toBe('plumber-cody-wy');
    expect(slugify('***')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { findPhones, placeholderReason, telDigits } from '../../../src/lint/phones.ts';

describe('phones', () => {
  it('finds numbers in the usual spellings', () => {
    expect(findPhones('Call (307) 555-0142 or 307-555-0187, +1 307 555 0163.').map((p) => p.digits)).toEqual(['3075550142', '3075550187', '3075550163']);
    expect(findPhones('ZIP 82414, since 2010, 24/7')).toEqual([]);
  });

  it('reads tel: hrefs', () => {
    expect(telDigits('tel:+13075550142')).toBe('3075550142');
    expect(telDigits('tel:911')).toBeNull();
  });

  it('tells placeholders from the range reserved for fiction', () => {
    expect(placeholderReason('5551234567')).toMatch(/area code 555/);
    expect(placeholderReason('3071234567')).toBe('123-4567');
    expect(placeholderReason('3075555555')).toBe('555-5555');
    expect(placeholderReason('7777777777')).toBe('one digit repeated');
    expect(placeholderReason('3075551234')).toMatch(/outside the fictional range/);
    expect(placeholderReason('3075550100')).toBeNull();
    expect(placeholderReason('3075550199')).toBeNull();
    expect(placeholderReason('3075550142')).toBeNull();
  });
});

// The edge function's index of town cards (src/host/edge-cards.ts): a request
// finds its one line; a name that is not a town of the site finds nothing.

import { describe, expect, it } from 'vitest';
import { findCard, printCardIndex } from '../../../src/host/edge-cards.ts';

const card = (title: string) => ({ title, subtitle: 'Park County', key: `key-${title}` });
const index = printCardIndex([
  ['cody', card('Cody, Wyoming')],
  ['cody-north', card('Cody North, Wyoming')],
  ['say-"hi"', card('Odd "quoted", Wyoming')],
  ['last', card('Line\nbreak, Wyoming')],
]);

describe('card index', () => {
  it("finds each card's text and key by its name, the first and last lines included", () => {
    expect(findCard(index, 'cody')).toEqual(card('Cody, Wyoming'));
    expect(findCard(index, 'cody-north')).toEqual(card('Cody North, Wyoming'));
    expect(findCard(index, 'say-"hi"')).toEqual(card('Odd "quoted", Wyoming'));
    expect(findCard(index, 'last')).toEqual(card('Line\nbreak, Wyoming'));
  });

  it('refuses any other name: a prefix, a part of a line, an object key, nothing at all', () => {
    for (const name of ['cod', 'north', 'Cody, Wyoming', 'toString', '__proto__', 'Park County', '', 'key-Cody, Wyoming'])
      expect(findCard(index, name)).toBeUndefined();
    expect(findCard('', 'cody')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { cityPath, pinPositionClasses } from '../../../src/model/map-position.ts';
import { lookupCity, nameFromSlug } from '../../../src/model/city-lookup.ts';

describe('map pins', () => {
  it('builds the town path from the city name', () => {
    expect(cityPath('Ten Sleep')).toBe('/ten-sleep');
    expect(cityPath('Cody')).toBe('/cody');
    expect(cityPath('Washakie Ten')).toBe('/washakie-ten');
  });

  it('positions pins by whole-percent classes; unknown cities at 50%/50%', () => {
    expect(pinPositionClasses({ top: 31.6, left: 24.7 })).toBe('sa-x-25 sa-y-32');
    expect(pinPositionClasses(undefined)).toBe('sa-x-50 sa-y-50');
    expect(pinPositionClasses({ top: -3, left: 140 })).toBe('sa-x-100 sa-y-0');
  });
});

describe('generic city lookup', () => {
  const table = [{ slug: 'cody', name: 'Cody', description: 'Home base.' }];
  it('uses the table, else builds a name from the slug with the fallback', () => {
    expect(lookupCity('cody', table, 'Service in {town}.')).toEqual(table[0]);
    expect(lookupCity('grass-creek', table, 'Service in {town}.')).toEqual({
      slug: 'grass-creek',
      name: 'Grass Creek',
      description: 'Service in Grass Creek.',
    });
    expect(nameFromSlug('ten-sleep')).toBe('Ten Sleep');
  });
});

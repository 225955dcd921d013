import { describe, expect, it } from 'vitest';
import { cityPath, pinPositionClasses } from '../../../src/model/map-position.ts';

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

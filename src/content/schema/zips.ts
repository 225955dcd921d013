import { z } from 'zod';
import { text, zipCode } from './common.ts';

export const zipProfile = z
  .strictObject({
    zip: zipCode.describe('Five-digit ZIP.'),
    city: text.describe('City name.'),
    neighborhood: text.describe('Neighborhood / area label.'),
    population: text.describe('Population as text.'),
    averageIncome: text.describe('Average household income as text.'),
    housingUnits: text.describe('Housing units as text.'),
    businessCount: text.describe('Business count as text.'),
  })
  .describe('ZipProfile');

/** data/zips.yaml */
export const zips = z
  .array(zipProfile)
  .min(1)
  .describe('ZIP profiles for /zip/{zipCode}; an unknown ZIP shows the default ZIP of the not-found settings (defaultZip).');

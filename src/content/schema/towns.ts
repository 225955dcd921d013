import { z } from 'zod';
import { entry, rootPath, slug, text, zipCode } from './common.ts';

/** Two to four short facts about a town. */
const townFacts = z.array(entry).min(2).max(4);

export const town = z
  .strictObject({
    name: text.describe('Town name as displayed.'),
    slug: slug.describe('Route slug: /{slug}.'),
    kind: z
      .enum(['plumbing', 'door', 'shared'])
      .describe('Which page family renders the town: plumbing city page, garage-door themed page, or shared city template.'),
    description: text.describe('Short description (map tooltip, cards).'),
    population: text.describe('Population as text, where known.').optional(),
    county: z.enum(['Park', 'Big Horn', 'Washakie', 'Hot Springs']).describe('County name (without "County").'),
    zipCode: zipCode.describe('Five-digit ZIP.'),
    coordinates: z
      .strictObject({ lat: z.number().min(40).max(46).describe('Latitude.'), lng: z.number().min(-112).max(-104).describe('Longitude.') })
      .describe('Geographic position.'),
    region: z.enum(['bighorn-basin', 'central-wyoming', 'northern-wyoming']).describe('Region for the nearby-areas block.'),
    map: z
      .strictObject({ top: z.number().min(0).max(100).describe('Percent from top.'), left: z.number().min(0).max(100).describe('Percent from left.') })
      .describe('Pin position on the service-area map, in percent, derived from the coordinates within the box lat 43.5-45.0, lng -109.65 to -107.25.'),
    keyFeatures: townFacts.describe('Key features of the town.'),
    localLandmarks: townFacts.describe('Local landmarks.'),
    serviceHighlights: townFacts.describe('Service highlights for the town.'),
    heroImage: rootPath.describe('Hero image path (image sitemap).').optional(),
    heroAlt: text.describe('Text alternative for the hero image (required for photos).').optional(),
    page: z.record(z.string(), z.unknown()).describe('Town-page copy; its shape belongs to the template.').optional(),
  })
  .describe('Town');

/** data/towns.yaml */
export const towns = z.array(town).min(1).describe('The service-area towns; each has its own page.');

import { z } from 'zod';
import { rootPath, slug, townRef } from './common.ts';

const priority = z.number().min(0).max(1).describe('Sitemap priority, 0.0-1.0.');
const changefreq = z.enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']).describe('Sitemap changefreq.');
const townSlugs = z.array(townRef());

/** data/sitemap.yaml */
export const sitemap = z
  .strictObject({
    doorServices: z.array(slug.describe('Slug.')).min(1).describe('Door-service slugs listed by sitemap-services.xml.'),
    doorServiceTowns: z.array(townRef()).describe('Towns whose door-service URLs are listed, in order.'),
    townServicePattern: z
      .string()
      .regex(/^\/.*\{town\}.*\{service\}|^\/.*\{service\}.*\{town\}/)
      .describe('Pattern for a door-service URL under a town; uses {town} and {service}.'),
    servicePattern: z
      .string()
      .regex(/^\/.*\{service\}/)
      .describe('Pattern for a bare door-service URL; uses {service}.'),
    priorities: z
      .array(z.strictObject({ path: rootPath.describe('Route path.'), priority, changefreq }).describe('Path priority.'))
      .describe('Explicit priorities for fixed paths.'),
    townTiers: z
      .array(z.strictObject({ towns: townSlugs.min(1).describe('Town slugs.'), priority, changefreq }).describe('Tier.'))
      .describe('Town priority tiers.'),
    townDefault: z.strictObject({ priority, changefreq }).describe('Priority of towns not in a tier.'),
    defaultPriority: z.strictObject({ priority, changefreq }).describe('Priority of other listed pages.'),
    heroTowns: townSlugs.describe('Town pages with a hero image (image sitemap).'),
  })
  .describe("Sitemap settings. The door-service URLs are the sister business's wording and are listed even where they are not pages.");

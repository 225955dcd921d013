import { describe, expect, it } from 'vitest';
import { relatedServices } from '../../../src/model/related-services.ts';

const s = (slug: string, category: 'emergency' | 'installation' | 'commercial' | 'repair') => ({ slug, category });
const services = [
  s('emergency', 'emergency'),
  s('emergency-repair', 'emergency'),
  s('water-heaters', 'installation'),
  s('burst-pipe-repair', 'emergency'),
  s('sewer-backup-service', 'emergency'),
  s('no-heat-emergency', 'emergency'),
  s('commercial', 'commercial'),
  s('boiler-service', 'installation'),
];

describe('relatedServices', () => {
  it('picks the same category, never the current service, at most 3, in order', () => {
    expect(relatedServices(services, s('emergency', 'emergency')).map((x) => x.slug)).toEqual([
      'emergency-repair',
      'burst-pipe-repair',
      'sewer-backup-service',
    ]);
  });
  it('returns fewer when the category is small', () => {
    expect(relatedServices(services, s('water-heaters', 'installation')).map((x) => x.slug)).toEqual(['boiler-service']);
    expect(relatedServices(services, s('commercial', 'commercial'))).toEqual([]);
  });
  it('respects a smaller max', () => {
    expect(relatedServices(services, s('no-heat-emergency', 'emergency'), 2).map((x) => x.slug)).toEqual(['emergency', 'emergency-repair']);
  });
});

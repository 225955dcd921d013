import { describe, expect, it } from 'vitest';
import { nearbyAreas } from '../../../src/model/nearby-areas.ts';
import type { Region } from '../../../src/content/types.ts';

const t = (slug: string, region: Region) => ({ slug, region });

describe('nearbyAreas', () => {
  const towns = [
    t('a', 'bighorn-basin'),
    t('b', 'bighorn-basin'),
    t('c', 'central-wyoming'),
    t('d', 'bighorn-basin'),
    t('e', 'bighorn-basin'),
    t('f', 'bighorn-basin'),
    t('g', 'bighorn-basin'),
    t('h', 'bighorn-basin'),
    t('i', 'bighorn-basin'),
    t('j', 'northern-wyoming'),
  ];

  it('keeps the same region, excludes the current town and caps at 6', () => {
    expect(nearbyAreas(towns[0], towns).map((x) => x.slug)).toEqual(['b', 'd', 'e', 'f', 'g', 'h']);
  });

  it('never includes the current town', () => {
    for (const town of towns) expect(nearbyAreas(town, towns).some((x) => x.slug === town.slug)).toBe(false);
  });

  it('returns an empty list when the region has no other town', () => {
    expect(nearbyAreas(towns[2], towns)).toEqual([]);
    expect(nearbyAreas(towns[9], towns)).toEqual([]);
  });

  it('takes a custom maximum', () => {
    expect(nearbyAreas(towns[0], towns, 2).map((x) => x.slug)).toEqual(['b', 'd']);
  });
});

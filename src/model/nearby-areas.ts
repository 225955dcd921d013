// The "nearby service areas" block of town pages: towns in the
// same region as the current one, never the current town, at most 6.

import type { Region } from '../content/types.ts';

export const NEARBY_AREAS_MAX = 6;

export interface AreaLike {
  slug: string;
  region: Region;
}

/** Towns of `current`'s region other than `current`, in data order, at most `max`. */
export function nearbyAreas<T extends AreaLike>(current: AreaLike, towns: readonly T[], max: number = NEARBY_AREAS_MAX): T[] {
  const found: T[] = [];
  // Stops at `max`: every town page calls this, so a full scan would make large sites quadratic.
  for (const town of towns) {
    if (found.length >= max) break;
    if (town.region === current.region && town.slug !== current.slug) found.push(town);
  }
  return found;
}

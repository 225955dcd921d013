import type { Service } from '../content/types.ts';

/** Related services block: same category, never the current one, at most `max` (3), in content order. */
export function relatedServices<S extends Pick<Service, 'slug' | 'category'>>(
  services: readonly S[],
  current: Pick<Service, 'slug' | 'category'>,
  max = 3,
): S[] {
  return services.filter((s) => s.category === current.category && s.slug !== current.slug).slice(0, Math.max(0, max));
}

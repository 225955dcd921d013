// Service-area map pin positions: fixed percentages from the
// data, 50%/50% for a city without one. Rendered as CSS classes (sa-x-N /
// sa-y-N, whole percent) because the CSP forbids style attributes.

export interface MapPosition {
  top: number;
  left: number;
}

export const DEFAULT_MAP_POSITION: MapPosition = { top: 50, left: 50 };

const clampPercent = (n: number) => Math.min(100, Math.max(0, Math.round(n)));

/** The pin's classes for a position (or the default centre when unknown). */
export function pinPositionClasses(position: MapPosition | undefined): string {
  const { top, left } = position ?? DEFAULT_MAP_POSITION;
  return `sa-x-${clampPercent(left)} sa-y-${clampPercent(top)}`;
}

/** The town page path for a city name: lowercased, spaces to hyphens. */
export function cityPath(name: string): string {
  return `/${name.toLowerCase().replace(/\s+/g, '-')}`;
}

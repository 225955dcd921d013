// Great-circle distance and travel time for the near-me page:
// distances in statute miles, travel time = miles / 40 mph, in minutes.

export interface LatLng {
  lat: number;
  lng: number;
}

/** Mean Earth radius in statute miles. */
export const EARTH_RADIUS_MILES = 3958.8;
/** Average travel speed the near-me page assumes. */
export const TRAVEL_SPEED_MPH = 40;
/** How many base cities the near-me page lists (the 5 nearest). */
export const NEAR_ME_MAX = 5;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance between two points, in miles. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Travel minutes for a distance at the assumed average speed: miles / 40 mph × 60. */
export function travelMinutes(miles: number, speedMph: number = TRAVEL_SPEED_MPH): number {
  return (miles / speedMph) * 60;
}

export interface NamedPlace extends LatLng {
  name: string;
  slug: string;
}

export interface NearbyPlace {
  name: string;
  slug: string;
  /** Rounded miles. */
  miles: number;
  /** Rounded minutes. */
  minutes: number;
}

/** The `limit` places nearest to `origin`, nearest first, with rounded miles and minutes. */
export function nearestPlaces(origin: LatLng, places: readonly NamedPlace[], limit: number): NearbyPlace[] {
  return places
    .map((place) => ({ place, miles: distanceMiles(origin, place) }))
    .sort((a, b) => a.miles - b.miles)
    .slice(0, limit)
    .map(({ place, miles }) => ({
      name: place.name,
      slug: place.slug,
      miles: Math.round(miles),
      minutes: Math.round(travelMinutes(miles)),
    }));
}

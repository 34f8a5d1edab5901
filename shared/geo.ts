/** Pure geography helpers: great-circle distance, bounding boxes, rounding (DESIGN.md §4). */

export type LatLng = { lat: number; lng: number };

const EARTH_RADIUS_M = 6_371_008.8;
const METERS_PER_DEGREE_LAT = 111_320;
const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Haversine distance in metres. */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A box that contains every point within radiusM of center (a little generous near the poles). */
export function boundingBox(center: LatLng, radiusM: number) {
  const dLat = radiusM / METERS_PER_DEGREE_LAT;
  const cos = Math.max(Math.cos(toRad(center.lat)), 0.01);
  const dLng = Math.min(radiusM / (METERS_PER_DEGREE_LAT * cos), 180);
  return { minLat: center.lat - dLat, maxLat: center.lat + dLat, minLng: center.lng - dLng, maxLng: center.lng + dLng };
}

/** Rounds to a number of decimals: 3 decimals is about 110 m, what non-Pro viewers get. */
export function roundCoordinate(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Moves a point by metres north and east: for tests, fixtures and benchmarks. */
export function offsetMeters(from: LatLng, northM: number, eastM: number): LatLng {
  return {
    lat: from.lat + northM / METERS_PER_DEGREE_LAT,
    lng: from.lng + eastM / (METERS_PER_DEGREE_LAT * Math.cos(toRad(from.lat))),
  };
}

const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type Compass = (typeof COMPASS)[number];

/** Initial bearing from a to b as an 8-point compass direction. */
export function compassDirection(from: LatLng, to: LatLng): Compass {
  const y = Math.sin(toRad(to.lng - from.lng)) * Math.cos(toRad(to.lat));
  const x =
    Math.cos(toRad(from.lat)) * Math.sin(toRad(to.lat)) -
    Math.sin(toRad(from.lat)) * Math.cos(toRad(to.lat)) * Math.cos(toRad(to.lng - from.lng));
  const bearing = ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
  return COMPASS[Math.round(bearing / 45) % 8] ?? 'N';
}

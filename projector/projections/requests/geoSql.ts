/**
 * Distances on the read models' plain lat/lng columns (DESIGN.md §7b: indexed lat/lng ranges, then
 * the exact great-circle distance). The bounding box and the distance use the same sphere, so a
 * point the box leaves out is never within the distance.
 */
const EARTH_RADIUS_M = 6_371_000;
const METRES_PER_DEGREE = (2 * Math.PI * EARTH_RADIUS_M) / 360;
/** A circle's box is this much larger than the circle: the box stays a cheap, safe prefilter. */
const BOX_MARGIN = 1.01;

/** The great-circle distance in metres between two points, as SQL over the given expressions. */
export function distanceMetresSql(latA: string, lngA: string, latB: string, lngB: string): string {
  return `(${EARTH_RADIUS_M} * 2 * asin(least(1, sqrt(
    power(sin(radians((${latB}) - (${latA})) / 2), 2)
    + cos(radians(${latA})) * cos(radians(${latB})) * power(sin(radians((${lngB}) - (${lngA})) / 2), 2)))))`;
}

/** The great-circle distance in metres, computed here (the same sphere as the SQL). */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return EARTH_RADIUS_M * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface Box {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** A box holding every point within `metres` of the pin. */
export function boxAround(pin: { lat: number; lng: number }, metres: number): Box {
  const dLat = (metres * BOX_MARGIN) / METRES_PER_DEGREE;
  const cos = Math.max(Math.cos((pin.lat * Math.PI) / 180), 0.01);
  const dLng = dLat / cos;
  return { minLat: pin.lat - dLat, maxLat: pin.lat + dLat, minLng: pin.lng - dLng, maxLng: pin.lng + dLng };
}

/** Minutes since midnight of an `HH:MM` text column; null for anything else. */
export function minuteOfDaySql(column: string): string {
  return `(case when ${column} ~ '^[0-9]{1,2}:[0-9]{2}' then
    split_part(${column}, ':', 1)::int * 60 + split_part(${column}, ':', 2)::int end)`;
}

/** Minutes since midnight of `HH:MM`. */
export function minuteOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

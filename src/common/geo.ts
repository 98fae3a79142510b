// Places on the map (docs/decisions/0078): plain functions, shared by the server and the pages, with
// no schema library, so the list pages load nothing more for them.

export interface LatLng {
  lat: number;
  lng: number;
}

/** The mean Earth radius (IUGG) the distances are taken with, here and in SQL (catalogue-sql.ts). */
export const EARTH_RADIUS_KM = 6371.0088;

/** The radius filter's bounds, in kilometres. */
export const RADIUS_KM_MIN = 0.5;
export const RADIUS_KM_MAX = 50;

const NEAR = /^\s*(-?\d{1,3}(?:\.\d{1,10})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,10})?)\s*$/;

/** "51.5246,-0.0784" as a point, or undefined when it is not a latitude,longitude pair on Earth. */
export function parseNear(text: string | null | undefined): LatLng | undefined {
  const match = text ? NEAR.exec(text) : null;
  if (!match) return undefined;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (!validLatitude(lat) || !validLongitude(lng)) return undefined;
  return { lat, lng };
}

export const validLatitude = (lat: number) => Number.isFinite(lat) && lat >= -90 && lat <= 90;
export const validLongitude = (lng: number) => Number.isFinite(lng) && lng >= -180 && lng <= 180;

/** A point as `near` writes it: five decimals, about a metre. */
export const formatNear = (point: LatLng) => `${point.lat.toFixed(5)},${point.lng.toFixed(5)}`;

/** The great-circle distance in kilometres (haversine), as the catalogue's SQL takes it. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

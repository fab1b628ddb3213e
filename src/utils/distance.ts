/**
 * Great-circle (haversine) distances. The spec reports two earth radii in two helpers, so both exist:
 * - 6378.137 km, the WGS-84 equatorial radius: `distanceMetres`, the distance label between the
 *   user and a shop (shop detail header; the server's `distance` field on shop cards is metres too).
 * - 6371 km, the mean radius: `distanceMetresMean`, for ordering and radius filters (nearest city or
 *   shop), where only comparisons matter; the server's region lookup also uses the mean radius.
 * The two differ by 0.11 % (about 1.1 m per km), far below what the label shows for short distances.
 */
export const EARTH_RADIUS_KM_EQUATORIAL = 6378.137
export const EARTH_RADIUS_KM_MEAN = 6371

const rad = (deg: number) => (deg * Math.PI) / 180

/** Kilometres between two points given in degrees; NaN when a coordinate is not a number. */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number, radiusKm: number = EARTH_RADIUS_KM_EQUATORIAL): number {
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2
  // min(1, …): rounding can push `a` a hair above 1 for antipodal points, and asin(>1) is NaN
  return 2 * radiusKm * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** Metres with the equatorial radius 6378.137 km (the distance shown to users). */
export function distanceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  return haversineKm(lat1, lng1, lat2, lng2, EARTH_RADIUS_KM_EQUATORIAL) * 1000
}

/** Metres with the mean radius 6371 km (sorting, radius searches). */
export function distanceMetresMean(lat1: number, lng1: number, lat2: number, lng2: number): number {
  return haversineKm(lat1, lng1, lat2, lng2, EARTH_RADIUS_KM_MEAN) * 1000
}

const twoDecimals = (hundredths: number) => `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`

/**
 * Spec section 9: under 1 km in metres with 2 decimals ('123.45m'), otherwise km with 2 decimals
 * ('1.20km'). The unit is chosen after rounding, so 999.996 m reads '1.00km', not '1000.00m'.
 * Negative, NaN or missing input gives '' (no location, nothing to show).
 */
export function formatDistance(metres: number | null | undefined): string {
  if (metres === null || metres === undefined || !Number.isFinite(metres) || metres < 0) return ''
  const centimetres = Math.round(metres * 100)
  if (centimetres < 100000) return `${twoDecimals(centimetres)}m`
  return `${twoDecimals(Math.round(metres / 10))}km`
}

/**
 * Great-circle distances. The spec reports two earth radii in its helpers: 6378.137 km (the
 * equatorial radius, used by the distance shown next to shops) and 6371 km (the mean radius, used
 * when sorting nearby things). Both are exported so each caller states which one it means.
 */
export const EARTH_RADIUS_KM_EQUATORIAL = 6378.137
export const EARTH_RADIUS_KM_MEAN = 6371

const rad = (deg: number) => (deg * Math.PI) / 180

export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number, radiusKm = EARTH_RADIUS_KM_EQUATORIAL): number {
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2
  return 2 * radiusKm * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** Metres between two points with the equatorial radius (what the shop distance label uses). */
export function distanceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  return haversineKm(lat1, lng1, lat2, lng2, EARTH_RADIUS_KM_EQUATORIAL) * 1000
}

/** Metres with the mean radius (sorting, radius searches). */
export function distanceMetresMean(lat1: number, lng1: number, lat2: number, lng2: number): number {
  return haversineKm(lat1, lng1, lat2, lng2, EARTH_RADIUS_KM_MEAN) * 1000
}

/** Under 1 km in metres with 2 decimals ('123.45m'), otherwise km with 2 decimals ('1.20km'). */
export function formatDistance(metres: number): string {
  if (!Number.isFinite(metres) || metres < 0) return ''
  return metres < 1000 ? `${metres.toFixed(2)}m` : `${(metres / 1000).toFixed(2)}km`
}

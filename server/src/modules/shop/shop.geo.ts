/** Spec section 9: the mall's distance helper uses an earth radius of 6378.137 km. */
export const EARTH_RADIUS_M = 6378137

const rad = (d: number) => (d * Math.PI) / 180

/** Great-circle distance in metres (haversine), rounded to centimetres for display. */
export function distanceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2
  const d = 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)))
  return Math.round(d * 100) / 100
}

import type { Place } from './types'

/**
 * The H5 system pages. config/index.ts (h5.router.customRoutes) serves them at /h5/choose-location and
 * /h5/open-location, and at their declared paths too; the app navigates by the page path and Taro's
 * router shows the short address.
 */
export const CHOOSE_LOCATION_PAGE = '/otherpages/system/choose_location/choose_location'
export const OPEN_LOCATION_PAGE = '/otherpages/system/open_location/open_location'

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

/** The open-location page's address for a place: coordinates always, name, address and scale when set. */
export function openLocationUrl(place: Place): string {
  const q: string[] = [`latitude=${place.latitude}`, `longitude=${place.longitude}`]
  if (place.name) q.push(`name=${encodeURIComponent(place.name)}`)
  if (place.address) q.push(`address=${encodeURIComponent(place.address)}`)
  if (finite(place.scale)) q.push(`scale=${place.scale}`)
  return `${OPEN_LOCATION_PAGE}?${q.join('&')}`
}

/** Reads the open-location page's query back; null when the coordinates are missing or out of range. */
export function placeFromQuery(params: Record<string, string | undefined>): Place | null {
  const latitude = Number(params.latitude)
  const longitude = Number(params.longitude)
  if (!params.latitude || !params.longitude || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null
  const text = (v: string | undefined) => {
    if (!v) return undefined
    // form-encoded links write a space as '+' (a real plus arrives as %2B)
    const spaced = v.replace(/\+/g, ' ')
    try {
      return decodeURIComponent(spaced)
    } catch {
      return spaced
    }
  }
  const scale = Number(params.scale)
  return {
    latitude,
    longitude,
    name: text(params.name),
    address: text(params.address),
    ...(params.scale && Number.isFinite(scale) ? { scale } : {}),
  }
}

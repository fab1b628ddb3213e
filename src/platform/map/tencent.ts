import type { ChosenLocation, Place } from '@/platform/location/types'
import type { MapProvider } from './types'

/** Tencent's map components answer from this origin; messages from anywhere else are ignored. */
export const TENCENT_ORIGIN = 'https://apis.map.qq.com'

const num = (v: unknown): number => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN)

/** A marker field of the URI API: `;` and `:` separate fields there, so they are replaced. */
const markerText = (v: string | undefined) => encodeURIComponent((v ?? '').replace(/[;:]/g, ' ').trim())

/**
 * Tencent Maps through its hosted components (no SDK script in our bundle): the location picker
 * (tools/locpicker, which posts the chosen point to its parent window) and the marker page of the URI
 * API. Both need a browser key; its referer is the application name registered with the key. The
 * points are gcj02, as everywhere else in the app.
 */
export function tencentProvider(key: string, referer: string): MapProvider {
  const common = `key=${encodeURIComponent(key)}&referer=${encodeURIComponent(referer)}`
  return {
    id: 'tencent',
    hasTiles: true,
    pickerUrl(centre) {
      const at = centre && Number.isFinite(centre.latitude) && Number.isFinite(centre.longitude) ? `&coord=${centre.latitude},${centre.longitude}` : ''
      return `${TENCENT_ORIGIN}/tools/locpicker?search=1&type=1&policy=1${at}&${common}`
    },
    readPickerMessage(origin, data): ChosenLocation | null {
      if (origin !== TENCENT_ORIGIN || !data || typeof data !== 'object') return null
      const d = data as { module?: unknown; latlng?: { lat?: unknown; lng?: unknown }; poiname?: unknown; poiaddress?: unknown; cityname?: unknown }
      if (d.module !== 'locationPicker' || !d.latlng) return null
      const latitude = num(d.latlng.lat)
      const longitude = num(d.latlng.lng)
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null
      // the picker names an unnamed point '我的位置' and leaves poiaddress empty for it
      const name = typeof d.poiname === 'string' ? d.poiname : ''
      const address = typeof d.poiaddress === 'string' ? d.poiaddress : ''
      return { latitude, longitude, name: name || undefined, address: address || undefined, type: 'gcj02' }
    },
    viewerUrl(place: Place) {
      const marker = `coord:${place.latitude},${place.longitude};title:${markerText(place.name)};addr:${markerText(place.address)}`
      return `${TENCENT_ORIGIN}/uri/v1/marker?marker=${marker}&${common}`
    },
  }
}

import type { ChosenLocation, Place } from '@/platform/location/types'

/** What the server says about maps (GET /api/location/mapconfig). */
export interface MapSettings {
  provider: 'tencent' | 'none'
  key: string
  referer: string
}

/**
 * A map service behind the H5 choose-location and open-location pages. A provider with tiles gives
 * the addresses of its picker and viewer (embedded in a frame); the no-key provider gives none, and
 * the pages pick by region and address text and show the address as text.
 */
export interface MapProvider {
  readonly id: MapSettings['provider']
  readonly hasTiles: boolean
  /** the picker page to embed, centred on `centre` when given; null without tiles */
  pickerUrl(centre?: { latitude: number; longitude: number } | null): string | null
  /** the place in a message the picker frame posted; null for any other message (or another origin) */
  readPickerMessage(origin: string, data: unknown): ChosenLocation | null
  /** the viewer page to embed for a place; null without tiles */
  viewerUrl(place: Place): string | null
}

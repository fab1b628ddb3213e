import type { MapProvider } from './types'

/** No map service configured: no tiles; the pages pick by region and text and show the address. */
export const noMapProvider: MapProvider = {
  id: 'none',
  hasTiles: false,
  pickerUrl: () => null,
  readPickerMessage: () => null,
  viewerUrl: () => null,
}

import { mapProvider, noMapProvider, TENCENT_ORIGIN } from './index'

describe('map providers', () => {
  it('picks Tencent only when the server gives a key', () => {
    expect(mapProvider(null)).toBe(noMapProvider)
    expect(mapProvider({ provider: 'none', key: '', referer: '' })).toBe(noMapProvider)
    expect(mapProvider({ provider: 'tencent', key: '', referer: 'x' })).toBe(noMapProvider)
    const p = mapProvider({ provider: 'tencent', key: 'AB CD', referer: 'my mall' })
    expect(p.id).toBe('tencent')
    expect(p.hasTiles).toBe(true)
  })

  it('no-key provider: no tiles, no picker, ignores every message', () => {
    expect(noMapProvider.pickerUrl({ latitude: 1, longitude: 2 })).toBeNull()
    expect(noMapProvider.viewerUrl({ latitude: 1, longitude: 2 })).toBeNull()
    expect(noMapProvider.readPickerMessage(TENCENT_ORIGIN, { module: 'locationPicker', latlng: { lat: 1, lng: 2 } })).toBeNull()
  })

  it('Tencent picker and viewer addresses carry the key, the referer, the centre and the marker', () => {
    const p = mapProvider({ provider: 'tencent', key: 'AB CD', referer: 'my mall' })
    const picker = new URL(p.pickerUrl({ latitude: 30.25, longitude: 120.13 })!)
    expect(picker.origin + picker.pathname).toBe(`${TENCENT_ORIGIN}/tools/locpicker`)
    expect(picker.searchParams.get('key')).toBe('AB CD')
    expect(picker.searchParams.get('referer')).toBe('my mall')
    expect(picker.searchParams.get('coord')).toBe('30.25,120.13')
    expect(picker.searchParams.get('type')).toBe('1')
    expect(new URL(p.pickerUrl(null)!).searchParams.has('coord')).toBe(false)
    const viewer = new URL(p.viewerUrl({ latitude: 30.2, longitude: 120.1, name: 'A;B', address: '路:1号' })!)
    expect(viewer.pathname).toBe('/uri/v1/marker')
    // the marker's own separators in the texts cannot break its fields
    expect(viewer.searchParams.get('marker')).toBe('coord:30.2,120.1;title:A B;addr:路 1号')
  })

  it("reads only the picker's own messages from Tencent's origin", () => {
    const p = mapProvider({ provider: 'tencent', key: 'K', referer: 'r' })
    const msg = { module: 'locationPicker', latlng: { lat: 30.1, lng: 120.2 }, poiname: '西湖', poiaddress: '杭州市西湖区', cityname: '杭州市' }
    expect(p.readPickerMessage(TENCENT_ORIGIN, msg)).toEqual({ latitude: 30.1, longitude: 120.2, name: '西湖', address: '杭州市西湖区', type: 'gcj02' })
    expect(p.readPickerMessage('https://evil.example', msg)).toBeNull()
    expect(p.readPickerMessage(TENCENT_ORIGIN, { ...msg, module: 'other' })).toBeNull()
    expect(p.readPickerMessage(TENCENT_ORIGIN, 'text')).toBeNull()
    expect(p.readPickerMessage(TENCENT_ORIGIN, { ...msg, latlng: { lat: 'x', lng: 1 } })).toBeNull()
    expect(p.readPickerMessage(TENCENT_ORIGIN, { ...msg, latlng: { lat: 95, lng: 1 } })).toBeNull()
    expect(p.readPickerMessage(TENCENT_ORIGIN, { module: 'locationPicker', latlng: { lat: '30.1', lng: '120.2' } })).toEqual({
      latitude: 30.1, longitude: 120.2, name: undefined, address: undefined, type: 'gcj02',
    })
  })
})

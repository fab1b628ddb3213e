import Taro from '@tarojs/taro'
import { wxJssdk, type WxJssdk } from '@/platform/wxjssdk'
import type { ChosenLocation, Place, Position } from './types'
import { settleChoice, waitForChoice } from './pending'
import { CHOOSE_LOCATION_PAGE, openLocationUrl } from './routes'

/** The JSSDK's gcj02 position (a refusal or a cancel rejects). */
function wxPosition(wx: WxJssdk): Promise<Position> {
  return new Promise((resolve, reject) =>
    wx.getLocation!({
      type: 'gcj02',
      success: (r) => resolve({ latitude: Number(r.latitude), longitude: Number(r.longitude), type: 'gcj02' }),
      fail: (e) => reject(new Error(e?.errMsg || 'getLocation:fail')),
      cancel: () => reject(new Error('getLocation:cancel')),
    }),
  )
}

/**
 * In the WeChat browser, once the JSSDK is configured, its gcj02 location; otherwise W3C geolocation
 * (WGS84). Taro's H5 getLocation is not used: it would pick between the same two, and its H5 stubs must
 * never be trusted (shared notes).
 */
export async function getLocation(): Promise<Position> {
  const wx = await wxJssdk()
  if (wx?.getLocation) return wxPosition(wx)
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new Error('geolocation unavailable'))
      return
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude, type: 'wgs84' }),
      (e) => reject(new Error(e.message || 'geolocation denied')),
      { enableHighAccuracy: false, timeout: 10000, maximumAge: 300000 },
    )
  })
}

/** The choose-location page works in every browser: with map tiles when a key is configured, else by region and text. */
export function canChooseLocation(): boolean {
  return true
}

/**
 * Opens /choose-location and resolves with the place chosen there; null when the user comes back
 * without one (or the page could not open).
 */
export async function chooseLocation(): Promise<ChosenLocation | null> {
  const choice = waitForChoice()
  try {
    await Taro.navigateTo({ url: CHOOSE_LOCATION_PAGE })
  } catch {
    settleChoice(null)
  }
  return choice
}

/** The JSSDK's map zoom runs 1..28 (the mini-programs' 5..18 read the same way): 18 when absent. */
const wxScale = (scale?: number) => Math.min(28, Math.max(1, Math.round(Number.isFinite(scale) ? Number(scale) : 18)))

/**
 * In the WeChat browser WeChat's own map (wx.openLocation, gcj02); elsewhere, or when it fails, the
 * /open-location page showing the place (the address, and the map when a key is configured).
 */
export async function openLocation(place: Place): Promise<void> {
  const wx = await wxJssdk()
  if (wx?.openLocation) {
    const opened = await new Promise<boolean>((resolve) =>
      wx.openLocation!({
        latitude: place.latitude,
        longitude: place.longitude,
        name: place.name ?? '',
        address: place.address ?? '',
        scale: wxScale(place.scale),
        success: () => resolve(true),
        fail: () => resolve(false),
      }),
    )
    if (opened) return
  }
  await Taro.navigateTo({ url: openLocationUrl(place) })
}

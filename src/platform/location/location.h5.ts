import Taro from '@tarojs/taro'
import type { ChosenLocation, Place, Position } from './types'
import { settleChoice, waitForChoice } from './pending'
import { CHOOSE_LOCATION_PAGE, openLocationUrl } from './routes'

interface WxLocationApi {
  ready(cb: () => void): void
  getLocation(o: { type: 'gcj02'; success(r: { latitude: number; longitude: number }): void; fail(e: { errMsg?: string }): void }): void
}

/**
 * In the WeChat browser with the JSSDK loaded (configured from wechat_jssdkconfig) its gcj02 location;
 * otherwise W3C geolocation (WGS84). Taro's H5 getLocation is not used: it would pick between the same
 * two, and its H5 stubs must never be trusted (shared notes).
 */
export function getLocation(): Promise<Position> {
  const wx = typeof window === 'undefined' ? undefined : (window as unknown as { wx?: Partial<WxLocationApi> }).wx
  if (wx?.ready && wx.getLocation) {
    const api = wx as WxLocationApi
    return new Promise((resolve, reject) => {
      api.ready(() =>
        api.getLocation({
          type: 'gcj02',
          success: (r) => resolve({ latitude: Number(r.latitude), longitude: Number(r.longitude), type: 'gcj02' }),
          fail: (e) => reject(new Error(e?.errMsg || 'getLocation:fail')),
        }),
      )
    })
  }
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

/** Opens /open-location showing the place (the address, and the map when a key is configured). */
export async function openLocation(place: Place): Promise<void> {
  await Taro.navigateTo({ url: openLocationUrl(place) })
}

import type { ChosenLocation, Position } from './types'
import { getEnv } from '@/platform/env'

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

function jssdk(): Partial<WxLocationApi> | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as { wx?: Partial<WxLocationApi> }).wx
}

/**
 * A map picker exists only in the WeChat browser with the JSSDK (its location, gcj02): Taro's H5
 * chooseLocation needs a Tencent maps key the mall does not configure, so plain browsers hide the button.
 */
export function canChooseLocation(): boolean {
  const wx = jssdk()
  return getEnv().browser === 'wechat' && Boolean(wx?.ready && wx.getLocation)
}

/** In the WeChat browser: where the user is (the JSSDK offers no picker); elsewhere nothing. */
export async function chooseLocation(): Promise<ChosenLocation | null> {
  if (!canChooseLocation()) return null
  return getLocation()
}

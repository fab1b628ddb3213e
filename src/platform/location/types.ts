export interface Position {
  latitude: number
  longitude: number
  /** the datum: gcj02 from the mini-programs and the WeChat JSSDK, wgs84 from browser geolocation */
  type?: 'gcj02' | 'wgs84'
}

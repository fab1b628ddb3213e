import {
  distanceMetres,
  distanceMetresMean,
  EARTH_RADIUS_KM_EQUATORIAL,
  EARTH_RADIUS_KM_MEAN,
  formatDistance,
  haversineKm,
} from './distance'

describe('haversine', () => {
  it('exports both earth radii', () => {
    expect(EARTH_RADIUS_KM_EQUATORIAL).toBe(6378.137)
    expect(EARTH_RADIUS_KM_MEAN).toBe(6371)
  })

  it('one degree of longitude on the equator is 2πR/360 for each radius', () => {
    expect(distanceMetres(0, 0, 0, 1)).toBeCloseTo((2 * Math.PI * 6378137) / 360, 3) // 111319.491 m
    expect(distanceMetresMean(0, 0, 0, 1)).toBeCloseTo((2 * Math.PI * 6371000) / 360, 3) // 111194.927 m
    expect(distanceMetres(0, 0, 1, 0)).toBeCloseTo(111319.491, 2)
  })

  it('defaults to the equatorial radius and scales with the radius given', () => {
    const eq = haversineKm(30.259, 120.13, 31.2397, 121.4998)
    const mean = haversineKm(30.259, 120.13, 31.2397, 121.4998, EARTH_RADIUS_KM_MEAN)
    expect(eq).toBeCloseTo(distanceMetres(30.259, 120.13, 31.2397, 121.4998) / 1000, 9)
    expect(mean).toBeCloseTo(distanceMetresMean(30.259, 120.13, 31.2397, 121.4998) / 1000, 9)
    // West Lake (Hangzhou) to Lujiazui (Shanghai) is about 170 km as the crow flies
    expect(eq).toBeGreaterThan(165)
    expect(eq).toBeLessThan(175)
    expect(eq / mean).toBeCloseTo(6378.137 / 6371, 12)
  })

  it('is symmetric, zero for one point, and half the circumference for antipodes', () => {
    const ab = distanceMetres(39.9087, 116.3975, 31.2304, 121.4737)
    expect(distanceMetres(31.2304, 121.4737, 39.9087, 116.3975)).toBeCloseTo(ab, 6)
    expect(distanceMetres(30, 120, 30, 120)).toBe(0)
    expect(haversineKm(0, 0, 0, 180)).toBeCloseTo(Math.PI * 6378.137, 6)
    expect(haversineKm(90, 0, -90, 0, EARTH_RADIUS_KM_MEAN)).toBeCloseTo(Math.PI * 6371, 6)
    // crossing the antimeridian takes the short way
    expect(distanceMetresMean(0, 179.5, 0, -179.5)).toBeCloseTo((2 * Math.PI * 6371000) / 360, 3)
  })

  it('gives NaN for a missing coordinate (the label then shows nothing)', () => {
    const d = distanceMetres(NaN, 120, 30, 120)
    expect(d).toBeNaN()
    expect(formatDistance(d)).toBe('')
  })
})

describe('formatDistance', () => {
  it('shows metres with two decimals below 1 km', () => {
    expect(formatDistance(0)).toBe('0.00m')
    expect(formatDistance(0.004)).toBe('0.00m')
    expect(formatDistance(5)).toBe('5.00m')
    expect(formatDistance(123.45)).toBe('123.45m')
    expect(formatDistance(123.456)).toBe('123.46m')
    expect(formatDistance(999.99)).toBe('999.99m')
    expect(formatDistance(999.994)).toBe('999.99m')
  })

  it('shows km with two decimals from 1 km, deciding after rounding', () => {
    expect(formatDistance(999.996)).toBe('1.00km')
    expect(formatDistance(1000)).toBe('1.00km')
    expect(formatDistance(1204)).toBe('1.20km')
    expect(formatDistance(1205)).toBe('1.21km')
    expect(formatDistance(12345.6)).toBe('12.35km')
    expect(formatDistance(165432)).toBe('165.43km')
  })

  it('shows nothing for missing or impossible distances', () => {
    expect(formatDistance(-1)).toBe('')
    expect(formatDistance(NaN)).toBe('')
    expect(formatDistance(Infinity)).toBe('')
    expect(formatDistance(undefined)).toBe('')
    expect(formatDistance(null)).toBe('')
  })
})

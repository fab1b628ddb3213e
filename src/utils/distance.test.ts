import { distanceMetres, distanceMetresMean, formatDistance, haversineKm, EARTH_RADIUS_KM_MEAN } from './distance'

test('both earth radii give proportional distances', () => {
  // West Lake to Lujiazui, about 165 km
  const eq = haversineKm(30.259, 120.13, 31.2397, 121.4998)
  const mean = haversineKm(30.259, 120.13, 31.2397, 121.4998, EARTH_RADIUS_KM_MEAN)
  expect(eq).toBeGreaterThan(160)
  expect(eq).toBeLessThan(175)
  expect(eq / mean).toBeCloseTo(6378.137 / 6371, 10)
  expect(distanceMetres(30, 120, 30, 120)).toBe(0)
  expect(distanceMetresMean(0, 0, 0, 1)).toBeCloseTo(111194.9, 0)
  expect(distanceMetres(0, 0, 0, 1)).toBeCloseTo(111319.5, 0)
})

test('distance display: metres below 1 km, km above, two decimals', () => {
  expect(formatDistance(0)).toBe('0.00m')
  expect(formatDistance(123.456)).toBe('123.46m')
  expect(formatDistance(999.99)).toBe('999.99m')
  expect(formatDistance(1000)).toBe('1.00km')
  expect(formatDistance(1204)).toBe('1.20km')
  expect(formatDistance(-1)).toBe('')
  expect(formatDistance(NaN)).toBe('')
})

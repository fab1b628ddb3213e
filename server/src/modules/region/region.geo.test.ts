import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import {
  CENTRE_METRES, RegionIndex, SNAP_METRES, getRegionIndex, haversine, loadStats, pointInPolygon, pointInRing,
  simplifyLine, wgs84ToGcj02, type PolygonFile,
} from './region.geo.js'
import { parentCodes, parseLatLng } from './region.service.js'

const square = (x0: number, y0: number, x1: number, y1: number) => [x0, y0, x1, y0, x1, y1, x0, y1]

describe('point in polygon', () => {
  it('tells inside from outside for a concave ring, including points level with vertices', () => {
    // a U shape: the notch (4..6, 2..10) is outside
    const u = [0, 0, 10, 0, 10, 10, 6, 10, 6, 2, 4, 2, 4, 10, 0, 10]
    assert.equal(pointInRing(u, 2, 5), true)
    assert.equal(pointInRing(u, 8, 5), true)
    assert.equal(pointInRing(u, 5, 5), false)
    assert.equal(pointInRing(u, 5, 1), true)
    assert.equal(pointInRing(u, 11, 5), false)
    assert.equal(pointInRing(u, 5, 2.0000001), false)
    assert.equal(pointInRing(u, -1, 10), false)
  })

  it('treats later rings as holes', () => {
    const withHole = [square(0, 0, 10, 10), square(3, 3, 7, 7)]
    assert.equal(pointInPolygon(withHole, 1, 1), true)
    assert.equal(pointInPolygon(withHole, 5, 5), false)
    // an island inside the hole is a polygon of its own in a MultiPolygon
    assert.equal(pointInPolygon([square(4, 4, 6, 6)], 5, 5), true)
  })
})

describe('Douglas-Peucker simplification', () => {
  it('drops points closer to the chord than the tolerance and keeps the ends', () => {
    const line = [0, 0, 1, 0.1, 2, -0.1, 3, 5, 4, 6, 5, 7.05, 6, 8]
    const out = simplifyLine(line, 0.5)
    assert.deepEqual(out.slice(0, 2), [0, 0])
    assert.deepEqual(out.slice(-2), [6, 8])
    // the bend at (2,-0.1)/(3,5) survives, the wiggles along straight stretches go
    assert.ok(out.length < line.length)
    for (let i = 0; i < line.length; i += 2) {
      // every dropped point lies within the tolerance of the simplified line
      let best = Infinity
      for (let j = 0; j + 2 < out.length; j += 2) {
        const [ax, ay, bx, by] = out.slice(j, j + 4)
        const dx = bx - ax, dy = by - ay
        const t = Math.max(0, Math.min(1, ((line[i] - ax) * dx + (line[i + 1] - ay) * dy) / (dx * dx + dy * dy)))
        best = Math.min(best, Math.hypot(line[i] - ax - t * dx, line[i + 1] - ay - t * dy))
      }
      assert.ok(best <= 0.5, `point ${i / 2} is ${best} away`)
    }
    assert.deepEqual(simplifyLine(line, 0), line)
    assert.deepEqual(simplifyLine([0, 0, 10, 0, 20, 0], 0.1), [0, 0, 20, 0])
  })
})

describe('coordinates', () => {
  it('parses "lat,lng" and separate fields, and rejects bad input with -10001', () => {
    assert.deepEqual(parseLatLng({ latlng: '30.2590,120.1300' }), { lat: 30.259, lng: 120.13 })
    assert.deepEqual(parseLatLng({ latlng: ' 30.25 , 120.13 ' }), { lat: 30.25, lng: 120.13 })
    assert.deepEqual(parseLatLng({ lat: '39.9', lng: 116.4 }), { lat: 39.9, lng: 116.4 })
    for (const bad of [{}, { latlng: '30.25' }, { latlng: 'abc,def' }, { latlng: '30,120,5' }, { latlng: '120.13,30.25' },
      { latlng: '91,0' }, { latlng: '0,181' }, { latlng: 'NaN,1' }, { latlng: '1e3,1' }, { lat: 30 }, { lat: 'x', lng: 1 }]) {
      assert.throws(() => parseLatLng(bad as any), (e: any) => e.code === -10001, JSON.stringify(bad))
    }
    assert.throws(() => parseLatLng({ latlng: '30,120', coord_type: 'bd09' }), (e: any) => e.code === -10001)
  })

  it('shifts WGS-84 to GCJ-02 by the usual few hundred metres inside China only', () => {
    const g = wgs84ToGcj02(39.9087, 116.3975)
    const shift = haversine(39.9087, 116.3975, g.lat, g.lng)
    assert.ok(shift > 300 && shift < 800, `shift ${shift}`)
    assert.deepEqual(wgs84ToGcj02(48.8584, 2.2945), { lat: 48.8584, lng: 2.2945 })
    assert.deepEqual(parseLatLng({ latlng: '39.9087,116.3975', coord_type: 'wgs84' }), g)
  })

  it('derives the parent codes, with municipalities under PP0100', () => {
    assert.deepEqual(parentCodes(330106, 3), { province: 330000, city: 330100, district: 330106 })
    assert.deepEqual(parentCodes(310115, 3), { province: 310000, city: 310100, district: 310115 })
    assert.deepEqual(parentCodes(500243, 3), { province: 500000, city: 500100, district: 500243 })
    assert.deepEqual(parentCodes(441900, 2), { province: 440000, city: 441900, district: 0 })
    assert.deepEqual(parentCodes(810000, 1), { province: 810000, city: 0, district: 0 })
  })
})

describe('region index on a synthetic file', () => {
  const unit = 1024
  const ring = (lng0: number, lat0: number, lng1: number, lat1: number) => {
    const flat = square(lng0 * unit, lat0 * unit, lng1 * unit, lat1 * unit).map(Math.round)
    const enc = [flat[0], flat[1]]
    for (let i = 2; i < flat.length; i += 2) enc.push(flat[i] - flat[i - 2], flat[i + 1] - flat[i - 1])
    return enc
  }
  const file: PolygonFile = {
    unit,
    items: [
      // a district with a hole (a lake belonging to another district) and an island
      { code: 100101, level: 3, centre: [100.5, 30.5], bbox: [100 * unit, 30 * unit, 101.5 * unit, 31 * unit], polys: [[ring(100, 30, 101, 31), ring(100.4, 30.4, 100.6, 30.6)], [ring(101.2, 30.2, 101.5, 30.5)]] },
      { code: 100102, level: 3, centre: [100.5, 30.5], bbox: [100.4 * unit, 30.4 * unit, 100.6 * unit, 30.6 * unit], polys: [[ring(100.4, 30.4, 100.6, 30.6)]] },
      { code: 100103, level: 3, centre: [102.5, 30.5], bbox: [102 * unit, 30 * unit, 103 * unit, 31 * unit], polys: [[ring(102, 30, 103, 31)]] },
      // an islet whose outline is simplified to a few hundred metres: found by its centre
      { code: 100104, level: 3, centre: [104.005, 30.005], bbox: [104 * unit, 30 * unit, 104.01 * unit, 30.01 * unit], polys: [[ring(104, 30, 104.01, 30.01)]] },
    ],
  }
  const index = new RegionIndex(file)

  it('finds the polygon, honouring holes and MultiPolygon parts', () => {
    assert.equal(index.lookup(30.2, 100.2)?.code, 100101)
    assert.equal(index.lookup(30.5, 100.5)?.code, 100102)
    assert.equal(index.lookup(30.3, 101.3)?.code, 100101)
    assert.equal(index.lookup(30.5, 102.5)?.via, 'polygon')
  })

  it('snaps to a boundary within reach, then to a centre, then gives up', () => {
    // 0.02 degrees of longitude east of 100101's edge at 30.7N: about 1.9 km
    const near = index.lookup(30.7, 101.02)
    assert.equal(near?.code, 100101)
    assert.equal(near?.via, 'boundary')
    assert.ok(near!.distance > 1500 && near!.distance < SNAP_METRES)
    // 30.5N 101.75E is 24 km from both outlines and over 70 km from every centre
    assert.equal(index.lookup(30.5, 101.75), null)
    // 10 km north of the islet: too far to snap, close enough to its centre
    const islet = index.lookup(30.1, 104.005)
    assert.equal(islet?.code, 100104)
    assert.equal(islet?.via, 'centre')
    assert.ok(islet!.distance > SNAP_METRES && islet!.distance < CENTRE_METRES)
    assert.equal(index.lookup(0, 0), null)
  })
})

describe('region index on the committed data', () => {
  it('loads once, quickly, and answers a lookup in well under a millisecond', async (t) => {
    const started = performance.now()
    const index = await getRegionIndex()
    const firstLoad = performance.now() - started
    assert.equal(await getRegionIndex(), index)
    assert.ok(index.areas.length > 2800, `${index.areas.length} areas`)
    assert.ok(firstLoad < 3000, `first load ${firstLoad} ms`)
    const n = 5000
    let seed = 42
    const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648)
    const points = Array.from({ length: n }, () => [20 + rand() * 25, 100 + rand() * 22])
    const t0 = performance.now()
    let found = 0
    for (const [lat, lng] of points) if (index.lookup(lat, lng)) found++
    const perLookup = (performance.now() - t0) / n
    t.diagnostic(`first load ${Math.round(firstLoad)} ms (${loadStats.millis} ms read+parse+index), ${(perLookup * 1000).toFixed(1)} µs per lookup, ${found}/${n} random points resolved`)
    assert.ok(perLookup < 1, `${perLookup} ms per lookup`)
    assert.ok(found > n * 0.5)
  })
})

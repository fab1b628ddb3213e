import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { promisify } from 'node:util'
import { paths } from '../../config.js'

/**
 * Reverse lookup of a point to its district, over the committed polygons in
 * data/regions/districts.json.gz (see data/regions/README.md). Coordinates there are integers in
 * 1/`unit` degree, each ring delta-encoded: [x0, y0, dx1, dy1, …], first ring outer, the rest holes.
 */

export const DEFAULT_POLYGON_FILE = path.join(paths.serverRoot, 'data', 'regions', 'districts.json.gz')

/** Beyond the polygons: snap to a boundary this close (coasts, river gaps) … */
export const SNAP_METRES = 3000
/** … else take the nearest district centre this close. */
export const CENTRE_METRES = 30000

const CELL = 256 // grid cell in coordinate units (a quarter degree at 1/1024)

export interface PolygonFile {
  unit: number
  tolerance?: number
  items: Array<{ code: number; level: 1 | 2 | 3; centre: [number, number]; bbox: number[]; polys: number[][][] }>
}

interface Poly {
  bbox: [number, number, number, number]
  rings: Int32Array[] // absolute x0,y0,x1,y1…
}

export interface Area {
  code: number
  /** 3: a district; 2: a whole city without districts (东莞, 中山 …); 1: a province without codes below it (香港, 澳门, 台湾) */
  level: 1 | 2 | 3
  centreLng: number
  centreLat: number
  bbox: [number, number, number, number]
  polys: Poly[]
}

export interface LookupHit {
  code: number
  level: 1 | 2 | 3
  /** how the area was found */
  via: 'polygon' | 'boundary' | 'centre'
  /** metres from the area for the fallbacks, 0 inside */
  distance: number
}

/** Even-odd ray casting over one ring (closed implicitly). */
export function pointInRing(ring: ArrayLike<number>, x: number, y: number): boolean {
  let inside = false
  const n = ring.length
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const xi = ring[i], yi = ring[i + 1], xj = ring[j], yj = ring[j + 1]
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
  }
  return inside
}

/** A polygon with holes: inside the outer ring and outside every hole (even-odd over all rings). */
export function pointInPolygon(rings: ArrayLike<number>[], x: number, y: number): boolean {
  let inside = false
  for (const r of rings) if (pointInRing(r, x, y)) inside = !inside
  return inside
}

/** Douglas–Peucker over a flat [x0, y0, x1, y1, …] polyline; the ends are always kept. */
export function simplifyLine(points: number[], tolerance: number): number[] {
  const n = points.length / 2
  if (n <= 2) return points.slice()
  const keep = new Uint8Array(n)
  keep[0] = keep[n - 1] = 1
  const stack: Array<[number, number]> = [[0, n - 1]]
  while (stack.length) {
    const [a, b] = stack.pop()!
    let maxD = -1, maxI = -1
    for (let i = a + 1; i < b; i++) {
      const d = segmentDistance(points[2 * i], points[2 * i + 1], points[2 * a], points[2 * a + 1], points[2 * b], points[2 * b + 1])
      if (d > maxD) { maxD = d; maxI = i }
    }
    if (maxI >= 0 && maxD > tolerance) {
      keep[maxI] = 1
      stack.push([a, maxI], [maxI, b])
    }
  }
  const out: number[] = []
  for (let i = 0; i < n; i++) if (keep[i]) out.push(points[2 * i], points[2 * i + 1])
  return out
}

function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax, dy = by - ay
  const len2 = dx * dx + dy * dy
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2))
  return Math.hypot(px - ax - t * dx, py - ay - t * dy)
}

/** Great-circle distance in metres. */
export function haversine(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const R = 6371008.8
  const toRad = Math.PI / 180
  const dLat = (lat2 - lat1) * toRad
  const dLng = (lng2 - lng1) * toRad
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLng / 2) ** 2
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(a)))
}

/**
 * WGS-84 → GCJ-02, the published approximation of the offset Chinese maps apply (within a few metres);
 * points outside mainland China's rough box are returned as they are.
 */
export function wgs84ToGcj02(lat: number, lng: number): { lat: number; lng: number } {
  if (lng < 72.004 || lng > 137.8347 || lat < 0.8293 || lat > 55.8271) return { lat, lng }
  const a = 6378245.0
  const ee = 0.006693421622965943
  const x = lng - 105.0, y = lat - 35.0
  let dLat = -100.0 + 2.0 * x + 3.0 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x))
  dLat += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0
  dLat += ((20.0 * Math.sin(y * Math.PI) + 40.0 * Math.sin((y / 3.0) * Math.PI)) * 2.0) / 3.0
  dLat += ((160.0 * Math.sin((y / 12.0) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30.0)) * 2.0) / 3.0
  let dLng = 300.0 + x + 2.0 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x))
  dLng += ((20.0 * Math.sin(6.0 * x * Math.PI) + 20.0 * Math.sin(2.0 * x * Math.PI)) * 2.0) / 3.0
  dLng += ((20.0 * Math.sin(x * Math.PI) + 40.0 * Math.sin((x / 3.0) * Math.PI)) * 2.0) / 3.0
  dLng += ((150.0 * Math.sin((x / 12.0) * Math.PI) + 300.0 * Math.sin((x / 30.0) * Math.PI)) * 2.0) / 3.0
  const radLat = (lat / 180.0) * Math.PI
  let magic = Math.sin(radLat)
  magic = 1 - ee * magic * magic
  const sqrtMagic = Math.sqrt(magic)
  dLat = (dLat * 180.0) / (((a * (1 - ee)) / (magic * sqrtMagic)) * Math.PI)
  dLng = (dLng * 180.0) / ((a / sqrtMagic) * Math.cos(radLat) * Math.PI)
  return { lat: lat + dLat, lng: lng + dLng }
}

/** The loaded polygons with a grid of bounding boxes; build it once and keep it. */
export class RegionIndex {
  readonly areas: Area[]
  readonly unit: number
  private readonly grid = new Map<number, number[]>()

  constructor(file: PolygonFile) {
    this.unit = file.unit
    this.areas = file.items.map((item) => ({
      code: item.code,
      level: item.level,
      centreLng: item.centre[0],
      centreLat: item.centre[1],
      bbox: item.bbox as Area['bbox'],
      polys: item.polys.map((rings) => {
        const decoded = rings.map(decodeRing)
        const outer = decoded[0]
        let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity
        for (let i = 0; i < outer.length; i += 2) {
          if (outer[i] < x0) x0 = outer[i]
          if (outer[i] > x1) x1 = outer[i]
          if (outer[i + 1] < y0) y0 = outer[i + 1]
          if (outer[i + 1] > y1) y1 = outer[i + 1]
        }
        return { bbox: [x0, y0, x1, y1] as Poly['bbox'], rings: decoded }
      }),
    }))
    this.areas.forEach((a, idx) => {
      for (let cx = Math.floor(a.bbox[0] / CELL); cx <= Math.floor(a.bbox[2] / CELL); cx++) {
        for (let cy = Math.floor(a.bbox[1] / CELL); cy <= Math.floor(a.bbox[3] / CELL); cy++) {
          const k = cellKey(cx, cy)
          const list = this.grid.get(k)
          if (list) list.push(idx)
          else this.grid.set(k, [idx])
        }
      }
    })
  }

  /** The area containing the point, or the fallbacks (boundary within SNAP_METRES, centre within CENTRE_METRES). */
  lookup(lat: number, lng: number): LookupHit | null {
    const x = lng * this.unit
    const y = lat * this.unit
    const cell = this.grid.get(cellKey(Math.floor(x / CELL), Math.floor(y / CELL)))
    if (cell) {
      for (const idx of cell) {
        const a = this.areas[idx]
        if (x < a.bbox[0] || x > a.bbox[2] || y < a.bbox[1] || y > a.bbox[3]) continue
        for (const p of a.polys) {
          if (x < p.bbox[0] || x > p.bbox[2] || y < p.bbox[1] || y > p.bbox[3]) continue
          if (pointInPolygon(p.rings, x, y)) return { code: a.code, level: a.level, via: 'polygon', distance: 0 }
        }
      }
    }
    return this.nearestBoundary(lat, lng, SNAP_METRES) ?? this.nearestCentre(lat, lng, CENTRE_METRES)
  }

  /** The area whose outline passes closest to the point, within `maxMetres`. */
  nearestBoundary(lat: number, lng: number, maxMetres: number): LookupHit | null {
    const x = lng * this.unit
    const y = lat * this.unit
    const metresPerUnitY = 111195 / this.unit
    const kx = Math.cos((lat * Math.PI) / 180) // x units shrink with latitude
    const reachY = maxMetres / metresPerUnitY
    const reachX = reachY / Math.max(kx, 0.05)
    const seen = new Set<number>()
    let best: LookupHit | null = null
    let bestD = maxMetres
    for (let cx = Math.floor((x - reachX) / CELL); cx <= Math.floor((x + reachX) / CELL); cx++) {
      for (let cy = Math.floor((y - reachY) / CELL); cy <= Math.floor((y + reachY) / CELL); cy++) {
        for (const idx of this.grid.get(cellKey(cx, cy)) ?? []) {
          if (seen.has(idx)) continue
          seen.add(idx)
          const a = this.areas[idx]
          if (x < a.bbox[0] - reachX || x > a.bbox[2] + reachX || y < a.bbox[1] - reachY || y > a.bbox[3] + reachY) continue
          for (const p of a.polys) {
            if (x < p.bbox[0] - reachX || x > p.bbox[2] + reachX || y < p.bbox[1] - reachY || y > p.bbox[3] + reachY) continue
            for (const r of p.rings) {
              for (let i = 0, j = r.length - 2; i < r.length; j = i, i += 2) {
                const d = segmentDistance(x * kx, y, r[j] * kx, r[j + 1], r[i] * kx, r[i + 1]) * metresPerUnitY
                if (d < bestD) {
                  bestD = d
                  best = { code: a.code, level: a.level, via: 'boundary', distance: Math.round(d) }
                }
              }
            }
          }
        }
      }
    }
    return best
  }

  /** The area whose centre is closest, within `maxMetres`. */
  nearestCentre(lat: number, lng: number, maxMetres: number): LookupHit | null {
    let best: LookupHit | null = null
    let bestD = maxMetres
    const latReach = maxMetres / 111195
    for (const a of this.areas) {
      if (Math.abs(a.centreLat - lat) > latReach) continue
      const d = haversine(lat, lng, a.centreLat, a.centreLng)
      if (d <= bestD) {
        bestD = d
        best = { code: a.code, level: a.level, via: 'centre', distance: Math.round(d) }
      }
    }
    return best
  }
}

function decodeRing(enc: number[]): Int32Array {
  const out = new Int32Array(enc.length)
  let x = 0, y = 0
  for (let i = 0; i < enc.length; i += 2) {
    x += enc[i]
    y += enc[i + 1]
    out[i] = x
    out[i + 1] = y
  }
  return out
}

function cellKey(cx: number, cy: number): number {
  return (cx + 4096) * 8192 + (cy + 4096)
}

const gunzip = promisify(zlib.gunzip)
const loaded = new Map<string, Promise<RegionIndex>>()
export const loadStats: { file?: string; millis?: number; areas?: number } = {}

/** The index over a polygon file, read and built on first use and shared afterwards. */
export function getRegionIndex(file = DEFAULT_POLYGON_FILE): Promise<RegionIndex> {
  let p = loaded.get(file)
  if (!p) {
    p = (async () => {
      const started = performance.now()
      const raw = await gunzip(await fs.promises.readFile(file))
      const index = new RegionIndex(JSON.parse(raw.toString('utf8')) as PolygonFile)
      Object.assign(loadStats, { file, millis: Math.round(performance.now() - started), areas: index.areas.length })
      return index
    })()
    // a failed read is not cached: the next call tries again
    p.catch(() => loaded.delete(file))
    loaded.set(file, p)
  }
  return p
}

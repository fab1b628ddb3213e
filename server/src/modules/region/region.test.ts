import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { call, createTestApp, dbTargets, type TestApp } from '../../test/harness.js'
import { nowSeconds } from '../../db/database.js'
import { regionRows } from '../../db/migrations/0003_region.js'
import { DEMO_COMMUNITIES, seedCommunities } from './region.seed.js'
import { HOT_CITY_IDS } from './region.service.js'

const TRAN = '/api/memberaddress/tranAddressInfo'

for (const target of dbTargets()) {
  describe(`region [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    let seeded: number[] = []
    const ids: Record<string, number> = {}
    before(async () => {
      t = await createTestApp(target, {
        async prepare(handle) {
          const now = nowSeconds()
          await handle.db.insertInto('website').values([{ title: 'Mall', logo: '', status: 1, created_at: now }, { title: 'Other mall', logo: '', status: 1, created_at: now }]).execute()
          seeded = await seedCommunities(handle, 1)
          const extra = await handle.db.insertInto('community').values([
            // closer to West Lake than 玉泉社区 but closed
            { website_id: 1, district_id: 330106, name: '已关闭社区', lat: 30.2592, lng: 120.1302, address: '', status: 0, created_at: now },
            // another mall's community right there
            { website_id: 2, district_id: 330106, name: '别家社区', lat: 30.2591, lng: 120.1301, address: '', status: 1, created_at: now },
          ]).returning('id').execute()
          ids.closed = extra[0].id
          ids.otherSite = extra[1].id
        },
      })
    })
    after(() => t?.close())

    const tran = (payload: Record<string, unknown>) => call(t.app, 'POST', TRAN, payload)

    it('fills the region table from the committed tree', async () => {
      const rows = regionRows()
      const count = await t.handle.db.selectFrom('region').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
      assert.equal(Number(count.n), rows.length)
      assert.ok(rows.length > 3000)
      const xihu = await t.handle.db.selectFrom('region').selectAll().where('id', '=', 330106).executeTakeFirstOrThrow()
      assert.equal(xihu.name, '西湖区')
      assert.equal(xihu.pid, 330100)
      assert.equal(xihu.level, 3)
      assert.ok(Math.abs(Number(xihu.lat) - 30.26) < 0.05 && Math.abs(Number(xihu.lng) - 120.13) < 0.05)
    })

    it('resolves well-known places to their province, city and district codes', async () => {
      const cases: Array<[string, string, string, number, string, number, string, number]> = [
        ['West Lake', '30.2590,120.1300', '浙江省', 330000, '杭州市', 330100, '西湖区', 330106],
        ['Lujiazui', '31.2397,121.4998', '上海市', 310000, '上海市', 310100, '浦东新区', 310115],
        ['Tiananmen', '39.9087,116.3975', '北京市', 110000, '北京市', 110100, '东城区', 110101],
        ['Wuhou temple', '30.6463,104.0481', '四川省', 510000, '成都市', 510100, '武侯区', 510107],
        ['Shenzhen Bay Park', '22.5180,113.9440', '广东省', 440000, '深圳市', 440300, '南山区', 440305],
        ['Jiefangbei', '29.5570,106.5770', '重庆市', 500000, '重庆市', 500100, '渝中区', 500103],
        ['Xiantao', '30.3620,113.4540', '湖北省', 420000, '省直辖县级行政区划', 429000, '仙桃市', 429004],
      ]
      for (const [label, latlng, province, provinceId, city, cityId, district, districtId] of cases) {
        const res = await tran({ latlng })
        assert.equal(res.body.code, 0, `${label}: ${res.body.message}`)
        assert.deepEqual(
          { ...res.body.data, community: undefined, community_id: undefined },
          { province, province_id: provinceId, city, city_id: cityId, district, district_id: districtId, community: undefined, community_id: undefined },
          label,
        )
      }
    })

    it('tells the two sides of a district border apart', async () => {
      // West Lake (the water belongs to 西湖区) and 吴山广场 on the old town side, ~600 m from the shore each
      assert.equal((await tran({ latlng: '30.2500,120.1550' })).body.data.district_id, 330106)
      assert.equal((await tran({ latlng: '30.2500,120.1680' })).body.data.district_id, 330102)
      // inside and outside Beijing's East Second Ring Road (东城区 | 朝阳区)
      assert.equal((await tran({ latlng: '39.9200,116.4290' })).body.data.district_id, 110101)
      assert.equal((await tran({ latlng: '39.9200,116.4420' })).body.data.district_id, 110105)
    })

    it('answers a city without districts at city level', async () => {
      const res = await tran({ latlng: '23.0205,113.7518' }) // 东莞 downtown
      assert.equal(res.body.code, 0)
      assert.equal(res.body.data.city, '东莞市')
      assert.equal(res.body.data.city_id, 441900)
      assert.equal(res.body.data.district_id, 0)
      assert.equal(res.body.data.district, '')
    })

    it('takes a point just off the coast to the nearest district and refuses the open sea', async () => {
      const coast = await tran({ latlng: '30.8500,121.9900' }) // off 南汇嘴, Shanghai
      assert.equal(coast.body.code, 0)
      assert.equal(coast.body.data.district, '浦东新区')
      for (const latlng of ['31.0000,122.5000', '0,0', '48.8584,2.2945']) {
        const sea = await tran({ latlng })
        assert.equal(sea.body.code, -20101, latlng)
        assert.equal(sea.body.message, '当前位置不在服务区域内')
        assert.equal(sea.body.data, null)
      }
      const en = await tran({ latlng: '0,0', lang: 'en-us' })
      assert.equal(en.body.message, 'This location is not in a supported region')
    })

    it('accepts separate lat / lng (numbers or strings), form posts and WGS-84 input', async () => {
      assert.equal((await tran({ lat: 30.259, lng: 120.13 })).body.data.district_id, 330106)
      assert.equal((await tran({ lat: '39.9087', lng: '116.3975', coord_type: 'wgs84' })).body.data.district_id, 110101)
      const form = await t.app.inject({
        method: 'POST', url: TRAN, headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'latlng=31.2397%2C121.4998&app_type=weapp',
      })
      assert.equal(form.json().data.district_id, 310115)
    })

    it('rejects malformed or out-of-range coordinates with -10001 in the caller language', async () => {
      for (const payload of [{}, { latlng: '' }, { latlng: '30.25' }, { latlng: 'abc' }, { latlng: '91,120' }, { latlng: '30,200' },
        { latlng: '120.13,30.25' }, { lat: 30 }, { lat: 'north', lng: 120 }, { latlng: '30,120', coord_type: 'bd09' }]) {
        const res = await tran(payload)
        assert.equal(res.status, 200)
        assert.equal(res.body.code, -10001, JSON.stringify(payload))
      }
      const zh = await tran({ latlng: '91,120' })
      assert.match(zh.body.message, /latlng.*纬度/)
      const en = await tran({ latlng: '91,120', lang: 'en-us' })
      assert.match(en.body.message, /latlng must be "latitude,longitude"/)
    })

    it("matches the mall's nearest active community in the district within 5 km", async () => {
      assert.equal(seeded.length, DEMO_COMMUNITIES.length)
      const yuquan = seeded[DEMO_COMMUNITIES.findIndex((c) => c.name === '玉泉社区')]
      const westLake = await tran({ latlng: '30.2590,120.1300' })
      assert.equal(westLake.body.data.community, '玉泉社区')
      assert.equal(westLake.body.data.community_id, yuquan)
      // the other mall sees its own community, not ours
      const other = await tran({ latlng: '30.2590,120.1300', website_id: 2 })
      assert.equal(other.body.data.community_id, ids.otherSite)
      // 湖滨社区 is closest to the lakeside old town, and is in 上城区
      const hubin = await tran({ latlng: '30.2570,120.1650' })
      assert.equal(hubin.body.data.district_id, 330102)
      assert.equal(hubin.body.data.community, '湖滨社区')
      // 转塘, far west in 西湖区: no community within 5 km
      const far = await tran({ latlng: '30.1500,120.0800' })
      assert.equal(far.body.data.district_id, 330106)
      assert.equal(far.body.data.community, '')
      assert.equal(far.body.data.community_id, 0)
      // a district without communities
      const yuhang = await tran({ latlng: '30.4190,120.3000' })
      assert.equal(yuhang.body.data.community_id, 0)
    })

    it('seeds each demo community inside its own district and only once', async () => {
      for (const c of DEMO_COMMUNITIES) {
        const res = await tran({ latlng: `${c.lat},${c.lng}` })
        assert.equal(res.body.data.district_id, c.district_id, c.name)
        assert.equal(res.body.data.community, c.name)
      }
      assert.deepEqual(await seedCommunities(t.handle, 1), [])
    })

    it('lists provinces, children and hot cities', async () => {
      const provinces = await call(t.app, 'GET', '/api/region/provinces')
      assert.equal(provinces.body.code, 0)
      assert.equal(provinces.body.data.length, 34)
      assert.deepEqual(provinces.body.data[0], { id: 110000, name: '北京市' })
      assert.ok(provinces.body.data.some((p: any) => p.id === 330000 && p.name === '浙江省'))

      const zj = await call(t.app, 'POST', '/api/region/children', { pid: 330000 })
      assert.equal(zj.body.data.length, 11)
      assert.deepEqual(zj.body.data[0], { id: 330100, name: '杭州市', level: 2 })
      const hz = await call(t.app, 'POST', '/api/region/children', { pid: 330100 })
      const names = hz.body.data.map((d: any) => d.name)
      assert.ok(names.includes('西湖区') && names.includes('临平区') && names.includes('钱塘区'))
      assert.ok(!names.includes('下城区') && !names.includes('江干区'), 'abolished districts are gone')
      assert.ok(hz.body.data.every((d: any) => d.level === 3))
      assert.deepEqual((await call(t.app, 'POST', '/api/region/children', { pid: 0 })).body.data.length, 34)
      assert.deepEqual((await call(t.app, 'POST', '/api/region/children', { pid: 330106 })).body.data, [])
      assert.equal((await call(t.app, 'POST', '/api/region/children', { pid: 999999 })).body.code, -10004)
      assert.equal((await call(t.app, 'POST', '/api/region/children', {})).body.code, -10001)
      assert.equal((await call(t.app, 'POST', '/api/region/children', { pid: 'x' })).body.code, -10001)

      const hot = await call(t.app, 'GET', '/api/region/hotcities')
      assert.equal(hot.body.data.length, HOT_CITY_IDS.length)
      assert.ok(hot.body.data.length >= 12)
      const bj = hot.body.data.find((c: any) => c.id === 110100)
      assert.equal(bj.name, '北京市')
      // centres are downtown: within a few km of Tiananmen / the Bund / Jiefangbei
      assert.ok(Math.abs(bj.lat - 39.91) < 0.05 && Math.abs(bj.lng - 116.40) < 0.05)
      const sh = hot.body.data.find((c: any) => c.id === 310100)
      assert.ok(Math.abs(sh.lat - 31.23) < 0.05 && Math.abs(sh.lng - 121.48) < 0.05)
      const cq = hot.body.data.find((c: any) => c.id === 500100)
      assert.ok(Math.abs(cq.lat - 29.56) < 0.05 && Math.abs(cq.lng - 106.57) < 0.05)
      for (const c of hot.body.data) {
        const res = await tran({ latlng: `${c.lat},${c.lng}` })
        assert.equal(res.body.data.city_id, c.id, `${c.name} centre lies in its city`)
      }
    })
  })
}

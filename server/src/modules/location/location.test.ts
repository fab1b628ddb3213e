import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { call, createTestApp, dbTargets, type TestApp } from '../../test/harness.js'
import { mapConfigFromEnv } from './location.service.js'

const CENTRE = '/api/location/regioncentre'

describe('map config from the environment', () => {
  it('none without a key, tencent with one (the key is never in the source)', () => {
    assert.deepEqual(mapConfigFromEnv({}), { provider: 'none', key: '', referer: '' })
    assert.deepEqual(mapConfigFromEnv({ TENCENT_MAP_KEY: '  ' }), { provider: 'none', key: '', referer: '' })
    assert.deepEqual(mapConfigFromEnv({ TENCENT_MAP_KEY: 'ABCDE-KEY', TENCENT_MAP_REFERER: 'shop' }), { provider: 'tencent', key: 'ABCDE-KEY', referer: 'shop' })
    assert.equal(mapConfigFromEnv({ TENCENT_MAP_KEY: 'K' }).referer, 'mall')
  })
})

for (const target of dbTargets()) {
  describe(`location [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    before(async () => {
      t = await createTestApp(target, {
        async prepare(handle) {
          // a district whose own centre is unknown takes its city's
          await handle.db.updateTable('region').set({ lat: null, lng: null }).where('id', '=', 330102).execute()
        },
      })
    })
    after(() => t?.close())

    it('answers the provider this test server runs with: none (no key in the test environment)', async () => {
      const res = await call(t.app, 'GET', '/api/location/mapconfig')
      assert.equal(res.body.code, 0)
      assert.deepEqual(res.body.data, process.env.TENCENT_MAP_KEY ? mapConfigFromEnv() : { provider: 'none', key: '', referer: '' })
    })

    it('names a district with its province and city and gives its centre', async () => {
      const res = await call(t.app, 'POST', CENTRE, { region_id: 330106 })
      assert.equal(res.body.code, 0, res.body.message)
      const d = res.body.data
      assert.equal(d.full_name, '浙江省杭州市西湖区')
      assert.deepEqual([d.province_id, d.city_id, d.district_id, d.level], [330000, 330100, 330106, 3])
      assert.deepEqual([d.province, d.city, d.district], ['浙江省', '杭州市', '西湖区'])
      assert.ok(Math.abs(d.lat - 30.26) < 0.05 && Math.abs(d.lng - 120.13) < 0.05)
    })

    it('does not repeat a municipality, and answers provinces and cities', async () => {
      const pudong = (await call(t.app, 'POST', CENTRE, { region_id: 310115 })).body.data
      assert.equal(pudong.full_name, '上海市浦东新区')
      const city = (await call(t.app, 'POST', CENTRE, { region_id: 330100 })).body.data
      assert.deepEqual([city.level, city.city_id, city.district_id, city.district, city.full_name], [2, 330100, 0, '', '浙江省杭州市'])
      const province = (await call(t.app, 'POST', CENTRE, { region_id: 330000 })).body.data
      assert.deepEqual([province.level, province.city_id, province.full_name], [1, 0, '浙江省'])
    })

    it("falls back to the city's centre for a district without one", async () => {
      const d = (await call(t.app, 'POST', CENTRE, { region_id: 330102 })).body.data
      const city = (await call(t.app, 'POST', CENTRE, { region_id: 330100 })).body.data
      assert.equal(d.district_id, 330102)
      assert.deepEqual([d.lat, d.lng], [city.lat, city.lng])
    })

    it('refuses unknown, malformed and injection-looking ids', async () => {
      assert.equal((await call(t.app, 'POST', CENTRE, { region_id: 999999 })).body.code, -10004)
      for (const region_id of [0, -1, 1.5, '330106 OR 1=1', "1'; DROP TABLE region;--", 2 ** 40, null]) {
        const res = await call(t.app, 'POST', CENTRE, { region_id })
        assert.ok(res.body.code < 0, `region_id ${String(region_id)} answered ${res.body.code}`)
      }
      assert.ok((await call(t.app, 'POST', CENTRE, {})).body.code < 0)
      const still = await call(t.app, 'POST', CENTRE, { region_id: 330106 })
      assert.equal(still.body.code, 0)
    })

    it('answers in English when asked', async () => {
      const res = await t.app.inject({ method: 'POST', url: CENTRE, payload: { region_id: 999999 }, headers: { 'accept-language': 'en-us' } })
      assert.doesNotMatch(res.json().message, /[\u4e00-\u9fff]/)
    })
  })
}

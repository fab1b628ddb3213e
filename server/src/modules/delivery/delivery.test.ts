import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { nowSeconds } from '../../db/database.js'
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.js'
import { createWebsite } from '../member/member.testkit.js'
import { distanceMetres, freightFor, loadPickupStores, loadTemplates, localDeliveryFor, ruleFee, timeSlots, type FreightTemplate } from './delivery.service.js'
import { seedDelivery } from './delivery.seed.js'

const HZ = { province_id: 330000, city_id: 330100 }
const byNum: FreightTemplate = {
  id: 1, fee_type: 'num', free_over: 0,
  rules: [
    { region_ids: '', no_delivery: 0, first_unit: 1, first_fee: 800, extra_unit: 1, extra_fee: 200 },
    { region_ids: ',650000,', no_delivery: 0, first_unit: 2, first_fee: 2000, extra_unit: 2, extra_fee: 1000 },
    { region_ids: ',330200,', no_delivery: 0, first_unit: 1, first_fee: 100, extra_unit: 1, extra_fee: 0 },
    { region_ids: ',810000,', no_delivery: 1, first_unit: 1, first_fee: 0, extra_unit: 1, extra_fee: 0 },
  ],
}
const byWeight: FreightTemplate = {
  id: 2, fee_type: 'weight', free_over: 10000,
  rules: [{ region_ids: '', no_delivery: 0, first_unit: 1000, first_fee: 1000, extra_unit: 500, extra_fee: 300 }],
}
const templates = new Map([[1, byNum], [2, byWeight]])
const line = (freight_template_id: number, num: number, weight = 0, price = 100) => ({ freight_template_id, num, weight, goods_money: price * num })

describe('freight', () => {
  it('charges by pieces: first unit, then each extra unit begun', () => {
    assert.deepEqual(freightFor([line(1, 1)], 0, templates, HZ), { available: true, money: 800 })
    assert.deepEqual(freightFor([line(1, 3)], 0, templates, HZ), { available: true, money: 1200 })
    // the shop's template for goods naming none; two goods of one template are counted together
    assert.deepEqual(freightFor([line(0, 2), line(1, 1)], 1, templates, HZ), { available: true, money: 1200 })
  })
  it('picks the city rule before the province rule before the default; a no_delivery rule refuses', () => {
    assert.deepEqual(freightFor([line(1, 5)], 0, templates, { province_id: 650000, city_id: 650100 }), { available: true, money: 2000 + 2 * 1000 })
    assert.deepEqual(freightFor([line(1, 5)], 0, templates, { province_id: 330000, city_id: 330200 }), { available: true, money: 100 })
    assert.deepEqual(freightFor([line(1, 1)], 0, templates, { province_id: 810000, city_id: 810100 }), { available: false, reason: 'region' })
    assert.deepEqual(freightFor([line(1, 1)], 0, templates, null), { available: false, reason: 'no_address' })
  })
  it('charges by weight, free over an amount, free for -1 and for shops without a template; several templates add up', () => {
    // 2 x 800 g = 1600 g: 1000 g first, 600 g extra = two 500 g units
    assert.deepEqual(freightFor([line(2, 2, 800)], 0, templates, HZ), { available: true, money: 1000 + 2 * 300 })
    assert.deepEqual(freightFor([line(2, 2, 800, 5000)], 0, templates, HZ), { available: true, money: 0 })
    assert.deepEqual(freightFor([line(-1, 9)], 1, templates, HZ), { available: true, money: 0 })
    assert.deepEqual(freightFor([line(0, 9)], 0, templates, HZ), { available: true, money: 0 })
    assert.deepEqual(freightFor([line(1, 2), line(2, 1, 1000)], 0, templates, HZ), { available: true, money: 1000 + 1000 })
    // one template refusing the address refuses express for the shop
    const refuses = new Map([[1, byNum], [3, { ...byWeight, id: 3, rules: [{ ...byWeight.rules[0], region_ids: ',330000,', no_delivery: 1 }] }]])
    assert.deepEqual(freightFor([line(1, 1), line(3, 1)], 0, refuses, HZ), { available: false, reason: 'region' })
    assert.equal(ruleFee(byNum.rules[0], 0), 0)
  })
})

describe('local delivery', () => {
  const shop = { local_enabled: 1, local_radius: 3000, local_min_money: 2000, local_delivery_money: 500, lat: 30.259, lng: 120.13, start_time: '09:00:00', end_time: '21:00:00' }
  // 2026-11-23 10:30 China time
  const now = Date.UTC(2026, 10, 23, 2, 30) / 1000
  it('hourly slots within the shop hours, today after now and tomorrow', () => {
    const slots = timeSlots('09:00:00', '21:00:00', now)
    assert.equal(slots[0], '2026-11-23 11:00-12:00')
    assert.equal(slots.filter((s) => s.startsWith('2026-11-23')).length, 10)
    assert.equal(slots.filter((s) => s.startsWith('2026-11-24')).length, 12)
    assert.equal(slots.at(-1), '2026-11-24 20:00-21:00')
    assert.equal(timeSlots(null, null, now).filter((s) => s.startsWith('2026-11-24')).length, 24)
    assert.equal(timeSlots(null, null, now).at(-1), '2026-11-24 23:00-24:00')
    // a half-hour opening starts at the next full hour
    assert.equal(timeSlots('08:30:00', '10:00:00', now).length, 1)
  })
  it('distance, radius, minimum and reasons', () => {
    assert.ok(Math.abs(distanceMetres(30.259, 120.13, 30.259, 120.14) - 961) < 5)
    assert.deepEqual(localDeliveryFor(shop, { latitude: 30.26, longitude: 120.131 }, 2000, now).available, true)
    assert.equal(localDeliveryFor(shop, { latitude: 30.26, longitude: 120.131 }, 1999, now).reason, 'below_min')
    assert.equal(localDeliveryFor(shop, { latitude: 30.3, longitude: 120.2 }, 5000, now).reason, 'out_of_radius')
    assert.equal(localDeliveryFor(shop, { latitude: 0, longitude: 0 }, 5000, now).reason, 'no_location')
    assert.equal(localDeliveryFor(shop, null, 5000, now).reason, 'no_address')
    assert.equal(localDeliveryFor({ ...shop, local_enabled: 0 }, null, 5000, now).reason, 'disabled')
    assert.equal(localDeliveryFor({ ...shop, local_radius: 0 }, null, 5000, now).reason, 'disabled')
  })
})

for (const target of dbTargets()) {
  describe(`seedDelivery [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    before(async () => {
      t = await createTestApp(target, {
        async prepare(handle) {
          await createWebsite(handle)
          const now = nowSeconds()
          for (const name of ['一', '二', '三']) {
            await handle.db.insertInto('shop').values({
              website_id: 1, site_name: name, logo: '', banner: '', introduction: '', telephone: '', province_id: 330000, province_name: '', city_id: 330100,
              city_name: '', district_id: 330106, district_name: '', address: 'a', full_address: 'a', lat: 30.2, lng: 120.1, start_time: null, end_time: null,
              is_recommend: 0, status: 1, created_at: now,
            }).execute()
          }
        },
      })
    })
    after(() => t?.close())
    it('gives every shop templates, pickup points and local delivery, once', async () => {
      await seedDelivery(t.handle.db, 1)
      await seedDelivery(t.handle.db, 1)
      const shops = await t.handle.db.selectFrom('shop').selectAll().orderBy('site_id').execute()
      assert.equal((await t.handle.db.selectFrom('freight_template').select('id').execute()).length, 6)
      const map = await loadTemplates(t.handle.db, 1, shops.map((s) => s.freight_template_id))
      assert.equal(map.size, 3)
      const tpl = map.get(shops[0].freight_template_id)!
      assert.deepEqual(freightFor([line(0, 2)], tpl.id, map, HZ), { available: true, money: 1000 })
      assert.deepEqual(freightFor([line(0, 2)], tpl.id, map, { province_id: 810000, city_id: 810100 }), { available: false, reason: 'region' })
      const stores = await loadPickupStores(t.handle.db, 1, shops.map((s) => s.site_id))
      for (const s of shops) assert.equal(stores.get(s.site_id)?.length, 2)
      assert.deepEqual(shops.map((s) => s.local_enabled), [1, 0, 1])
      assert.deepEqual(shops.map((s) => s.store_enabled), [1, 1, 1])
    })
  })
}

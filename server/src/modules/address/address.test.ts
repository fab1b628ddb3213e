import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { call, createTestApp, dbTargets, type TestApp } from '../../test/harness.js'
import { memberToken } from '../catalog/catalog.fixture.js'
import { createWebsite } from '../member/member.testkit.js'
import { seedCommunities } from '../region/region.seed.js'
import { AddressError } from './address.messages.js'
import { seedAddresses } from './address.repository.js'
import { ADDRESS_MAX } from './address.schema.js'

/** 浙江省杭州市西湖区 */
const HZ = { province_id: 330000, city_id: 330100, district_id: 330106 }
const valid = (extra: Record<string, unknown> = {}) => ({
  name: '  李四 ', mobile: '13912345678', telephone: '0571-88886666', ...HZ, address: ' 文三路 1 号 ', longitude: 120.13, latitude: 30.28, ...extra,
})

for (const target of dbTargets()) {
  describe(`member addresses [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    let communities: number[] = []
    before(async () => {
      t = await createTestApp(target, {
        async prepare(handle) {
          await createWebsite(handle, 1)
          communities = await seedCommunities(handle, 1)
        },
      })
    })
    after(() => t?.close())

    const add = (token: string, body: Record<string, unknown> = {}) => call(t.app, 'POST', '/api/memberaddress/add', { token, ...valid(body) })
    const defaults = async (memberId: number) =>
      (await t.handle.db.selectFrom('member_address').select('id').where('member_id', '=', memberId).where('is_default', '=', 1).execute()).map((r) => r.id)

    it('adds addresses: the first is the default, names trimmed, full_address built from the regions', async () => {
      const { memberId, token } = await memberToken(t)
      assert.deepEqual((await call(t.app, 'POST', '/api/memberaddress/info', { token })).body, { code: 0, message: 'success', data: null })
      const first = await add(token)
      assert.equal(first.body.code, 0, first.body.message)
      const second = await add(token, { name: '王五', address: '延安路 2 号' })
      assert.equal(second.body.code, 0)
      assert.deepEqual(await defaults(memberId), [first.body.data])
      const info = (await call(t.app, 'POST', '/api/memberaddress/info', { token, id: first.body.data })).body.data
      assert.deepEqual(info, {
        id: first.body.data, name: '李四', mobile: '13912345678', telephone: '0571-88886666', ...HZ, community_id: 0, community_name: '',
        province_name: '浙江省', city_name: '杭州市', district_name: '西湖区', address: '文三路 1 号', full_address: '浙江省杭州市西湖区 文三路 1 号',
        longitude: 120.13, latitude: 30.28, is_default: 1, created_at: info.created_at, updated_at: info.updated_at,
      })
      // no id, or 0: the default
      assert.equal((await call(t.app, 'POST', '/api/memberaddress/info', { token })).body.data.id, first.body.data)
      assert.equal((await call(t.app, 'POST', '/api/memberaddress/info', { token, id: 0 })).body.data.id, first.body.data)
      // a new default takes it from the other
      const third = await add(token, { is_default: 1 })
      assert.deepEqual(await defaults(memberId), [third.body.data])
      // page: default first, then newest
      const page = (await call(t.app, 'POST', '/api/memberaddress/page', { token, page: 1, page_size: 10 })).body.data
      assert.deepEqual(page.list.map((a: any) => a.id), [third.body.data, second.body.data, first.body.data])
      assert.deepEqual([page.count, page.page_count], [3, 1])
      const p2 = (await call(t.app, 'POST', '/api/memberaddress/page', { token, page: 2, page_size: 2 })).body.data
      assert.deepEqual([p2.list.map((a: any) => a.id), p2.count, p2.page_count], [[first.body.data], 3, 2])
      assert.equal((await call(t.app, 'POST', '/api/memberaddress/page', { token })).body.data.list.length, 3)
      assert.equal((await call(t.app, 'POST', '/api/memberaddress/page', { token, page_size: 51 })).body.code, -10001)
    })

    it('refuses invalid fields with their own codes, in the caller\'s language', async () => {
      const { memberId, token } = await memberToken(t)
      const cases: Array<[Record<string, unknown>, number, string]> = [
        [{ name: '   ' }, AddressError.NAME_INVALID, "Enter the consignee's name (1 to 30 characters)"],
        [{ name: '名'.repeat(31) }, AddressError.NAME_INVALID, "Enter the consignee's name (1 to 30 characters)"],
        [{ mobile: '12345678901' }, AddressError.MOBILE_INVALID, 'Enter a valid mobile number'],
        [{ mobile: '1391234567' }, AddressError.MOBILE_INVALID, 'Enter a valid mobile number'],
        [{ telephone: '0571 8888' }, AddressError.TELEPHONE_INVALID, 'A landline may hold only digits and "-", at most 20 characters'],
        [{ telephone: '1'.repeat(21) }, AddressError.TELEPHONE_INVALID, 'A landline may hold only digits and "-", at most 20 characters'],
        [{ address: '  ' }, AddressError.ADDRESS_INVALID, 'Enter the detailed address (1 to 120 characters)'],
        [{ address: '路'.repeat(121) }, AddressError.ADDRESS_INVALID, 'Enter the detailed address (1 to 120 characters)'],
        [{ province_id: 999999 }, AddressError.REGION_INVALID, 'Choose a valid province'],
        [{ province_id: 330100 }, AddressError.REGION_INVALID, 'Choose a valid province'],
        [{ city_id: 320100 }, AddressError.REGION_INVALID, 'Choose a valid city'],
        [{ city_id: 330106 }, AddressError.REGION_INVALID, 'Choose a valid city'],
        [{ district_id: 320102 }, AddressError.REGION_INVALID, 'Choose a valid district'],
        [{ district_id: 0 }, AddressError.REGION_INVALID, 'Choose a valid district'],
        [{ district_id: undefined }, AddressError.REGION_INVALID, 'Choose a valid district'],
        [{ community_id: 2147483647 }, AddressError.REGION_INVALID, 'Choose a valid community'],
      ]
      for (const [patch, code, message] of cases) {
        const body = { ...valid(patch), lang: 'en-us' }
        for (const k of Object.keys(body)) if ((body as any)[k] === undefined) delete (body as any)[k]
        const res = await call(t.app, 'POST', '/api/memberaddress/add', { token, ...body })
        assert.deepEqual(res.body, { code, message, data: null }, JSON.stringify(patch))
      }
      assert.equal((await add(token, { province_id: 999999 })).body.message, '请选择正确的省份')
      // a community of another district
      const shanghai = (await t.handle.db.selectFrom('community').select('id').where('district_id', '=', 310115).executeTakeFirstOrThrow()).id
      assert.equal((await add(token, { community_id: shanghai })).body.code, AddressError.REGION_INVALID)
      // contract bounds: -10001
      for (const patch of [{ latitude: 91 }, { longitude: -181 }, { is_default: 2 }, { province_id: 0 }, { surprise: 1 }]) {
        assert.equal((await add(token, patch)).body.code, -10001, JSON.stringify(patch))
      }
      assert.equal((await call(t.app, 'POST', '/api/memberaddress/add', { token, name: 'x', mobile: '13912345678', ...HZ })).body.code, -10001)
      assert.equal((await t.handle.db.selectFrom('member_address').select('id').where('member_id', '=', memberId).execute()).length, 0)

      // the edges that pass: 30 characters, no landline, a city without districts, a community of the district
      assert.equal((await add(token, { name: '名'.repeat(30), telephone: '' })).body.code, 0)
      const dg = await add(token, { province_id: 440000, city_id: 441900, district_id: 0 })
      assert.equal(dg.body.code, 0, dg.body.message)
      assert.equal((await call(t.app, 'POST', '/api/memberaddress/info', { token, id: dg.body.data })).body.data.full_address, '广东省东莞市 文三路 1 号')
      const bj = await add(token, { province_id: 110000, city_id: 110100, district_id: 110105 })
      assert.equal((await call(t.app, 'POST', '/api/memberaddress/info', { token, id: bj.body.data })).body.data.full_address, '北京市朝阳区 文三路 1 号')
      const xihu = (await t.handle.db.selectFrom('community').select('id').where('district_id', '=', 330106).executeTakeFirstOrThrow()).id
      assert.ok(communities.includes(xihu))
      const withCommunity = await add(token, { community_id: xihu })
      const withName = (await call(t.app, 'POST', '/api/memberaddress/info', { token, id: withCommunity.body.data })).body.data
      const xihuName = (await t.handle.db.selectFrom('community').select('name').where('id', '=', xihu).executeTakeFirstOrThrow()).name
      assert.deepEqual([withName.community_id, withName.community_name], [xihu, xihuName])
      assert.ok(xihuName.length > 0)
    })

    it('edits, deletes and sets the default of the caller\'s own addresses only', async () => {
      const { memberId, token } = await memberToken(t)
      const other = await memberToken(t)
      const a = (await add(token)).body.data
      const b = (await add(token, { name: 'B' })).body.data
      const c = (await add(token, { name: 'C' })).body.data
      const theirs = (await add(other.token)).body.data

      const edited = await call(t.app, 'POST', '/api/memberaddress/edit', { token, id: b, ...valid({ name: '赵六', province_id: 440000, city_id: 441900, district_id: 0, address: '东城路 8 号' }) })
      assert.deepEqual(edited.body, { code: 0, message: 'success', data: b })
      const info = (await call(t.app, 'POST', '/api/memberaddress/info', { token, id: b })).body.data
      assert.deepEqual([info.name, info.full_address, info.is_default, info.district_name], ['赵六', '广东省东莞市 东城路 8 号', 0, ''])
      // leaving out the optional fields keeps them
      await call(t.app, 'POST', '/api/memberaddress/edit', { token, id: b, name: '赵六', mobile: '13912345678', province_id: 440000, city_id: 441900, address: '东城路 9 号' })
      const kept = (await call(t.app, 'POST', '/api/memberaddress/edit', { token, id: b, ...valid({ name: 'B2', is_default: 1 }) }))
      assert.equal(kept.body.code, 0)
      assert.deepEqual(await defaults(memberId), [b])
      assert.equal((await call(t.app, 'POST', '/api/memberaddress/edit', { token, id: b, ...valid({ mobile: '110' }) })).body.code, AddressError.MOBILE_INVALID)

      // another member's id answers exactly like a missing one, and changes nothing
      const missing = await call(t.app, 'POST', '/api/memberaddress/info', { token, id: 2147483647, lang: 'en-us' })
      assert.deepEqual(missing.body, { code: AddressError.NOT_FOUND, message: 'Address not found', data: null })
      for (const [url, body] of [
        ['/api/memberaddress/info', { id: theirs }], ['/api/memberaddress/edit', { id: theirs, ...valid({ name: 'hijack' }) }],
        ['/api/memberaddress/delete', { id: theirs }], ['/api/memberaddress/setdefault', { id: theirs }],
      ] as const) {
        const res = await call(t.app, 'POST', url, { token, ...body, lang: 'en-us' })
        assert.deepEqual(res.body, missing.body, url)
      }
      const theirRow = await t.handle.db.selectFrom('member_address').selectAll().where('id', '=', theirs).executeTakeFirstOrThrow()
      assert.deepEqual([theirRow.name, theirRow.is_default], ['李四', 1])
      assert.deepEqual(await defaults(memberId), [b])

      // setdefault moves it in one step
      assert.deepEqual((await call(t.app, 'POST', '/api/memberaddress/setdefault', { token, id: a })).body.data, a)
      assert.deepEqual(await defaults(memberId), [a])
      assert.deepEqual((await call(t.app, 'POST', '/api/memberaddress/setdefault', { token, id: a })).body.data, a)
      assert.deepEqual(await defaults(memberId), [a])
      // deleting another than the default keeps the default; deleting the default promotes the newest
      assert.equal((await call(t.app, 'POST', '/api/memberaddress/delete', { token, id: b })).body.data, a)
      assert.equal((await call(t.app, 'POST', '/api/memberaddress/delete', { token, id: a })).body.data, c)
      assert.deepEqual(await defaults(memberId), [c])
      assert.equal((await call(t.app, 'POST', '/api/memberaddress/delete', { token, id: c })).body.data, 0)
      assert.equal((await call(t.app, 'POST', '/api/memberaddress/delete', { token, id: c })).body.code, AddressError.NOT_FOUND)
      assert.equal((await call(t.app, 'POST', '/api/memberaddress/info', { token })).body.data, null)
      assert.deepEqual(await defaults(other.memberId), [theirs])
    })

    it(`keeps at most ${ADDRESS_MAX} addresses`, async () => {
      const { token } = await memberToken(t)
      for (let i = 0; i < ADDRESS_MAX; i++) assert.equal((await add(token, { name: `n${i}` })).body.code, 0)
      const res = await add(token, { lang: 'en-us' })
      assert.deepEqual(res.body, { code: AddressError.LIMIT_REACHED, message: `You can keep at most ${ADDRESS_MAX} addresses`, data: null })
      assert.equal((await add(token)).body.message, `最多只能添加 ${ADDRESS_MAX} 个收货地址`)
      assert.equal((await call(t.app, 'POST', '/api/memberaddress/page', { token, page_size: 50 })).body.data.count, ADDRESS_MAX)
    })

    it('concurrent adds: exactly one default, never more than the limit, no error but the limit', async () => {
      const a = await memberToken(t)
      const ten = await Promise.all(Array.from({ length: 10 }, (_, i) => add(a.token, { name: `c${i}`, is_default: i % 2 })))
      assert.deepEqual(ten.map((r) => r.body.code), Array(10).fill(0), ten.map((r) => r.body.message).join())
      assert.equal((await defaults(a.memberId)).length, 1)

      const b = await memberToken(t)
      const many = await Promise.all(Array.from({ length: ADDRESS_MAX + 5 }, (_, i) => add(b.token, { name: `m${i}` })))
      assert.ok(many.every((r) => r.body.code === 0 || r.body.code === AddressError.LIMIT_REACHED), many.map((r) => r.body.message).join())
      assert.equal(many.filter((r) => r.body.code === 0).length, ADDRESS_MAX)
      const rows = await t.handle.db.selectFrom('member_address').select('id').where('member_id', '=', b.memberId).execute()
      assert.equal(rows.length, ADDRESS_MAX)
      assert.equal((await defaults(b.memberId)).length, 1)

      // setdefault, add with is_default and delete of the default, all at once
      const ids = many.filter((r) => r.body.code === 0).map((r) => r.body.data as number)
      const mixed = await Promise.all([
        ...ids.slice(0, 8).map((id) => call(t.app, 'POST', '/api/memberaddress/setdefault', { token: b.token, id })),
        ...ids.slice(8, 12).map((id) => call(t.app, 'POST', '/api/memberaddress/delete', { token: b.token, id })),
        ...ids.slice(12, 16).map((id) => call(t.app, 'POST', '/api/memberaddress/edit', { token: b.token, id, ...valid({ is_default: 1 }) })),
      ])
      assert.deepEqual(mixed.map((r) => r.body.code), Array(16).fill(0), mixed.map((r) => r.body.message).join())
      assert.equal((await defaults(b.memberId)).length, 1)
    })

    it('the database holds one default per member', async () => {
      const { memberId, token } = await memberToken(t)
      const id = (await add(token)).body.data as number
      const row = await t.handle.db.selectFrom('member_address').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
      const { id: _id, ...copy } = row
      await assert.rejects(t.handle.db.insertInto('member_address').values({ ...copy, is_default: 1 }).execute())
      await t.handle.db.insertInto('member_address').values({ ...copy, is_default: 0 }).execute()
      assert.deepEqual(await defaults(memberId), [id])
    })

    it('refuses visitors on every route', async () => {
      for (const [url, body] of [
        ['/api/memberaddress/page', {}], ['/api/memberaddress/info', {}], ['/api/memberaddress/add', valid()],
        ['/api/memberaddress/edit', { id: 1, ...valid() }], ['/api/memberaddress/delete', { id: 1 }], ['/api/memberaddress/setdefault', { id: 1 }],
      ] as const) {
        assert.equal((await call(t.app, 'POST', url, body)).body.code, -10009, url)
      }
      const expired = await memberToken(t, { expired: true })
      assert.equal((await call(t.app, 'POST', '/api/memberaddress/page', { token: expired.token })).body.code, -10010)
    })

    it('seeds one default address in a real region for the demo member, once', async () => {
      const { memberId, token } = await memberToken(t)
      const id = await seedAddresses(t.handle.db, 1, memberId)
      assert.equal(await seedAddresses(t.handle.db, 1, memberId), id)
      const info = (await call(t.app, 'POST', '/api/memberaddress/info', { token })).body.data
      assert.equal(info.id, id)
      assert.deepEqual([info.province_name, info.city_name, info.district_name, info.is_default], ['浙江省', '杭州市', '西湖区', 1])
      assert.ok(info.community_id > 0)
      // the seeded address passes the same rules as one entered by hand
      const edited = await call(t.app, 'POST', '/api/memberaddress/edit', { token, id, name: info.name, mobile: info.mobile, province_id: info.province_id, city_id: info.city_id, district_id: info.district_id, address: info.address })
      assert.equal(edited.body.code, 0, edited.body.message)
      assert.equal((await call(t.app, 'POST', '/api/memberaddress/info', { token })).body.data.full_address, info.full_address)
    })
  })
}

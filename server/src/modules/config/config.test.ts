import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { call, createTestApp, dbTargets, type TestApp } from '../../test/harness.js'
import { fillCart, memberToken, seededApp } from '../catalog/catalog.fixture.js'
import { ADDON_KEYS, DEFAULT_IMG_KEYS, FOUR_ITEM_NAV, bottomNav } from './config.defaults.js'
import { jsapiTicketKey, jssdkSignature } from './config.jssdk.js'
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms.js'
import { setWebsiteConfig } from './config.service.js'

describe('JS-SDK signature', () => {
  it('matches WeChat\'s published test vector and ignores the #fragment', () => {
    const ticket = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg'
    const expected = '0f9de62fce790f9a083d5c99e95740ceb90c27ed'
    assert.equal(jssdkSignature(ticket, 'Wm3WZYTPz0wzccnW', 1414587457, 'http://mp.weixin.qq.com?params=value'), expected)
    assert.equal(jssdkSignature(ticket, 'Wm3WZYTPz0wzccnW', 1414587457, 'http://mp.weixin.qq.com?params=value#wechat_redirect'), expected)
    assert.notEqual(jssdkSignature(ticket, 'Wm3WZYTPz0wzccnX', 1414587457, 'http://mp.weixin.qq.com?params=value'), expected)
  })
})

for (const target of dbTargets()) {
  describe(`launch config [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    before(async () => {
      t = await seededApp(target)
    })
    after(() => t?.close())

    it('answers init for a visitor with every launch field and the defaults', async () => {
      const { body } = await call(t.app, 'POST', '/api/config/init', { url: 'http://localhost/h5/', app_type: 'h5', app_type_name: 'H5', lang: 'zh-cn' })
      assert.equal(body.code, 0)
      const d = body.data
      assert.deepEqual(Object.keys(d).sort(), ['addon_is_exit', 'cart_count', 'default_img', 'development', 'diy_bottom_nav', 'style_theme', 'wechat_jssdkconfig', 'wholesale_cart_count'])
      assert.equal(d.cart_count, 0)
      assert.equal(d.wholesale_cart_count, 0)
      assert.equal(d.style_theme, 'default')
      assert.equal(d.development, t.config.development ? 1 : 0)
      assert.equal(d.wechat_jssdkconfig, null)
      assert.deepEqual(Object.keys(d.addon_is_exit), [...ADDON_KEYS])
      assert.equal(d.addon_is_exit.topic, 1)
      assert.equal(d.addon_is_exit.coupon, 0)
      // withdrawals are served (closed until the operator sets them)
      assert.equal(d.addon_is_exit.memberwithdraw, 1)
      assert.ok(Object.values(d.addon_is_exit).every((v) => v === 0 || v === 1))
      const nav = d.diy_bottom_nav
      assert.equal(nav.type, 1)
      assert.equal(nav.text_color, '#333333')
      assert.equal(nav.text_hover_color, '#FF0036')
      assert.equal(nav.background_color, '#FFFFFF')
      assert.deepEqual(nav.list.map((i: any) => [i.key, i.title, i.link.wap_url, i.link.site_id]), [
        ['home', '首页', '/pages/index/index/index', 0],
        ['preference', '店铺优选', '/pages/dianjia/preference/preference', 0],
        ['life', '生活圈', '/pages/dianjia/life/life', 0],
        ['cart', '购物车', '/pages/goods/cart/cart', 0],
        ['member', '会员中心', '/pages/member/index/index', 0],
      ])
      // the icons and default images the answer names were drawn by the seed
      const files = [...nav.list.flatMap((i: any) => [i.iconPath, i.selectedIconPath]), ...Object.values(d.default_img)] as string[]
      for (const rel of files) {
        assert.match(rel, /^upload\/demo\/.+\.png$/)
        assert.ok(fs.existsSync(path.join(t.config.uploadDir, rel.replace(/^upload\//, ''))), rel)
      }
      assert.deepEqual(Object.keys(d.default_img), [...DEFAULT_IMG_KEYS])
    })

    it('counts the member\'s cart and wholesale cart in init and in the count calls', async () => {
      const { memberId, token } = await memberToken(t)
      const skus = await t.handle.db.selectFrom('goods_sku').select('sku_id').orderBy('sku_id').limit(3).execute()
      await fillCart(t, memberId, [{ sku_id: skus[0].sku_id, num: 2 }, { sku_id: skus[1].sku_id, num: 3 }])
      await fillCart(t, memberId, [{ sku_id: skus[2].sku_id, num: 4 }], 'wholesale_cart')
      const { body } = await call(t.app, 'POST', '/api/config/init', { url: '', token })
      assert.equal(body.data.cart_count, 5)
      assert.equal(body.data.wholesale_cart_count, 4)
      assert.equal((await call(t.app, 'GET', '/api/cart/count', { token })).body.data, 5)
      assert.equal((await call(t.app, 'GET', '/wholesale/api/cart/count', { token })).body.data, 4)
    })

    it('serves default images, style and add-on flags on their own calls', async () => {
      const img = await call(t.app, 'GET', '/api/config/defaultimg', { app_type: 'h5' })
      assert.equal(img.body.code, 0)
      assert.equal(img.body.data.default_goods_img, 'upload/demo/default/goods.png')
      assert.deepEqual(Object.keys(img.body.data), [...DEFAULT_IMG_KEYS])
      const style = await call(t.app, 'GET', '/api/diyview/style')
      assert.deepEqual(style.body, { code: 0, message: 'success', data: { style_theme: 'default' } })
      const addons = await call(t.app, 'GET', '/api/addon/addonisexit')
      assert.deepEqual(Object.keys(addons.body.data), [...ADDON_KEYS])
      assert.equal(addons.body.data.topic, 1)
    })

    it('returns what the operator stores: theme, four-item bar, add-on flags', async () => {
      await setWebsiteConfig(t.handle.db, 1, 'style_theme', 'blue')
      await setWebsiteConfig(t.handle.db, 1, 'diy_bottom_nav', bottomNav(FOUR_ITEM_NAV))
      await setWebsiteConfig(t.handle, 1, 'addon_is_exit', { coupon: 1, topic: 0 })
      const { body } = await call(t.app, 'POST', '/api/config/init', { url: '' })
      assert.equal(body.data.style_theme, 'blue')
      assert.deepEqual(body.data.diy_bottom_nav.list.map((i: any) => [i.key, i.title, i.link.wap_url]), [
        ['home', '首页', '/pages/index/index/index'],
        ['category', '分类', '/pages/goods/category/category'],
        ['cart', '购物车', '/pages/goods/cart/cart'],
        ['member', '会员中心', '/pages/member/index/index'],
      ])
      assert.equal(body.data.addon_is_exit.coupon, 1)
      assert.equal(body.data.addon_is_exit.topic, 0)
      // a theme outside the five, or a broken bar, falls back to the defaults
      await setWebsiteConfig(t.handle.db, 1, 'style_theme', 'purple')
      await setWebsiteConfig(t.handle.db, 1, 'diy_bottom_nav', { type: 1, list: [{ key: 'nope' }, { key: 'home' }] })
      const back = await call(t.app, 'POST', '/api/config/init', { url: '' })
      assert.equal(back.body.data.style_theme, 'default')
      assert.equal(back.body.data.diy_bottom_nav.list.length, 5)
      await setWebsiteConfig(t.handle.db, 1, 'addon_is_exit', {})
    })

    it('caches settings for a few seconds; setWebsiteConfig invalidates', async () => {
      await setWebsiteConfig(t.handle.db, 1, 'style_theme', 'green')
      assert.equal((await call(t.app, 'GET', '/api/diyview/style')).body.data.style_theme, 'green')
      // written behind the cache's back: not seen yet
      await t.handle.db.updateTable('website_config').set({ value: JSON.stringify('pink') }).where('website_id', '=', 1).where('config_key', '=', 'style_theme').execute()
      assert.equal((await call(t.app, 'GET', '/api/diyview/style')).body.data.style_theme, 'green')
      await setWebsiteConfig(t.handle.db, 1, 'style_theme', 'golden')
      assert.equal((await call(t.app, 'GET', '/api/diyview/style')).body.data.style_theme, 'golden')
      await setWebsiteConfig(t.handle.db, 1, 'style_theme', 'default')
    })

    it('rejects bad input with -10001 in the caller\'s language', async () => {
      const zh = await call(t.app, 'POST', '/api/config/init', { url: { not: 'a string' } })
      assert.equal(zh.body.code, -10001)
      assert.match(zh.body.message, /^参数错误/)
      const en = await call(t.app, 'GET', '/api/config/defaultimg', { website_id: 'abc', lang: 'en-us' })
      assert.equal(en.body.code, -10001)
      assert.match(en.body.message, /^Invalid parameter: website_id/)
      const long = await call(t.app, 'POST', '/api/config/init', { url: 'x'.repeat(2001) })
      assert.equal(long.body.code, -10001)
    })
  })

  describe(`launch config with WeChat [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    before(async () => {
      t = await createTestApp(target, { config: { wechat: { appId: 'wx0123456789abcdef', appSecret: 's', apiBase: 'http://127.0.0.1:9' } } })
    })
    after(() => t?.close())

    it('signs the page URL when a jsapi_ticket is at hand, else answers null', async () => {
      const url = 'http://mall.example.com/h5/pages/index/index/index?x=1#top'
      assert.equal((await call(t.app, 'POST', '/api/config/init', { url, app_type: 'wechat' })).body.data.wechat_jssdkconfig, null)
      await t.kv.set(jsapiTicketKey('wx0123456789abcdef'), 'TICKET', 7000)
      const { body } = await call(t.app, 'POST', '/api/config/init', { url, app_type: 'wechat' })
      const cfg = body.data.wechat_jssdkconfig
      assert.equal(cfg.appId, 'wx0123456789abcdef')
      assert.ok(Number.isInteger(cfg.timestamp) && Math.abs(cfg.timestamp - Date.now() / 1000) < 60)
      assert.equal(cfg.signature, jssdkSignature('TICKET', cfg.nonceStr, cfg.timestamp, 'http://mall.example.com/h5/pages/index/index/index?x=1'))
      // an empty catalogue still launches
      assert.equal(body.data.cart_count, 0)
    })
  })

  describe(`launch config with the official account's own jsapi_ticket [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    let fake: FakePlatforms
    before(async () => {
      fake = await startFakePlatforms()
      t = await createTestApp(target, { config: { wechat: undefined, platforms: fake.platformsConfig() } })
    })
    after(async () => {
      await t?.close()
      await fake?.close()
    })

    it('fetches the ticket from WeChat once, signs every launch with it, and survives an expired access token', async () => {
      const appId = fake.wechat.mp.appId
      const url = 'https://mall.example.com/h5/pages/goods/detail/detail?sku_id=3#share'
      for (let i = 0; i < 2; i++) {
        const cfg = (await call(t.app, 'POST', '/api/config/init', { url, app_type: 'wechat' })).body.data.wechat_jssdkconfig
        assert.equal(cfg.appId, appId)
        assert.equal(cfg.signature, jssdkSignature(fake.wechat.jsapiTicket(appId), cfg.nonceStr, cfg.timestamp, url.split('#')[0]))
      }
      assert.equal(fake.wechat.calls.get('/cgi-bin/ticket/getticket'), 1)
      // the cached ticket expired and so did the access token: one retry with a fresh token
      await t.kv.del(jsapiTicketKey(appId))
      fake.wechat.expireAccessTokens()
      const cfg = (await call(t.app, 'POST', '/api/config/init', { url, app_type: 'wechat' })).body.data.wechat_jssdkconfig
      assert.equal(cfg.signature, jssdkSignature(fake.wechat.jsapiTicket(appId), cfg.nonceStr, cfg.timestamp, url.split('#')[0]))
      assert.equal(fake.wechat.calls.get('/cgi-bin/ticket/getticket'), 3)
    })
  })
}

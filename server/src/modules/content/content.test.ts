import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { nowSeconds } from '../../db/database.js'
import { call, dbTargets, type TestApp } from '../../test/harness.js'
import { seededApp } from '../catalog/catalog.fixture.js'
import { ContentError } from './content.messages.js'
import { storeBody } from './content.body.js'
import { HOME_VIEW } from '../decoration/decoration.schema.js'
import { invalidateGoods } from '../goods/goods.service.js'

const HAN = /[\u4e00-\u9fff]/

for (const target of dbTargets()) {
  describe(`content [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    before(async () => { t = await seededApp(target) })
    after(() => t?.close())
    const db = () => t.handle.db

    it('seeds notices, help and notes; the home notice bar opens the notices it shows', async () => {
      const notices = await call(t.app, 'POST', '/api/notice/page', {})
      assert.equal(notices.body.code, 0, notices.body.message)
      assert.ok(notices.body.data.count >= 5)
      const view = await call(t.app, 'POST', '/api/diyview/info', { name: HOME_VIEW })
      const bar = view.body.data.value.components.find((c: any) => c.type === 'notice')
      assert.equal(bar.list.length, 2)
      for (const item of bar.list) {
        const m = /^\/otherpages\/notice\/detail\/detail\?id=(\d+)$/.exec(item.link.wap_url)
        assert.ok(m, item.link.wap_url)
        const info = await call(t.app, 'POST', '/api/notice/info', { id: Number(m[1]) })
        assert.equal(info.body.data.title, item.title)
        assert.ok(item.title_en)
      }
      const classes = await call(t.app, 'GET', '/api/helpclass/lists', {})
      assert.equal(classes.body.code, 0)
      assert.ok(classes.body.data.length >= 3 && classes.body.data.every((c: any) => c.help_count > 0))
      const notes = await call(t.app, 'POST', '/notes/api/notes/page', {})
      assert.ok(notes.body.data.count >= 5)
      assert.ok(notes.body.data.list.every((n: any) => n.goods_count > 0 && n.note_abstract))
    })

    it('notices: pinned first, newest next; pages bounded; hidden and unknown ones are not found', async () => {
      const now = nowSeconds()
      const hidden = await db().insertInto('content_notice').values({ website_id: 1, title: '隐藏公告', body: '[]', is_show: 0, created_at: now }).returning('id').executeTakeFirstOrThrow()
      const all = await call(t.app, 'POST', '/api/notice/page', { page_size: 50 })
      const list = all.body.data.list
      assert.equal(list[0].is_top, 1)
      assert.ok(!list.some((n: any) => n.id === hidden.id))
      const rest = list.filter((n: any) => !n.is_top)
      for (let i = 1; i < rest.length; i++) assert.ok(rest[i - 1].create_time >= rest[i].create_time)
      const p2 = await call(t.app, 'GET', '/api/notice/page', { page: 2, page_size: 2 })
      assert.deepEqual(p2.body.data.list.map((n: any) => n.id), list.slice(2, 4).map((n: any) => n.id))
      assert.equal(p2.body.data.page_count, Math.ceil(all.body.data.count / 2))
      assert.deepEqual((await call(t.app, 'POST', '/api/notice/page', { page: 999 })).body.data.list, [])
      for (const bad of [{ page: 0 }, { page: -1 }, { page_size: 0 }, { page_size: 51 }, { page: 'x' }, { page: 2147483648 }, { page: 1.5 }]) {
        assert.equal((await call(t.app, 'POST', '/api/notice/page', bad)).body.code, -10001, JSON.stringify(bad))
      }
      assert.equal((await call(t.app, 'POST', '/api/notice/info', { id: hidden.id })).body.code, ContentError.NOTICE_NOT_FOUND)
      assert.equal((await call(t.app, 'POST', '/api/notice/info', { id: 999999 })).body.code, ContentError.NOTICE_NOT_FOUND)
      for (const id of [0, -1, 2147483648, 'abc', "1 or 1=1", null]) {
        assert.equal((await call(t.app, 'POST', '/api/notice/info', { id })).body.code, -10001, String(id))
      }
      assert.equal((await call(t.app, 'POST', '/api/notice/info', {})).body.code, -10001)
      // another website's notice is not found here
      await db().insertInto('website').values({ id: 2, title: 'other', logo: '', status: 1, created_at: now } as any).onConflict((oc) => oc.doNothing()).execute()
      const foreign = await db().insertInto('content_notice').values({ website_id: 2, title: '别站', body: '[]', created_at: now }).returning('id').executeTakeFirstOrThrow()
      assert.equal((await call(t.app, 'POST', '/api/notice/info', { id: foreign.id })).body.code, ContentError.NOTICE_NOT_FOUND)
    })

    it('notice and help texts follow the language, with structured bodies only', async () => {
      const top = (await call(t.app, 'POST', '/api/notice/page', { lang: 'en-us' })).body.data.list[0]
      assert.ok(!HAN.test(top.title), top.title)
      const info = await call(t.app, 'POST', '/api/notice/info', { id: top.id, lang: 'en-us' })
      assert.ok(info.body.data.content.length > 0)
      for (const b of info.body.data.content) assert.ok(!HAN.test(b.text), b.text)
      const zh = await call(t.app, 'POST', '/api/notice/info', { id: top.id })
      assert.ok(HAN.test(zh.body.data.title))
      const classes = (await call(t.app, 'POST', '/api/helpclass/lists', { lang: 'en-us' })).body.data
      for (const c of classes) assert.ok(!HAN.test(c.class_name), c.class_name)
      const helps = (await call(t.app, 'POST', '/api/help/page', { class_id: classes[0].class_id, lang: 'en-us' })).body.data.list
      for (const h of helps) assert.ok(!HAN.test(h.title) && !HAN.test(h.class_name))
      // no English stored: the Chinese text is served
      const now = nowSeconds()
      const zhOnly = await db().insertInto('content_notice').values({ website_id: 1, title: '只有中文', body: storeBody([{ type: 'text', text: '正文' }]), created_at: now }).returning('id').executeTakeFirstOrThrow()
      const fallback = await call(t.app, 'POST', '/api/notice/info', { id: zhOnly.id, lang: 'en-us' })
      assert.deepEqual([fallback.body.data.title, fallback.body.data.content[0].text], ['只有中文', '正文'])
      // a stored body with markup, script pictures or junk blocks answers only safe blocks
      const nasty = JSON.stringify([
        { type: 'text', text: '<script>alert(1)</script>' }, { type: 'image', image: 'javascript:alert(1)' }, { type: 'image', image: 'upload/../etc/passwd' },
        { type: 'image', image: 'https://evil.example/x.png' }, { type: 'html', text: '<b>x</b>' }, { type: 'image', image: 'upload/demo/goods/1.png' }, 'str', null,
      ])
      const bad = await db().insertInto('content_notice').values({ website_id: 1, title: 'x', body: nasty, created_at: now }).returning('id').executeTakeFirstOrThrow()
      const safe = (await call(t.app, 'POST', '/api/notice/info', { id: bad.id })).body.data.content
      assert.deepEqual(safe, [{ type: 'text', text: '<script>alert(1)</script>', image: '' }, { type: 'image', text: '', image: 'upload/demo/goods/1.png' }])
      const plain = await db().insertInto('content_notice').values({ website_id: 1, title: 'p', body: '第一段\n\n第二段', created_at: now }).returning('id').executeTakeFirstOrThrow()
      assert.deepEqual((await call(t.app, 'POST', '/api/notice/info', { id: plain.id })).body.data.content.map((b: any) => b.text), ['第一段', '第二段'])
    })

    it('help: classes, pages of a class, hidden classes and articles are not found', async () => {
      const classes = (await call(t.app, 'POST', '/api/helpclass/lists', {})).body.data
      const first = classes[0]
      const page = await call(t.app, 'POST', '/api/help/page', { class_id: first.class_id, page_size: 50 })
      assert.equal(page.body.code, 0)
      assert.equal(page.body.data.count, first.help_count)
      assert.ok(page.body.data.list.every((h: any) => h.class_id === first.class_id && h.class_name === first.class_name))
      const all = await call(t.app, 'POST', '/api/help/page', { page_size: 50 })
      assert.equal(all.body.data.count, classes.reduce((n: number, c: any) => n + c.help_count, 0))
      const info = await call(t.app, 'GET', '/api/help/info', { id: page.body.data.list[0].id })
      assert.equal(info.body.code, 0)
      assert.equal(info.body.data.title, page.body.data.list[0].title)
      assert.ok(info.body.data.content.length > 0)
      const now = nowSeconds()
      const hiddenClass = await db().insertInto('content_help_class').values({ website_id: 1, class_name: '隐藏', is_show: 0 }).returning('class_id').executeTakeFirstOrThrow()
      const inHidden = await db().insertInto('content_help').values({ website_id: 1, class_id: hiddenClass.class_id, title: 'h', body: '[]', created_at: now }).returning('id').executeTakeFirstOrThrow()
      const hiddenHelp = await db().insertInto('content_help').values({ website_id: 1, class_id: first.class_id, title: 'h2', body: '[]', is_show: 0, created_at: now }).returning('id').executeTakeFirstOrThrow()
      assert.ok(!(await call(t.app, 'POST', '/api/helpclass/lists', {})).body.data.some((c: any) => c.class_id === hiddenClass.class_id))
      assert.equal((await call(t.app, 'POST', '/api/help/page', { class_id: hiddenClass.class_id })).body.code, ContentError.HELP_CLASS_NOT_FOUND)
      assert.equal((await call(t.app, 'POST', '/api/help/page', { class_id: 999999 })).body.code, ContentError.HELP_CLASS_NOT_FOUND)
      assert.equal((await call(t.app, 'POST', '/api/help/info', { id: inHidden.id })).body.code, ContentError.HELP_NOT_FOUND)
      assert.equal((await call(t.app, 'POST', '/api/help/info', { id: hiddenHelp.id })).body.code, ContentError.HELP_NOT_FOUND)
      assert.equal((await call(t.app, 'POST', '/api/help/info', { id: 999999 })).body.code, ContentError.HELP_NOT_FOUND)
      assert.equal((await call(t.app, 'POST', '/api/help/page', { class_id: first.class_id, page_size: 50 })).body.data.count, first.help_count)
      for (const bad of [{ class_id: -1 }, { class_id: 2147483648 }, { class_id: "1' or '1'='1" }, { page: 0 }, { page_size: 1000 }, { surprise: 1 }]) {
        assert.equal((await call(t.app, 'POST', '/api/help/page', bad)).body.code, -10001, JSON.stringify(bad))
      }
      assert.equal((await call(t.app, 'POST', '/api/help/info', { id: 0 })).body.code, -10001)
    })

    it('notes: pages, a shop\'s notes, the detail with its goods as cards, reads counted atomically', async () => {
      const all = (await call(t.app, 'POST', '/notes/api/notes/page', { page_size: 50 })).body.data
      const shopNote = all.list.find((n: any) => n.site_id > 0)
      assert.ok(shopNote.site_name)
      const platformNote = all.list.find((n: any) => n.site_id === 0)
      assert.equal(platformNote.site_name, '')
      const mine = (await call(t.app, 'GET', '/notes/api/notes/page', { site_id: shopNote.site_id })).body.data
      assert.ok(mine.count >= 1 && mine.list.every((n: any) => n.site_id === shopNote.site_id))
      assert.deepEqual((await call(t.app, 'POST', '/notes/api/notes/page', { site_id: 999999 })).body.data, { list: [], count: 0, page_count: 0 })
      const p1 = (await call(t.app, 'POST', '/notes/api/notes/page', { page: 1, page_size: 2 })).body.data
      const p2 = (await call(t.app, 'POST', '/notes/api/notes/page', { page: 2, page_size: 2 })).body.data
      assert.deepEqual([...p1.list, ...p2.list].map((n: any) => n.note_id), all.list.slice(0, 4).map((n: any) => n.note_id))

      const detail = await call(t.app, 'POST', '/notes/api/notes/detail', { note_id: shopNote.note_id })
      assert.equal(detail.body.code, 0, detail.body.message)
      const d = detail.body.data
      assert.equal(d.read_num, shopNote.read_num + 1)
      assert.equal(d.goods.length, shopNote.goods_count)
      const ids = (await db().selectFrom('content_note_goods').select('goods_id').where('note_id', '=', d.note_id).orderBy('sort').execute()).map((r) => r.goods_id)
      assert.deepEqual(d.goods.map((g: any) => g.goods_id), ids)
      for (const g of d.goods) assert.ok(g.sku_id > 0 && g.price > 0 && g.goods_name && g.site_name)
      assert.ok(d.content.length > 0)
      const en = (await call(t.app, 'POST', '/notes/api/notes/detail', { note_id: shopNote.note_id, lang: 'en-us' })).body.data
      assert.ok(!HAN.test(en.note_title) && en.content.every((b: any) => !HAN.test(b.text)))

      // concurrent reads all count
      const before = Number((await db().selectFrom('content_note').select('read_num').where('note_id', '=', d.note_id).executeTakeFirstOrThrow()).read_num)
      const res = await Promise.all(Array.from({ length: 20 }, () => call(t.app, 'POST', '/notes/api/notes/detail', { note_id: d.note_id })))
      assert.ok(res.every((r) => r.body.code === 0))
      const afterRow = await db().selectFrom('content_note').select('read_num').where('note_id', '=', d.note_id).executeTakeFirstOrThrow()
      assert.equal(Number(afterRow.read_num), before + 20)

      // a goods taken off sale drops out of the note
      await db().updateTable('goods').set({ status: 0 }).where('goods_id', '=', ids[0]).execute()
      // a direct write: drop the goods cards cached for a few seconds, as the writers' own paths do
      await invalidateGoods(t.app.deps, [ids[0]])
      const fewer = (await call(t.app, 'POST', '/notes/api/notes/detail', { note_id: d.note_id })).body.data
      assert.ok(!fewer.goods.some((g: any) => g.goods_id === ids[0]))
      assert.equal(fewer.goods_count, ids.length - 1)
      await db().updateTable('goods').set({ status: 1 }).where('goods_id', '=', ids[0]).execute()
      await invalidateGoods(t.app.deps, [ids[0]])

      // hidden and unknown notes: not found, and no read counted
      await db().updateTable('content_note').set({ is_show: 0 }).where('note_id', '=', d.note_id).execute()
      const hiddenRead = Number((await db().selectFrom('content_note').select('read_num').where('note_id', '=', d.note_id).executeTakeFirstOrThrow()).read_num)
      assert.equal((await call(t.app, 'POST', '/notes/api/notes/detail', { note_id: d.note_id })).body.code, ContentError.NOTE_NOT_FOUND)
      assert.equal(Number((await db().selectFrom('content_note').select('read_num').where('note_id', '=', d.note_id).executeTakeFirstOrThrow()).read_num), hiddenRead)
      assert.ok(!(await call(t.app, 'POST', '/notes/api/notes/page', { page_size: 50 })).body.data.list.some((n: any) => n.note_id === d.note_id))
      await db().updateTable('content_note').set({ is_show: 1 }).where('note_id', '=', d.note_id).execute()
      assert.equal((await call(t.app, 'POST', '/notes/api/notes/detail', { note_id: 999999 })).body.code, ContentError.NOTE_NOT_FOUND)
      for (const bad of [{ note_id: 0 }, { note_id: 2147483648 }, { note_id: '1;drop table content_note' }, {}, { note_id: 1, x: 1 }]) {
        assert.equal((await call(t.app, 'POST', '/notes/api/notes/detail', bad)).body.code, -10001, JSON.stringify(bad))
      }
      for (const bad of [{ site_id: -1 }, { site_id: 'a' }, { page: 0 }, { page_size: 51 }]) {
        assert.equal((await call(t.app, 'POST', '/notes/api/notes/page', bad)).body.code, -10001, JSON.stringify(bad))
      }
    })
  })
}

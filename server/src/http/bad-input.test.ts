import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { sql } from 'kysely'
import { memberToken, seededApp } from '../modules/catalog/catalog.fixture.js'
import { dbTargets, type TestApp } from '../test/harness.js'

/** Row counts of every table: a refused request must leave them all as they were. */
async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = t.handle.dialect === 'postgres'
    ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(t.handle.db)).rows
    : (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(t.handle.db)).rows
  const counts: Record<string, number> = {}
  for (const { name } of tables) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(t.handle.db)
    counts[name] = Number(rows[0].n)
  }
  return counts
}

for (const target of dbTargets()) {
  describe(`bad input is a clean -10001, never a 500 [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    let token: string
    let memberId: number
    let counts: Record<string, number>
    before(async () => {
      t = await seededApp(target)
      ;({ token, memberId } = await memberToken(t))
      counts = await rowCounts(t)
    })
    after(async () => {
      // nothing any of the requests below sent changed a row
      if (t) assert.deepEqual(await rowCounts(t), counts)
      await t?.close()
    })

    /** POSTs a raw JSON text in English and expects -10001 in English. */
    async function refusedJson(url: string, json: string, headers: Record<string, string> = {}) {
      const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', 'accept-language': 'en-US', ...headers }, payload: json })
      assert.ok(res.statusCode < 500, `${url} ${json.slice(0, 60)}: HTTP ${res.statusCode} ${res.body}`)
      const body = res.json()
      assert.equal(body.code, -10001, `${url} ${json.slice(0, 60)}: ${res.body}`)
      assert.match(body.message, /^Invalid parameter/, res.body)
      return body
    }

    it('page=1e400 (Infinity) and other impossible pages', async () => {
      for (const url of ['/api/goodssku/page', '/api/topic/page']) {
        for (const page of ['1e400', '"1e400"', '-1e400', '"Infinity"', '1e10', '"2147483648"', '0', '1.5', '"NaN"']) {
          await refusedJson(url, `{"page":${page}}`)
          await refusedJson(url, `{"page_size":${page}}`)
        }
      }
    })

    it('ids at or above 2^31 (out of range for integer on PostgreSQL)', async () => {
      for (const id of ['2147483648', '9007199254740993', '1e300', '"99999999999"']) {
        await refusedJson('/api/goodssku/detail', `{"goods_id":${id}}`)
        await refusedJson('/api/goodssku/detail', `{"sku_id":${id}}`)
        await refusedJson('/api/goodssku/page', `{"category_id":${id}}`)
        await refusedJson('/api/topic/detail', `{"topic_id":${id}}`)
        await refusedJson('/api/member/info', `{"website_id":${id}}`)
      }
      const ok = await t.app.inject({ method: 'POST', url: '/api/goodssku/detail', payload: { goods_id: 2147483647 } })
      assert.equal(ok.json().code, -10004, 'the largest id is a lookup that finds nothing')
    })

    it('a NUL byte in any text, in the body or the query', async () => {
      await refusedJson('/api/goodssku/page', JSON.stringify({ keyword: 'a\u0000b' }))
      await refusedJson('/api/member/modifynickname', JSON.stringify({ nickname: 'nul\u0000name', token }))
      await refusedJson('/api/member/modifynickname', JSON.stringify({ nickname: 'ok', token, extra: { deep: ['x\u0000'] } }))
      const q = await t.app.inject({ method: 'GET', url: '/api/member/info?lang=en-us&app_type_name=a%00b', headers: { token } })
      assert.equal(q.json().code, -10001)
      const m = await t.handle.db.selectFrom('member').select('nickname').where('id', '=', memberId).executeTakeFirstOrThrow()
      assert.equal(m.nickname, 'tester')
    })

    it('GET /upload/%25 and other broken escapes are a 404, not a URIError', async () => {
      for (const url of ['/upload/%25', '/upload/%E0%A4%A', '/upload/a%25b_mid.png', '/upload/%2e%2e%2fetc%2fpasswd']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en-US' } })
        // a file that is not there, or (an escape the router cannot decode) the -10001 envelope
        if (res.statusCode !== 404) {
          assert.equal(res.statusCode, 400, url)
          assert.deepEqual(res.json(), { code: -10001, message: 'Invalid parameter: url', data: null })
        }
      }
    })

    it('multipart without a boundary, or broken, is refused', async () => {
      for (const type of ['multipart/form-data', 'multipart/form-data; charset=utf-8', 'multipart/form-data; boundary=']) {
        const res = await t.app.inject({ method: 'POST', url: '/api/upload/headimg', headers: { 'content-type': type, token, 'accept-language': 'en-US' }, payload: 'xx' })
        assert.ok(res.statusCode < 500, `${type}: ${res.statusCode}`)
        assert.equal(res.json().code, -10001, type)
        assert.match(res.json().message, /^Invalid parameter/)
      }
      const truncated = await t.app.inject({
        method: 'POST', url: '/api/upload/headimg', headers: { 'content-type': 'multipart/form-data; boundary=XyZ', token },
        payload: '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
      })
      assert.ok(truncated.statusCode < 500, `truncated multipart: ${truncated.statusCode} ${truncated.body}`)
      assert.ok(truncated.json().code < 0)
    })

    it('malformed JSON, an unknown content type, an empty JSON body: the envelope in the caller language', async () => {
      for (const [type, payload] of [['application/json', '{bad'], ['application/json', ''], ['text/xml', '<a/>'], ['application/json', '{"a":1}{"b":2}']]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/goodssku/page', headers: { 'content-type': type, 'accept-language': 'en-US' }, payload })
        assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${type} ${payload}: ${res.statusCode}`)
        assert.deepEqual(res.json(), { code: -10001, message: 'Invalid parameter: body', data: null })
      }
      const zh = await t.app.inject({ method: 'POST', url: '/api/goodssku/page', headers: { 'content-type': 'application/json' }, payload: '{bad' })
      assert.equal(zh.json().message, '参数错误：body')
      // an error from the client input never logs as an unhandled server error
    })
  })
}

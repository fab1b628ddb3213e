import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { call, dbTargets, type TestApp } from '../../test/harness.js'
import { startFakeAlipay, type FakeAlipay } from '../../test/fake-gateways/alipay.js'
import { startFakeWechatPay, type FakeWechatPay } from '../../test/fake-gateways/wechatpay.js'
import { DevPayChannel } from './channels/devpay.js'
import { NOTIFY_DEFAULTS, REFUSED_BODY_BYTES, utf8Excerpt } from './pay.notify.guard.js'
import { getChannel } from './pay.registry.js'
import { insertCheckout, newMember, payApp } from './pay.testkit.js'

/** What each gateway is answered when its notification is refused: its own format, never the envelope. */
const FAILURE = {
  wechatpay: { status: 400, type: /^application\/json/, body: '{"code":"FAIL","message":"not accepted"}' },
  alipay: { status: 200, type: /^text\/plain/, body: 'failure' },
  devpay: { status: 400, type: /^application\/json/, body: '{"code":"FAIL","message":"refused"}' },
} as const
type Channel = keyof typeof FAILURE

/** Bodies no gateway sent, in every content type a notification might come in. */
const GARBAGE: Array<{ label: string; headers: Record<string, string>; body: string | Buffer }> = [
  { label: 'broken JSON', headers: { 'content-type': 'application/json' }, body: '{"resource":' },
  { label: 'JSON without a signature', headers: { 'content-type': 'application/json' }, body: '{"id":"x","resource":{"ciphertext":"AAAA"}}' },
  { label: 'form garbage', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'sign=%zz&&=&trade_status=TRADE_SUCCESS&sign=x' },
  { label: 'XML', headers: { 'content-type': 'text/xml' }, body: '<xml><return_code><![CDATA[SUCCESS]]></return_code></xml>' },
  { label: 'binary with NUL bytes', headers: { 'content-type': 'application/octet-stream' }, body: Buffer.from([0, 1, 2, 0xff, 0xfe, 0]) },
  { label: 'text with a NUL', headers: { 'content-type': 'text/plain' }, body: 'a\u0000b' },
  { label: 'multipart without a boundary', headers: { 'content-type': 'multipart/form-data' }, body: '--x\r\n\r\nhello\r\n--x--' },
  { label: 'no content type', headers: {}, body: 'hello' },
  { label: 'empty body', headers: { 'content-type': 'application/json' }, body: '' },
  { label: 'a body over 64 KB', headers: { 'content-type': 'application/json' }, body: `{"a":"${'x'.repeat(70 * 1024)}"}` },
  { label: 'gzip that is not', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: '{"a":1}' },
]

for (const target of dbTargets()) {
  describe(`payment notifications: unreadable bodies, floods, what is kept [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    let wx: FakeWechatPay
    let ali: FakeAlipay
    let dev: DevPayChannel
    before(async () => {
      ;[wx, ali] = await Promise.all([startFakeWechatPay(), startFakeAlipay()])
      t = await payApp(target, { paySettings: { ...wx.env(), ...ali.env(), PAY_DEV_CHANNEL: 'on', PAY_PUBLIC_BASE: 'https://mall.test', PAY_NOTIFY_PER_IP_PER_MINUTE: String(NOTIFY_DEFAULTS.perIpPerMinute) } })
      dev = (await getChannel(t.config, 'devpay')) as DevPayChannel
    })
    after(async () => {
      await t?.close()
      await Promise.all([wx?.close(), ali?.close()])
    })

    const db = () => t.handle.db
    const post = (payType: string, from: string, headers: Record<string, string>, payload: string | Buffer) =>
      t.app.inject({ method: 'POST', url: `/api/pay/notify/${payType}`, remoteAddress: from, headers, payload })
    const rowsFrom = (ip: string) => db().selectFrom('pay_notify').selectAll().where('client_ip', '=', ip).orderBy('id').execute()

    /** An open devpay attempt of a new member's checkout of 4321 fen, and its signed notification. */
    async function devAttempt() {
      const m = await newMember(t)
      const c = await insertCheckout(t, m.memberId, [{ pay_money: 4321 }])
      const r = await call(t.app, 'POST', '/api/pay/pay', { token: m.token, out_trade_no: c.outTradeNo, pay_type: 'devpay' })
      assert.equal(r.body.code, 0, r.body.message)
      const attemptNo = r.body.data.attempt_no as string
      const note = dev.notification({ attempt_no: attemptNo, trade_no: `DEVT${attemptNo}`, amount: 4321, app_id: dev.appId, mch_id: dev.merchantId, trade_state: 'SUCCESS', time: 0 })
      const payStatus = async () => (await db().selectFrom('pay').select('pay_status').where('out_trade_no', '=', c.outTradeNo).executeTakeFirstOrThrow()).pay_status
      return { attemptNo, note, payStatus }
    }

    it('a body it cannot read answers the gateway\'s failure format, never a 500 or the envelope', async () => {
      for (const channel of Object.keys(FAILURE) as Channel[]) {
        const expected = FAILURE[channel]
        for (const g of GARBAGE) {
          const res = await post(channel, '10.1.0.1', g.headers, g.body)
          const what = `${channel}, ${g.label}: HTTP ${res.statusCode} ${res.body.slice(0, 80)}`
          assert.equal(res.statusCode, expected.status, what)
          assert.match(String(res.headers['content-type']), expected.type, what)
          assert.equal(res.body, expected.body, what)
        }
      }
      // an unknown channel is a plain 404, and nothing paid
      const unknown = await post('nosuchpay', '10.1.0.1', { 'content-type': 'application/json' }, '{}')
      assert.equal(unknown.statusCode, 404)
      assert.equal((await db().selectFrom('pay_notify').select('id').where('result', 'not like', 'refused:%').execute()).length, 0)
    })

    it('a refused notification keeps an excerpt of 2 KB and the headers that matter; a verified one is kept in full', async () => {
      const big = `{"resource":"${'中'.repeat(3000)}"}`
      await post('devpay', '10.2.0.1', { 'content-type': 'application/json', 'x-devpay-signature': 'f'.repeat(64), cookie: 'secret=1' }, big)
      const [refused] = await rowsFrom('10.2.0.1')
      assert.equal(refused.result, 'refused:signature')
      assert.equal(refused.raw_body, utf8Excerpt(big))
      assert.ok(Buffer.byteLength(refused.raw_body, 'utf8') <= REFUSED_BODY_BYTES && refused.raw_body.length > 600, String(refused.raw_body.length))
      assert.deepEqual(JSON.parse(refused.raw_headers), { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(big)), 'x-devpay-signature': 'f'.repeat(64), 'user-agent': 'lightMyRequest' })

      const a = await devAttempt()
      const res = await post('devpay', '10.2.0.2', a.note.headers, a.note.raw)
      assert.equal(res.statusCode, 200, res.body)
      const [paid] = await rowsFrom('10.2.0.2')
      assert.equal(paid.result, 'paid')
      assert.equal(paid.raw_body, a.note.raw)
      assert.equal(JSON.parse(paid.raw_headers)['x-devpay-signature'], a.note.headers['x-devpay-signature'])
    })

    it('a flood from one address stops being stored at the hourly cap, then is refused with 429; a real notification from another address still pays', async () => {
      const flood = '10.3.0.1'
      const garbage = { 'content-type': 'application/json' }
      const cap = NOTIFY_DEFAULTS.refusedPerIpPerHour
      for (let i = 0; i < cap; i++) assert.equal((await post('devpay', flood, garbage, `{"n":${i}}`)).statusCode, 400)
      assert.equal((await rowsFrom(flood)).length, cap)
      // past the cap: still answered as refused, counted, not stored
      for (let i = cap; i < NOTIFY_DEFAULTS.perIpPerMinute; i++) {
        const res = await post(i % 2 ? 'alipay' : 'devpay', flood, garbage, `{"n":${i}}`)
        assert.ok(res.statusCode < 500 && /FAIL|failure/.test(res.body), res.body)
      }
      assert.equal((await rowsFrom(flood)).length, cap)
      const dropped = await db().selectFrom('pay_notify_dropped').selectAll().where('client_ip', '=', flood).execute()
      assert.deepEqual(dropped.map((d) => Number(d.dropped)), [NOTIFY_DEFAULTS.perIpPerMinute - cap])
      // past the minute's allowance: 429 in each gateway's format, and nothing at all is kept
      for (const [channel, body] of [['devpay', FAILURE.devpay.body], ['wechatpay', FAILURE.wechatpay.body], ['alipay', 'failure']] as const) {
        const res = await post(channel, flood, garbage, '{"more":1}')
        assert.equal(res.statusCode, 429, `${channel}: ${res.body}`)
        assert.equal(res.body, body)
      }
      // the flooding address cannot get a real notification through this minute either (the gateway retries later) ...
      const blocked = await devAttempt()
      assert.equal((await post('devpay', flood, blocked.note.headers, blocked.note.raw)).statusCode, 429)
      assert.equal(await blocked.payStatus(), 'waiting')
      // ... while the gateway's own address goes on paying
      const a = await devAttempt()
      const res = await post('devpay', '10.3.0.2', a.note.headers, a.note.raw)
      assert.equal(res.statusCode, 200, res.body)
      assert.equal(await a.payStatus(), 'paid')
      assert.equal((await rowsFrom(flood)).length, cap)
      const after = await db().selectFrom('pay_notify_dropped').select('dropped').where('client_ip', '=', flood).executeTakeFirstOrThrow()
      assert.equal(Number(after.dropped), NOTIFY_DEFAULTS.perIpPerMinute - cap)
    })
  })
}

import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import { nowSeconds } from '../../db/database.js'
import { call, createTestApp, dbTargets, type TestApp } from '../../test/harness.js'
import { setWebsiteConfig } from '../config/config.service.js'
import { AliyunSmsProvider, aliyunSignature } from './sms.provider.js'
import { SMS_LIMITS, smsKeys } from './sms.service.js'

const SECRET = 'testSecret/+='

/** Aliyun's check, written out independently of the provider: the documented StringToSign. */
function expectedSignature(query: URLSearchParams): string {
  const enc = (s: string) => encodeURIComponent(s).replace(/!/g, '%21').replace(/'/g, '%27').replace(/\(/g, '%28').replace(/\)/g, '%29').replace(/\*/g, '%2A')
  const pairs = [...query.entries()].filter(([k]) => k !== 'Signature').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const canonical = pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&')
  return crypto.createHmac('sha1', `${SECRET}&`).update(`GET&%2F&${enc(canonical)}`).digest('base64')
}

describe('Aliyun SMS provider against a fake Dysms server', () => {
  let server: http.Server
  let endpoint: string
  const received: URLSearchParams[] = []
  let refuse = false

  before(async () => {
    server = http.createServer((req, res) => {
      const query = new URL(req.url!, 'http://x').searchParams
      received.push(query)
      res.setHeader('content-type', 'application/json')
      if (req.method !== 'GET' || query.get('Signature') !== expectedSignature(query)) {
        res.end(JSON.stringify({ Code: 'SignatureDoesNotMatch', Message: 'bad signature' }))
        return
      }
      res.end(JSON.stringify(refuse ? { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: 'limit' } : { Code: 'OK', Message: 'OK', BizId: '1', RequestId: 'r' }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  })
  after(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const settings = () => ({ accessKeyId: 'testId', accessKeySecret: SECRET, signName: '开源商城', templateCode: 'SMS_123', endpoint, regionId: 'cn-hangzhou' })
  const message = { websiteId: 1, mobile: '13800138000', code: '0427', purpose: 'login', content: '', createdAt: nowSeconds() }

  it('signs the documented example the documented way', () => {
    // the worked example of Aliyun's RPC signature documentation (secret testsecret)
    const params = {
      AccessKeyId: 'testid', Action: 'DescribeRegions', Format: 'XML', SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf', SignatureVersion: '1.0', Timestamp: '2016-02-23T12:46:24Z', Version: '2014-05-26',
    }
    assert.equal(aliyunSignature(params, 'testsecret'), 'OLeaidS1JvxuMvnyHOwuJ+uX5qY=')
  })

  it('sends a correctly signed SendSms request and fails on a refusal', async () => {
    const provider = new AliyunSmsProvider(settings())
    await provider.send(message)
    const q = received.at(-1)!
    assert.equal(q.get('Action'), 'SendSms')
    assert.equal(q.get('PhoneNumbers'), '13800138000')
    assert.equal(q.get('SignName'), '开源商城')
    assert.deepEqual(JSON.parse(q.get('TemplateParam')!), { code: '0427' })
    assert.match(q.get('Timestamp')!, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
    refuse = true
    try {
      await assert.rejects(provider.send(message), /BUSINESS_LIMIT_CONTROL/)
    } finally {
      refuse = false
    }
    await assert.rejects(new AliyunSmsProvider({ ...settings(), accessKeySecret: 'wrong' }).send(message), /SignatureDoesNotMatch/)
  })

  for (const target of dbTargets()) {
    describe(`chosen by SMS_PROVIDER=aliyun [${target.name}]`, { skip: target.skip }, () => {
      let t: TestApp
      const saved = { ...process.env }
      before(async () => {
        t = await createTestApp(target, {
          prepare: async (handle) => {
            await handle.db.insertInto('website').values({ id: 1, title: 'Mall', logo: '', status: 1, created_at: nowSeconds() } as any).execute()
          },
        })
        await setWebsiteConfig(t.handle.db, 1, 'captcha_config', { shop_reception_login: 0 })
        Object.assign(process.env, {
          SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'testId', ALIYUN_SMS_ACCESS_KEY_SECRET: SECRET,
          ALIYUN_SMS_SIGN_NAME: '开源商城', ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123', ALIYUN_SMS_ENDPOINT: endpoint,
        })
      })
      after(async () => {
        for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k]
        await t?.close()
      })

      it('delivers the code through Aliyun, not the outbox, and reports a refusal', async () => {
        const before = received.length
        const res = await call(t.app, 'POST', '/api/login/mobileCode', { mobile: '13900001111' })
        assert.equal(res.body.code, 0)
        assert.equal(received.length, before + 1)
        const code = JSON.parse(received.at(-1)!.get('TemplateParam')!).code
        assert.match(code, /^\d{4}$/)
        assert.equal((await t.handle.db.selectFrom('sms_outbox').select('id').execute()).length, 0)
        const login = await call(t.app, 'POST', '/api/login/mobile', { mobile: '13900001111', key: res.body.data.key, code })
        assert.equal(login.body.code, 0)
        assert.equal(login.body.data.is_register, 1)

        refuse = true
        try {
          const failed = await call(t.app, 'POST', '/api/login/mobileCode', { mobile: '13900002222' })
          assert.equal(failed.body.code, -20212)
        } finally {
          refuse = false
        }
        // a failed send does not hold the mobile for a minute
        assert.equal((await call(t.app, 'POST', '/api/login/mobileCode', { mobile: '13900002222' })).body.code, 0)
      })
    })
  }
})

for (const target of dbTargets()) {
  describe(`per-mobile SMS limits do not depend on the website_id the caller names [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    before(async () => {
      t = await createTestApp(target, {
        prepare: async (handle) => {
          for (const id of [1, 2]) {
            await handle.db.insertInto('website').values({ id, title: `Mall ${id}`, logo: '', status: 1, created_at: nowSeconds() } as any).execute()
          }
        },
      })
      for (const id of [1, 2]) await setWebsiteConfig(t.handle.db, id, 'captcha_config', { shop_reception_login: 0 })
    })
    after(() => t?.close())

    const ask = (mobile: string, website_id: number) => call(t.app, 'POST', '/api/login/mobileCode', { mobile, website_id })

    it('one code a minute and the daily cap per mobile hold across websites', async () => {
      const mobile = '13700001111'
      assert.equal((await ask(mobile, 1)).body.code, 0)
      // another (existing) site does not open a second minute gap for the same phone
      const other = await ask(mobile, 2)
      assert.equal(other.body.code, -20209)
      // nor does a site that does not exist (refused one way or the other, nothing sent)
      assert.notEqual((await ask(mobile, 99)).body.code, 0)
      assert.equal((await t.handle.db.selectFrom('sms_outbox').select('id').where('mobile', '=', mobile).execute()).length, 1)

      const capped = '13700002222'
      await t.kv.set(smsKeys.day(capped), String(SMS_LIMITS.perMobilePerDay), 3600)
      assert.equal((await ask(capped, 1)).body.code, -20210)
      await t.kv.del(smsKeys.gap(capped))
      assert.equal((await ask(capped, 2)).body.code, -20210)
    })
  })
}

/**
 * A fake WeChat API / OAuth page and Alipay gateway on 127.0.0.1, for the tests and the browser
 * journeys. It plays the platforms' documented behaviour: appid and secret checked, single-use codes
 * that expire, errcode 40029 / 40163 for unknown / used codes, our RSA2 signature verified with the
 * merchant public key and the answers signed with a platform key pair made here.
 *
 * As a script (`node --import tsx src/test/fake-platforms.ts`) it listens on FAKE_PLATFORMS_PORT
 * (default: any free port) and prints one JSON line `{url, env}`: the environment for the server.
 * Journeys steer it over HTTP: POST /__fake/wechat/oauth-user, /__fake/wechat/login-code,
 * /__fake/wechat/phone-code, /__fake/alipay/auth-code (JSON bodies, JSON answers).
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import type { PlatformsConfig } from '../config.js'
import { alipaySignContent, rsa2Sign, rsa2Verify } from '../modules/alipay/alipay.client.js'

export interface FakeWechatUser {
  /** '' when the app is not bound to an open-platform account (no unionid given out) */
  unionid: string
  nickname: string
  headimgurl: string
}

export interface FakeAlipayUser {
  user_id: string
  /** newer apps get open_id; '' to answer the older user_id only */
  open_id: string
}

const CODE_TTL_MS = 5 * 60 * 1000
const rand = (n = 16) => crypto.randomBytes(n).toString('hex')

/** Single-use codes that expire: unknown → 40029, used → 40163, like WeChat. */
class CodeBook<T> {
  private readonly codes = new Map<string, { value: T; exp: number; used: boolean }>()
  issue(value: T, ttlMs = CODE_TTL_MS): string {
    const code = rand(12)
    this.codes.set(code, { value, exp: Date.now() + ttlMs, used: false })
    return code
  }
  take(code: string): { ok: true; value: T } | { ok: false; reason: 'unknown' | 'used' } {
    const e = this.codes.get(code)
    if (!e || e.exp <= Date.now()) return { ok: false, reason: 'unknown' }
    if (e.used) return { ok: false, reason: 'used' }
    e.used = true
    return { ok: true, value: e.value }
  }
}

export interface FakePlatforms {
  url: string
  wechat: {
    mp: { appId: string; appSecret: string }
    weapp: { appId: string; appSecret: string }
    /** the user who agrees on the OAuth page from now on */
    setOauthUser(user: Partial<FakeWechatUser>): void
    /** an OAuth code as the authorise page would hand out */
    oauthCode(user: Partial<FakeWechatUser>, scope?: 'snsapi_base' | 'snsapi_userinfo'): string
    /** a wx.login code of the mini-program */
    loginCode(user: Partial<FakeWechatUser>): string
    /** the openid a user has under an appid (openids differ per app, unionids do not) */
    openidOf(appId: string, user: Partial<FakeWechatUser>): string
    /** the session_key the newest jscode2session gave this openid */
    sessionKeyOf(openid: string): string | undefined
    /** a getPhoneNumber button code */
    phoneCode(purePhoneNumber: string, countryCode?: string, appId?: string): string
    /** the jsapi_ticket the fake hands to an official account */
    jsapiTicket(appId: string): string
    /** every access_token issued so far stops working (as after 2 hours) */
    expireAccessTokens(): void
    /** how often each path was called */
    calls: Map<string, number>
    /** the shipping-information uploads accepted so far (upload_shipping_info bodies) */
    shippingReports: Array<Record<string, any>>
    /** the next n uploads answer this errcode (as when WeChat is in trouble) */
    failShippingReports(n: number, errcode?: number): void
  }
  alipay: {
    appId: string
    /** what our server signs with / what the gateway checks with */
    merchantPrivateKey: string
    merchantPublicKey: string
    /** what our server verifies the gateway's answers with */
    platformPublicKey: string
    authCode(user: Partial<FakeAlipayUser>): string
    /** the next answers are signed with a key that is not the platform's */
    forgeSignatures: boolean
    calls: Map<string, number>
  }
  platformsConfig(): PlatformsConfig
  /** the server's environment variables for this fake */
  env(): Record<string, string>
  close(): Promise<void>
}

const defaultWechatUser = (): FakeWechatUser => ({ unionid: 'union-default', nickname: '微信用户', headimgurl: '' })

export async function startFakePlatforms(opts: { port?: number; host?: string } = {}): Promise<FakePlatforms> {
  const host = opts.host ?? '127.0.0.1'
  const mp = { appId: 'wxfakemp0000000001', appSecret: rand() }
  const weapp = { appId: 'wxfakeweapp0000001', appSecret: rand() }
  const apps = new Map([[mp.appId, mp.appSecret], [weapp.appId, weapp.appSecret]])
  const merchant = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const platform = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const forged = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const pem = (k: crypto.KeyObject) => k.export({ type: k.type === 'private' ? 'pkcs8' : 'spki', format: 'pem' }).toString()
  const alipayAppId = '2021000000000001'

  let url = ''
  let oauthUser = defaultWechatUser()
  const oauthCodes = new CodeBook<{ user: FakeWechatUser; scope: string }>()
  const loginCodes = new CodeBook<FakeWechatUser>()
  const phoneCodes = new CodeBook<{ purePhoneNumber: string; countryCode: string; appId: string }>()
  const alipayCodes = new CodeBook<FakeAlipayUser>()
  const snsTokens = new Map<string, { openid: string; scope: string; user: FakeWechatUser }>()
  const sessionKeys = new Map<string, string>()
  /** appid → its current access_token */
  const appTokens = new Map<string, string>()
  const wechatCalls = new Map<string, number>()
  const jsapiTickets = new Map<string, string>()
  const jsapiTicketOf = (appId: string) => {
    if (!jsapiTickets.has(appId)) jsapiTickets.set(appId, `ticket-${rand(12)}`)
    return jsapiTickets.get(appId)!
  }
  const alipayCalls = new Map<string, number>()
  const shippingReports: Array<Record<string, any>> = []
  /** per transaction, as WeChat keeps it: the mode, whether all is delivered, and the one re-shipment */
  const shipped = new Map<string, { mode: number; allDelivered: boolean; reshipped: boolean }>()
  let shippingFailures = { left: 0, errcode: -1 }

  const withUser = (u: Partial<FakeWechatUser>): FakeWechatUser => ({ ...defaultWechatUser(), ...u })
  const openidOf = (appId: string, u: Partial<FakeWechatUser>) =>
    'o' + crypto.createHash('sha256').update(`${appId}:${withUser(u).unionid || u.nickname || ''}`).digest('base64url').slice(0, 27)

  const alipay = {
    appId: alipayAppId,
    merchantPrivateKey: pem(merchant.privateKey),
    merchantPublicKey: pem(merchant.publicKey),
    platformPublicKey: pem(platform.publicKey),
    authCode: (u: Partial<FakeAlipayUser>) => alipayCodes.issue({ user_id: u.user_id ?? `2088${rand(6).slice(0, 12)}`, open_id: u.open_id ?? '' }),
    forgeSignatures: false,
    calls: alipayCalls,
  }

  const wechatErr = (errcode: number, errmsg: string) => ({ errcode, errmsg: `${errmsg} rid: ${rand(4)}` })
  const codeErr = (reason: 'unknown' | 'used') => (reason === 'used' ? wechatErr(40163, 'code been used') : wechatErr(40029, 'invalid code'))
  const checkApp = (appid: string | null, secret: string | null) => {
    if (!appid || !apps.has(appid)) return wechatErr(40013, 'invalid appid')
    if (apps.get(appid) !== secret) return wechatErr(40125, 'invalid appsecret')
    return null
  }

  /** One WeChat API answer; null: not a WeChat path. */
  function wechat(method: string, path: string, qs: URLSearchParams, body: Record<string, any>): { status?: number; json?: unknown; location?: string } | null {
    switch (path) {
      case '/connect/oauth2/authorize': {
        const appid = qs.get('appid')
        const redirect = qs.get('redirect_uri')
        const scope = qs.get('scope') ?? ''
        if (appid !== mp.appId || !redirect || qs.get('response_type') !== 'code' || !['snsapi_base', 'snsapi_userinfo'].includes(scope)) {
          return { status: 400, json: wechatErr(10003, 'redirect_uri or appid or scope invalid') }
        }
        const code = oauthCodes.issue({ user: oauthUser, scope })
        const target = new URL(redirect)
        target.searchParams.set('code', code)
        target.searchParams.set('state', qs.get('state') ?? '')
        return { status: 302, location: target.toString() }
      }
      case '/sns/oauth2/access_token': {
        const bad = checkApp(qs.get('appid'), qs.get('secret'))
        if (bad) return { json: bad }
        if (qs.get('grant_type') !== 'authorization_code') return { json: wechatErr(40002, 'invalid grant_type') }
        const code = qs.get('code')
        if (!code) return { json: wechatErr(41008, 'missing code') }
        const got = oauthCodes.take(code)
        if (!got.ok) return { json: codeErr(got.reason) }
        const openid = openidOf(mp.appId, got.value.user)
        const access_token = rand()
        snsTokens.set(access_token, { openid, scope: got.value.scope, user: got.value.user })
        return {
          json: {
            access_token, expires_in: 7200, refresh_token: rand(), openid, scope: got.value.scope,
            ...(got.value.user.unionid ? { unionid: got.value.user.unionid } : {}),
          },
        }
      }
      case '/sns/userinfo': {
        const t = snsTokens.get(qs.get('access_token') ?? '')
        if (!t || t.openid !== qs.get('openid')) return { json: wechatErr(40001, 'invalid credential, access_token is invalid or not latest') }
        if (t.scope !== 'snsapi_userinfo') return { json: wechatErr(48001, 'api unauthorized') }
        return {
          json: {
            openid: t.openid, nickname: t.user.nickname, sex: 0, province: '', city: '', country: '', headimgurl: t.user.headimgurl, privilege: [],
            ...(t.user.unionid ? { unionid: t.user.unionid } : {}),
          },
        }
      }
      case '/sns/jscode2session': {
        const bad = checkApp(qs.get('appid'), qs.get('secret'))
        if (bad) return { json: bad }
        const code = qs.get('js_code')
        if (!code) return { json: wechatErr(41008, 'missing code') }
        const got = loginCodes.take(code)
        if (!got.ok) return { json: codeErr(got.reason) }
        const openid = openidOf(qs.get('appid')!, got.value)
        const session_key = crypto.randomBytes(16).toString('base64')
        sessionKeys.set(openid, session_key)
        return { json: { openid, session_key, ...(got.value.unionid ? { unionid: got.value.unionid } : {}) } }
      }
      case '/cgi-bin/stable_token': {
        if (method !== 'POST') return { json: wechatErr(43002, 'require POST method') }
        if (body.grant_type !== 'client_credential') return { json: wechatErr(40002, 'invalid grant_type') }
        const bad = checkApp(body.appid, body.secret)
        if (bad) return { json: bad }
        let token = appTokens.get(body.appid)
        if (!token || body.force_refresh === true) appTokens.set(body.appid, (token = rand()))
        return { json: { access_token: token, expires_in: 7200 } }
      }
      case '/cgi-bin/ticket/getticket': {
        const appId = [...appTokens].find(([, t]) => t === (qs.get('access_token') ?? ''))?.[0]
        if (!appId) return { json: wechatErr(40001, 'invalid credential, access_token is invalid or not latest') }
        if (qs.get('type') !== 'jsapi') return { json: wechatErr(40097, 'invalid args') }
        return { json: { errcode: 0, errmsg: 'ok', ticket: jsapiTicketOf(appId), expires_in: 7200 } }
      }
      case '/wxa/business/getuserphonenumber': {
        if (method !== 'POST') return { json: wechatErr(43002, 'require POST method') }
        const token = qs.get('access_token') ?? ''
        const appId = [...appTokens].find(([, t]) => t === token)?.[0]
        if (!appId) return { json: wechatErr(40001, 'invalid credential, access_token is invalid or not latest') }
        if (!body.code) return { json: wechatErr(41008, 'missing code') }
        const got = phoneCodes.take(String(body.code))
        if (!got.ok || got.value.appId !== appId) return { json: got.ok ? wechatErr(40029, 'invalid code') : codeErr(got.reason) }
        const { purePhoneNumber, countryCode } = got.value
        return {
          json: {
            errcode: 0, errmsg: 'ok',
            phone_info: { phoneNumber: countryCode === '86' ? purePhoneNumber : `+${countryCode}${purePhoneNumber}`, purePhoneNumber, countryCode, watermark: { timestamp: Math.floor(Date.now() / 1000), appid: appId } },
          },
        }
      }
      case '/wxa/sec/order/upload_shipping_info': {
        if (method !== 'POST') return { json: wechatErr(43002, 'require POST method') }
        const appId = [...appTokens].find(([, t]) => t === (qs.get('access_token') ?? ''))?.[0]
        if (!appId) return { json: wechatErr(40001, 'invalid credential, access_token is invalid or not latest') }
        if (shippingFailures.left > 0) {
          shippingFailures.left--
          return { json: wechatErr(shippingFailures.errcode, 'system error') }
        }
        // the documented required fields and enumerations (发货信息录入接口)
        const key = body.order_key ?? {}
        const list: any[] = Array.isArray(body.shipping_list) ? body.shipping_list : []
        const typeOk = [1, 2, 3, 4].includes(body.logistics_type) && [1, 2].includes(body.delivery_mode)
        const keyOk = key.order_number_type === 2 ? !!key.transaction_id : key.order_number_type === 1 && !!key.mchid && !!key.out_trade_no
        const listOk = list.length >= 1 && list.length <= 15 && list.every((i) => typeof i.item_desc === 'string' && i.item_desc.length >= 1 &&
          (body.logistics_type !== 1 || (!!i.tracking_no && !!i.express_company)))
        const timeOk = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?\+08:00$/.test(String(body.upload_time ?? ''))
        if (!typeOk || !keyOk || !listOk || !timeOk || !body.payer?.openid) return { json: wechatErr(47001, 'data format error') }
        // the rules WeChat answers with its own codes
        if (list.length > 15) return { json: wechatErr(10060024, '物流信息列表太长') }
        if (body.delivery_mode === 2 && body.logistics_type !== 1) return { json: wechatErr(10060006, '非快递发货时不允许分拆发货') }
        if (body.delivery_mode === 2 && typeof body.is_all_delivered !== 'boolean') return { json: wechatErr(10060007, '分拆发货模式下必须填写is_all_delivered字段') }
        if (body.delivery_mode === 1 && list.length !== 1) return { json: wechatErr(268485228, '统一发货模式下,物流信息列表长度必须为1') }
        const txKey = String(key.transaction_id ?? `${key.mchid}:${key.out_trade_no}`)
        const state = shipped.get(txKey)
        const allDelivered = body.delivery_mode === 1 || body.is_all_delivered === true
        // a payment shipped in full, or a change of mode, is re-shipped: WeChat allows that once
        if (state && (state.allDelivered || state.mode !== body.delivery_mode)) {
          if (state.reshipped) return { json: wechatErr(10060003, '支付单已使用重新发货机会') }
          state.reshipped = true
        }
        shipped.set(txKey, { mode: body.delivery_mode, allDelivered, reshipped: state?.reshipped ?? false })
        shippingReports.push({ appId, ...body })
        return { json: { errcode: 0, errmsg: 'ok' } }
      }
      default:
        return null
    }
  }

  /** The gateway: the signature over our parameters first, then the method. Answers are signed JSON text. */
  function alipayGateway(params: Record<string, string>): string {
    const answer = (field: string, payload: Record<string, unknown>) => {
      const text = JSON.stringify(payload)
      const key = alipay.forgeSignatures ? forged.privateKey : platform.privateKey
      return `{"${field}":${text},"sign":"${rsa2Sign(text, key)}"}`
    }
    const error = (sub_code: string, sub_msg: string, code = '40002', msg = 'Invalid Arguments') => answer('error_response', { code, msg, sub_code, sub_msg })
    if (params.app_id !== alipayAppId) return error('isv.invalid-app-id', '无效的AppID参数')
    if (params.sign_type !== 'RSA2') return error('isv.invalid-signature-type', '无效的签名类型')
    if (!params.sign || !rsa2Verify(alipaySignContent(params), params.sign, merchant.publicKey)) return error('isv.invalid-signature', '验签出错')
    if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(params.timestamp ?? '')) return error('isv.invalid-timestamp', '非法的时间戳参数')
    if (params.method !== 'alipay.system.oauth.token') return error('isv.invalid-method', '不存在的方法名', '40004', 'Business Failed')
    if (params.grant_type !== 'authorization_code') return error('isv.grant-type-invalid', 'grant_type参数不正确')
    const got = alipayCodes.take(params.code ?? '')
    if (!got.ok) return error('isv.code-invalid', '授权码code无效')
    const u = got.value
    return answer('alipay_system_oauth_token_response', {
      user_id: u.user_id, ...(u.open_id ? { open_id: u.open_id } : {}), access_token: `authusrB${rand(8)}`, expires_in: 1296000,
      refresh_token: `authusrB${rand(8)}`, re_expires_in: 2592000, auth_start: new Date().toISOString().slice(0, 19).replace('T', ' '),
    })
  }

  /** Journeys steer the fake over HTTP with these. */
  function control(path: string, body: Record<string, any>): unknown | null {
    switch (path) {
      case '/__fake/wechat/oauth-user':
        oauthUser = withUser(body)
        return { openid: openidOf(mp.appId, oauthUser), ...oauthUser }
      case '/__fake/wechat/login-code': {
        const user = withUser(body)
        return { code: loginCodes.issue(user), openid: openidOf(weapp.appId, user) }
      }
      case '/__fake/wechat/phone-code':
        return { code: phoneCodes.issue({ purePhoneNumber: String(body.purePhoneNumber ?? body.phone ?? ''), countryCode: String(body.countryCode ?? '86'), appId: weapp.appId }) }
      case '/__fake/alipay/auth-code':
        return { code: alipay.authCode(body) }
      default:
        return null
    }
  }

  // a 1x1 PNG for head images
  const avatar = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64')

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      try {
        const u = new URL(req.url ?? '/', 'http://fake')
        const raw = Buffer.concat(chunks).toString('utf8')
        const type = String(req.headers['content-type'] ?? '')
        const send = (status: number, text: string, contentType = 'application/json; charset=utf-8') => {
          res.writeHead(status, { 'content-type': contentType })
          res.end(text)
        }
        if (u.pathname === '/__fake/avatar.png') {
          res.writeHead(200, { 'content-type': 'image/png' })
          return res.end(avatar)
        }
        if (u.pathname.endsWith('/gateway.do')) {
          const params: Record<string, string> = Object.fromEntries(u.searchParams)
          if (type.includes('application/x-www-form-urlencoded')) Object.assign(params, Object.fromEntries(new URLSearchParams(raw)))
          alipayCalls.set(params.method ?? '', (alipayCalls.get(params.method ?? '') ?? 0) + 1)
          return send(200, alipayGateway(params))
        }
        if (u.pathname === '/oauth2/publicAppAuthorize.htm') {
          const redirect = u.searchParams.get('redirect_uri')
          if (u.searchParams.get('app_id') !== alipayAppId || !redirect) return send(400, 'invalid app_id or redirect_uri', 'text/plain')
          const target = new URL(redirect)
          target.searchParams.set('app_id', alipayAppId)
          target.searchParams.set('source', 'alipay_wallet')
          target.searchParams.set('scope', u.searchParams.get('scope') ?? 'auth_base')
          target.searchParams.set('auth_code', alipay.authCode({ user_id: '2088000000000001' }))
          target.searchParams.set('state', u.searchParams.get('state') ?? '')
          res.writeHead(302, { location: target.toString() })
          return res.end()
        }
        let body: Record<string, any> = {}
        if (raw) {
          try {
            body = type.includes('json') ? JSON.parse(raw) : Object.fromEntries(new URLSearchParams(raw))
          } catch {
            return send(200, JSON.stringify(wechatErr(47001, 'data format error')))
          }
        }
        if (u.pathname.startsWith('/__fake/')) {
          const out = req.method === 'POST' ? control(u.pathname, body) : null
          return out === null ? send(404, '{"error":"unknown control"}') : send(200, JSON.stringify(out))
        }
        const answer = wechat(req.method ?? 'GET', u.pathname, u.searchParams, body)
        if (!answer) return send(404, JSON.stringify(wechatErr(-1, 'not found')))
        wechatCalls.set(u.pathname, (wechatCalls.get(u.pathname) ?? 0) + 1)
        if (answer.location) {
          res.writeHead(302, { location: answer.location })
          return res.end()
        }
        return send(answer.status ?? 200, JSON.stringify(answer.json))
      } catch (err) {
        res.writeHead(500)
        res.end(String(err))
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, host, resolve))
  url = `http://${host}:${(server.address() as AddressInfo).port}`

  const fake: FakePlatforms = {
    url,
    wechat: {
      mp,
      weapp,
      setOauthUser: (u) => {
        oauthUser = withUser(u)
      },
      oauthCode: (u, scope = 'snsapi_base') => oauthCodes.issue({ user: withUser(u), scope }),
      loginCode: (u) => loginCodes.issue(withUser(u)),
      openidOf,
      sessionKeyOf: (openid) => sessionKeys.get(openid),
      phoneCode: (purePhoneNumber, countryCode = '86', appId = weapp.appId) => phoneCodes.issue({ purePhoneNumber, countryCode, appId }),
      jsapiTicket: (appId: string) => jsapiTicketOf(appId),
      expireAccessTokens: () => {
        // the old tokens now answer 40001; the next stable_token call hands out a new one
        appTokens.clear()
      },
      calls: wechatCalls,
      shippingReports,
      failShippingReports: (n, errcode = -1) => {
        shippingFailures = { left: n, errcode }
      },
    },
    alipay,
    platformsConfig: () => ({
      wechatApiBase: url,
      wechatOpenBase: url,
      alipayGateway: `${url}/gateway.do`,
      alipayAuthBase: url,
      wechatMp: { ...mp },
      wechatWeapp: { ...weapp },
      alipay: { appId: alipayAppId, privateKey: alipay.merchantPrivateKey, publicKey: alipay.platformPublicKey },
    }),
    env: () => ({
      WECHAT_API_BASE: url,
      WECHAT_OPEN_BASE: url,
      WECHAT_MP_APPID: mp.appId,
      WECHAT_MP_SECRET: mp.appSecret,
      WECHAT_WEAPP_APPID: weapp.appId,
      WECHAT_WEAPP_SECRET: weapp.appSecret,
      ALIPAY_GATEWAY: `${url}/gateway.do`,
      ALIPAY_AUTH_BASE: url,
      ALIPAY_APPID: alipayAppId,
      ALIPAY_PRIVATE_KEY: alipay.merchantPrivateKey,
      ALIPAY_PUBLIC_KEY: alipay.platformPublicKey,
    }),
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
  }
  return fake
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.FAKE_PLATFORMS_PORT ?? 0)
  const fake = await startFakePlatforms({ port })
  process.stdout.write(`${JSON.stringify({ url: fake.url, env: fake.env() })}\n`)
  const stop = () => void fake.close().then(() => process.exit(0))
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

import crypto from 'node:crypto'
import fs from 'node:fs'
import { loadPrivateKey, loadPublicKey } from '../../alipay/alipay.client.js'
import { stableAccessToken, WechatApiError, type WechatAppCredentials } from '../../wechat/wechat.client.js'
import type { PlatformsConfig } from '../../../config.js'
import type { KeyValueStore } from '../../../infra/kv.js'
import { registerChannel } from '../pay.registry.js'
import type {
  GatewayQuery, GatewayRefund, NotifyAnswer, PayChannel, PayClientKind, PrepayRequest, PrepayResult, RefundRequest, VerifiedNotify,
} from '../pay.channel.js'

/**
 * WeChat Pay API v3 (docs/platforms.md): every request signed with the merchant key
 * (`METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n`, SHA256withRSA), every answer and notification
 * verified with the WeChat Pay public key named by Wechatpay-Serial (`TIMESTAMP\nNONCE\nBODY\n`),
 * notifications decrypted with AEAD_AES_256_GCM under the APIv3 key.
 */
export interface WechatPayConfig {
  mchid: string
  /** the mini-program's app id (weapp payers' openids belong to it) */
  appIdMp?: string
  /** the official account's app id (openids from OAuth in the WeChat browser) */
  appIdOa?: string
  /** the merchant API private key */
  privateKey: crypto.KeyObject
  /** the serial number of the merchant API certificate */
  serial: string
  /** 32 ASCII bytes */
  apiV3Key: string
  /** the WeChat Pay public key(s) by their id (PUB_KEY_ID_…), as Wechatpay-Serial names them */
  platformKeys: Record<string, crypto.KeyObject>
  /** https://api.mch.weixin.qq.com */
  baseUrl: string
}

export const WECHATPAY_BASE_URL = 'https://api.mch.weixin.qq.com'
/** answers and notifications older (or newer) than this are refused: a replay */
export const WECHATPAY_MAX_SKEW_SECONDS = 300
/** A parsed WeChat Pay answer: read field by field (null when the body was not JSON). */
type WechatJson = Record<string, unknown> | null

const TIMEOUT_MS = 8000

/** A PEM or base64 key given inline, or the path of a file holding it. */
export function keyMaterial(value: string): string {
  const v = value.trim()
  if (!v.includes('-----BEGIN') && v.length < 4096 && fs.existsSync(v)) return fs.readFileSync(v, 'utf8')
  return v
}

/** The channel's configuration from the environment; null when WeChat Pay is not configured. */
export function wechatPayConfigFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): WechatPayConfig | null {
  const mchid = env.WECHATPAY_MCHID
  // the payer's openid belongs to the app that logged them in, so without pay app ids the login apps
  // are taken; once either is set, both are exactly as set
  const explicit = !!(env.WECHATPAY_APPID_MP || env.WECHATPAY_APPID_OA)
  const appIdMp = (explicit ? env.WECHATPAY_APPID_MP : env.WECHAT_WEAPP_APPID) || undefined
  const appIdOa = (explicit ? env.WECHATPAY_APPID_OA : env.WECHAT_MP_APPID || env.WECHAT_APPID) || undefined
  const { WECHATPAY_PRIVATE_KEY: priv, WECHATPAY_SERIAL: serial, WECHATPAY_APIV3_KEY: v3, WECHATPAY_PUBLIC_KEY: pub, WECHATPAY_PUBLIC_KEY_ID: pubId } = env
  if (!mchid || !priv || !serial || !v3 || !pub || !pubId || (!appIdMp && !appIdOa)) return null
  if (Buffer.byteLength(v3, 'utf8') !== 32) throw new Error('WECHATPAY_APIV3_KEY must be 32 bytes')
  return {
    mchid,
    appIdMp,
    appIdOa,
    privateKey: loadPrivateKey(keyMaterial(priv)),
    serial,
    apiV3Key: v3,
    platformKeys: { [pubId]: loadPublicKey(keyMaterial(pub)) },
    baseUrl: (env.WECHATPAY_BASE_URL || WECHATPAY_BASE_URL).replace(/\/+$/, ''),
  }
}

/** A refusal of the gateway (its {code, message}) or an answer we could not trust. */
export class WechatPayError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(`wechatpay ${status} ${code}: ${message}`)
    this.name = 'WechatPayError'
  }
}

export const nonceStr = () => crypto.randomBytes(16).toString('hex')
const nowSec = () => Math.floor(Date.now() / 1000)

export function rsaSign(message: string, key: crypto.KeyObject): string {
  return crypto.createSign('RSA-SHA256').update(message, 'utf8').sign(key, 'base64')
}

export function rsaVerify(message: string, signature: string, key: crypto.KeyObject): boolean {
  try {
    return crypto.createVerify('RSA-SHA256').update(message, 'utf8').verify(key, signature, 'base64')
  } catch {
    return false
  }
}

/** The string a request signature covers; `pathAndQuery` is the URL's path with its query (no host). */
export const requestSignMessage = (method: string, pathAndQuery: string, timestamp: string, nonce: string, body: string) =>
  `${method}\n${pathAndQuery}\n${timestamp}\n${nonce}\n${body}\n`

/** The string an answer's or notification's signature covers. */
export const responseSignMessage = (timestamp: string, nonce: string, body: string) => `${timestamp}\n${nonce}\n${body}\n`

export function authorizationHeader(p: { mchid: string; serial: string; privateKey: crypto.KeyObject; method: string; pathAndQuery: string; body: string; timestamp?: string; nonce?: string }): string {
  const timestamp = p.timestamp ?? String(nowSec())
  const nonce = p.nonce ?? nonceStr()
  const signature = rsaSign(requestSignMessage(p.method, p.pathAndQuery, timestamp, nonce, p.body), p.privateKey)
  return `WECHATPAY2-SHA256-RSA2048 mchid="${p.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${p.serial}"`
}

/** The fields of an Authorization header (for the fake gateway); null when it is not ours. */
export function parseAuthorization(header: string | undefined): Record<string, string> | null {
  const prefix = 'WECHATPAY2-SHA256-RSA2048 '
  if (!header?.startsWith(prefix)) return null
  const out: Record<string, string> = {}
  for (const m of header.slice(prefix.length).matchAll(/(\w+)="([^"]*)"/g)) out[m[1]] = m[2]
  return out
}

const header = (headers: Record<string, string | string[] | undefined>, name: string): string => {
  const lower = name.toLowerCase()
  for (const [k, v] of Object.entries(headers)) if (k.toLowerCase() === lower) return Array.isArray(v) ? v[0] ?? '' : v ?? ''
  return ''
}

/**
 * Checks Wechatpay-Timestamp / -Nonce / -Signature / -Serial over the raw body: the key must be one we
 * hold, the time within five minutes of ours. Throws a WechatPayError otherwise.
 */
export function verifyWechatpaySignature(
  headers: Record<string, string | string[] | undefined>, body: string, keys: Record<string, crypto.KeyObject>, now = nowSec(),
): void {
  const timestamp = header(headers, 'Wechatpay-Timestamp')
  const nonce = header(headers, 'Wechatpay-Nonce')
  const signature = header(headers, 'Wechatpay-Signature')
  const serial = header(headers, 'Wechatpay-Serial')
  if (!timestamp || !nonce || !signature || !serial) throw new WechatPayError(0, 'SIGN_MISSING', 'no Wechatpay signature headers')
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now - Number(timestamp)) > WECHATPAY_MAX_SKEW_SECONDS) {
    throw new WechatPayError(0, 'SIGN_EXPIRED', 'Wechatpay-Timestamp is more than 5 minutes off')
  }
  const key = Object.hasOwn(keys, serial) ? keys[serial] : undefined
  if (!key) throw new WechatPayError(0, 'SIGN_UNKNOWN_SERIAL', `no WeChat Pay public key ${serial}`)
  if (!rsaVerify(responseSignMessage(timestamp, nonce, body), signature, key)) throw new WechatPayError(0, 'SIGN_INVALID', 'Wechatpay-Signature does not verify')
}

export interface EncryptedResource {
  algorithm: string
  ciphertext: string
  associated_data?: string
  nonce: string
  original_type?: string
}

/** AEAD_AES_256_GCM: key = the APIv3 key's bytes, the last 16 bytes of the ciphertext are the tag. */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new WechatPayError(0, 'BAD_RESOURCE', `unknown algorithm ${resource.algorithm}`)
  const data = Buffer.from(resource.ciphertext, 'base64')
  if (data.length < 17) throw new WechatPayError(0, 'BAD_RESOURCE', 'ciphertext too short')
  const decipher = crypto.createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'))
  decipher.setAuthTag(data.subarray(data.length - 16))
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'))
  try {
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8')
  } catch {
    throw new WechatPayError(0, 'BAD_RESOURCE', 'the resource does not decrypt (wrong APIv3 key or tampered)')
  }
}

/** The inverse, for the fake gateway and tests. */
export function encryptResource(plaintext: string, apiV3Key: string, associatedData = 'transaction', nonce = crypto.randomBytes(6).toString('hex')): EncryptedResource {
  const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'))
  cipher.setAAD(Buffer.from(associatedData, 'utf8'))
  const enc = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext: enc.toString('base64'), associated_data: associatedData, nonce }
}

/** The requestPayment / getBrandWCPayRequest parameters for a prepay_id. */
export function jsapiPayParams(appId: string, prepayId: string, privateKey: crypto.KeyObject, timeStamp = String(nowSec()), nonce = nonceStr()): Record<string, string> {
  const pkg = `prepay_id=${prepayId}`
  return { appId, timeStamp, nonceStr: nonce, package: pkg, signType: 'RSA', paySign: rsaSign(`${appId}\n${timeStamp}\n${nonce}\n${pkg}\n`, privateKey) }
}

/** RFC 3339 in Beijing time, as WeChat writes it: 2018-06-08T10:34:56+08:00. */
export function rfc3339Beijing(unixSeconds: number, withMillis = false): string {
  const iso = new Date(unixSeconds * 1000 + 8 * 3600 * 1000).toISOString()
  return `${withMillis ? iso.slice(0, 23) : iso.slice(0, 19)}+08:00`
}

/** Cuts a UTF-8 string to at most `max` bytes without splitting a character. */
export function truncateUtf8(s: string, max: number): string {
  if (Buffer.byteLength(s, 'utf8') <= max) return s
  let out = ''
  for (const ch of s) {
    if (Buffer.byteLength(out + ch, 'utf8') > max) break
    out += ch
  }
  return out
}

/** WeChat's refund status: SUCCESS, PROCESSING, and the two that end a refund without money back */
const REFUND_STATE: Record<string, GatewayRefund['state']> = { SUCCESS: 'success', PROCESSING: 'processing', CLOSED: 'failed', ABNORMAL: 'failed' }

const TRADE_STATE: Record<string, GatewayQuery['state']> = {
  SUCCESS: 'paid',
  REFUND: 'paid', // paid, then (partly) refunded
  NOTPAY: 'notpaid',
  USERPAYING: 'notpaid',
  PAYERROR: 'notpaid',
  CLOSED: 'closed',
  REVOKED: 'closed',
}

export class WechatPayChannel implements PayChannel {
  readonly payType = 'wechatpay'
  readonly appId: string
  readonly appIds: readonly string[]
  readonly merchantId: string

  constructor(readonly config: WechatPayConfig) {
    this.appIds = [config.appIdMp, config.appIdOa].filter((a): a is string => !!a)
    if (!this.appIds.length) throw new Error('WeChat Pay needs the mini-program or the official-account app id')
    this.appId = this.appIds[0]
    this.merchantId = config.mchid
  }

  supports(kind: PayClientKind): boolean {
    if (kind === 'weapp') return !!this.config.appIdMp
    if (kind === 'wechat_h5') return !!this.config.appIdOa
    return kind === 'h5'
  }

  /** One signed call; the answer is verified before it is read, whatever its status. */
  async call(method: 'GET' | 'POST', pathAndQuery: string, payload?: unknown): Promise<{ status: number; body: WechatJson }> {
    const body = payload === undefined ? '' : JSON.stringify(payload)
    const auth = authorizationHeader({ mchid: this.config.mchid, serial: this.config.serial, privateKey: this.config.privateKey, method, pathAndQuery, body })
    let res: Response
    let text: string
    try {
      res = await fetch(`${this.config.baseUrl}${pathAndQuery}`, {
        method,
        headers: { authorization: auth, accept: 'application/json', 'user-agent': 'open-mall-server', ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
        body: payload === undefined ? undefined : body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      text = await res.text()
    } catch (err) {
      throw new WechatPayError(0, 'UNREACHABLE', (err as Error).message)
    }
    try {
      verifyWechatpaySignature(Object.fromEntries(res.headers), text, this.config.platformKeys)
    } catch (err) {
      const e = err as WechatPayError
      throw new WechatPayError(res.status, e.code, `unverifiable answer (HTTP ${res.status}): ${e.message}`)
    }
    let json: WechatJson = null
    if (text) {
      try {
        json = JSON.parse(text)
      } catch {
        throw new WechatPayError(res.status, 'BAD_ANSWER', 'not JSON')
      }
    }
    return { status: res.status, body: json }
  }

  private fail(r: { status: number; body: WechatJson }): never {
    throw new WechatPayError(r.status, String(r.body?.code ?? 'HTTP_' + r.status), String(r.body?.message ?? ''))
  }

  async prepay(req: PrepayRequest): Promise<PrepayResult> {
    if (!Number.isSafeInteger(req.amount) || req.amount <= 0) throw new Error('amount must be a positive integer of fen')
    const common = {
      mchid: this.config.mchid,
      description: truncateUtf8(req.description || req.attemptNo, 127),
      out_trade_no: req.attemptNo,
      time_expire: rfc3339Beijing(req.expiresAt),
      // optional for refunds: without a public base the sweep's query finishes the refund
      ...(req.notifyUrl ? { notify_url: req.notifyUrl } : {}),
      amount: { total: req.amount, currency: 'CNY' },
    }
    if (req.clientKind === 'weapp' || req.clientKind === 'wechat_h5') {
      const appid = req.clientKind === 'weapp' ? this.config.appIdMp : this.config.appIdOa
      if (!appid) throw new Error(`WeChat Pay has no app id for ${req.clientKind}`)
      if (!req.openid) throw new Error('a JSAPI payment needs the payer openid')
      const r = await this.call('POST', '/v3/pay/transactions/jsapi', { appid, ...common, payer: { openid: req.openid } })
      if (r.status !== 200 || typeof r.body?.prepay_id !== 'string') this.fail(r)
      return { type: 'jsapi', data: jsapiPayParams(appid, r.body.prepay_id, this.config.privateKey) }
    }
    if (req.clientKind === 'h5') {
      const appid = this.config.appIdOa ?? this.config.appIdMp!
      const r = await this.call('POST', '/v3/pay/transactions/h5', {
        appid, ...common, scene_info: { payer_client_ip: req.clientIp, h5_info: { type: 'Wap' } },
      })
      if (r.status !== 200 || typeof r.body?.h5_url !== 'string') this.fail(r)
      const url = `${r.body.h5_url}&redirect_url=${encodeURIComponent(req.returnUrl)}`
      return { type: 'url', url, data: { url } }
    }
    throw new Error(`WeChat Pay does not serve ${req.clientKind}`)
  }

  async close(attemptNo: string): Promise<void> {
    const r = await this.call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(attemptNo)}/close`, { mchid: this.config.mchid })
    if (r.status === 204 || r.status === 200) return
    // never created at the gateway: nothing to close
    if (r.body?.code === 'ORDER_NOT_EXIST') return
    this.fail(r)
  }

  async query(attemptNo: string): Promise<GatewayQuery> {
    const r = await this.call('GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(attemptNo)}?mchid=${encodeURIComponent(this.config.mchid)}`)
    if (r.body?.code === 'ORDER_NOT_EXIST') return { state: 'notfound', tradeNo: '', amount: 0 }
    if (r.status !== 200 || typeof r.body?.trade_state !== 'string') this.fail(r)
    if (r.body.out_trade_no !== attemptNo || r.body.mchid !== this.config.mchid) throw new WechatPayError(r.status, 'BAD_ANSWER', 'the answer names another order')
    const state = TRADE_STATE[r.body.trade_state]
    if (!state) throw new WechatPayError(r.status, 'BAD_ANSWER', `unknown trade_state ${r.body.trade_state}`)
    return { state, tradeNo: String(r.body.transaction_id ?? ''), amount: Number((r.body.amount as { total?: unknown } | undefined)?.total ?? 0) }
  }

  /** REFUND.SUCCESS / REFUND.ABNORMAL / REFUND.CLOSED: the same signed, encrypted envelope as a payment's */
  async parseRefundNotify(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<{ refundNo: string; attemptNo: string }> {
    const t = this.decryptNotify(headers, rawBody)
    if (typeof t?.out_refund_no !== 'string' || !t.out_refund_no || typeof t.out_trade_no !== 'string') {
      throw new WechatPayError(0, 'BAD_NOTIFY', 'the refund lacks out_refund_no or out_trade_no')
    }
    if (t.mchid !== undefined && String(t.mchid) !== this.merchantId) throw new WechatPayError(0, 'BAD_NOTIFY', 'another merchant')
    return { refundNo: t.out_refund_no, attemptNo: t.out_trade_no }
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the decrypted resource: each caller checks the fields it reads
  private decryptNotify(headers: Record<string, string | string[] | undefined>, rawBody: string): any {
    verifyWechatpaySignature(headers, rawBody, this.config.platformKeys)
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- checked below before it is read
    let envelope: any
    try {
      envelope = JSON.parse(rawBody)
    } catch {
      throw new WechatPayError(0, 'BAD_NOTIFY', 'not JSON')
    }
    if (!envelope?.resource || typeof envelope.resource.ciphertext !== 'string' || typeof envelope.resource.nonce !== 'string') {
      throw new WechatPayError(0, 'BAD_NOTIFY', 'no encrypted resource')
    }
    try {
      return JSON.parse(decryptResource(envelope.resource, this.config.apiV3Key))
    } catch (err) {
      if (err instanceof WechatPayError) throw err
      throw new WechatPayError(0, 'BAD_NOTIFY', 'the resource is not JSON')
    }
  }

  async parseNotify(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<VerifiedNotify> {
    const t = this.decryptNotify(headers, rawBody)
    const total = t?.amount?.total
    if (typeof t?.out_trade_no !== 'string' || !t.out_trade_no || !Number.isSafeInteger(total) || total < 0 || typeof t.trade_state !== 'string') {
      throw new WechatPayError(0, 'BAD_NOTIFY', 'the transaction lacks out_trade_no, amount or trade_state')
    }
    return {
      attemptNo: t.out_trade_no,
      tradeNo: String(t.transaction_id ?? ''),
      amount: total,
      paid: t.trade_state === 'SUCCESS',
      appId: String(t.appid ?? ''),
      merchantId: String(t.mchid ?? ''),
    }
  }

  /**
   * POST /v3/refund/domestic/refunds. The same out_refund_no on every retry: WeChat answers the refund
   * it already has instead of paying twice. WeChat takes at most 50 partial refunds of one payment;
   * the refund service counts them before calling.
   */
  async refund(req: RefundRequest): Promise<GatewayRefund> {
    if (!Number.isSafeInteger(req.amount) || req.amount <= 0 || !Number.isSafeInteger(req.total) || req.amount > req.total) {
      throw new Error('refund amount must be a positive integer of fen, at most the total')
    }
    const r = await this.call('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: req.attemptNo,
      out_refund_no: req.refundNo,
      ...(req.reason ? { reason: truncateUtf8(req.reason, 80) } : {}),
      notify_url: req.notifyUrl,
      amount: { refund: req.amount, total: req.total, currency: 'CNY' },
    })
    if (r.status !== 200) this.fail(r)
    return this.refundOf(r, req.refundNo)
  }

  async queryRefund({ refundNo }: { attemptNo: string; refundNo: string }): Promise<GatewayRefund> {
    const r = await this.call('GET', `/v3/refund/domestic/refunds/${encodeURIComponent(refundNo)}`)
    if (r.body?.code === 'RESOURCE_NOT_EXISTS') return { state: 'notfound', refundNo, refundId: '', amount: 0 }
    if (r.status !== 200) this.fail(r)
    return this.refundOf(r, refundNo)
  }

  private refundOf(r: { status: number; body: WechatJson }, refundNo: string): GatewayRefund {
    if (r.body?.out_refund_no !== refundNo) throw new WechatPayError(r.status, 'BAD_ANSWER', 'the answer names another refund')
    const state = REFUND_STATE[String(r.body.status)]
    if (!state) throw new WechatPayError(r.status, 'BAD_ANSWER', `unknown refund status ${r.body.status}`)
    const amount = Number((r.body.amount as { refund?: unknown } | undefined)?.refund)
    if (!Number.isSafeInteger(amount) || amount < 0) throw new WechatPayError(r.status, 'BAD_ANSWER', 'no refund amount')
    return { state, refundNo, refundId: String(r.body.refund_id ?? ''), amount }
  }

  notifyAnswer(accepted: boolean): NotifyAnswer {
    // WeChat retries anything but 2xx, for 24 hours; a refusal is the caller's fault (4xx), never a 500 that hides a real one
    return accepted
      ? { status: 204, contentType: 'application/json; charset=utf-8', body: '' }
      : { status: 400, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'FAIL', message: 'not accepted' }) }
  }
}

registerChannel('wechatpay', ({ settings }) => {
  const config = wechatPayConfigFromEnv(settings)
  return config ? new WechatPayChannel(config) : null
}, { order: 10 })

// ---------------------------------------------------------------------------------------------------
// Mini-program shipping information (发货信息录入): a mini-program that takes WeChat Pay must report
// each shipment, or WeChat holds the settlement.

export interface ShippingItem {
  /** express only */
  trackingNo?: string
  /** WeChat's express company code (e.g. 'SF', 'STO'); express only */
  expressCompany?: string
  /** what is in the parcel (<= 120 characters) */
  itemDesc: string
  /** masked phone numbers; SF requires one of them */
  contact?: { consignorContact?: string; receiverContact?: string }
}

export interface ShippingReport {
  transactionId: string
  payerOpenid: string
  /** 1 express, 2 same-city delivery, 3 virtual goods, 4 pickup by the buyer */
  logisticsType: 1 | 2 | 3 | 4
  /** 1 everything in one go (one parcel), 2 split over several parcels and reports (express only) */
  deliveryMode?: 1 | 2
  /** delivery_mode 2: true once everything of the payment is delivered (WeChat tells the buyer then) */
  isAllDelivered?: boolean
  shippingList: ShippingItem[]
  /** Unix seconds; now by default */
  uploadTime?: number
}

/** Answers the mini-program's access_token; forceRefresh after WeChat refused the cached one. */
export type AccessTokenGetter = (forceRefresh: boolean) => Promise<string>

/** The stable access_token of the mini-program (modules/wechat), cached in the key-value store. */
export const weappAccessTokenGetter = (apiBase: string, app: WechatAppCredentials, kv: KeyValueStore): AccessTokenGetter =>
  (force) => stableAccessToken(apiBase, app, kv, force)

/** The reporter for the configured mini-program (config.platforms), or null when it has none. */
export function weappShippingReporter(platforms: PlatformsConfig | undefined, kv: KeyValueStore): ((r: ShippingReport) => Promise<void>) | null {
  if (!platforms?.wechatWeapp) return null
  const getter = weappAccessTokenGetter(platforms.wechatApiBase, platforms.wechatWeapp, kv)
  return (r) => reportShipping(platforms.wechatApiBase, getter, r)
}

const TOKEN_ERRCODES = new Set([40001, 40014, 42001])
/** parcels one WeChat payment can be reported with (发货信息录入: shipping_list 1..15) */
export const SHIPPING_LIST_MAX = 15

export function shippingInfoBody(r: ShippingReport): Record<string, unknown> {
  const mode = r.deliveryMode ?? 1
  return {
    order_key: { order_number_type: 2, transaction_id: r.transactionId },
    logistics_type: r.logisticsType,
    delivery_mode: mode,
    ...(mode === 2 ? { is_all_delivered: !!r.isAllDelivered } : {}),
    shipping_list: r.shippingList.map((s) => ({
      ...(s.trackingNo ? { tracking_no: s.trackingNo } : {}),
      ...(s.expressCompany ? { express_company: s.expressCompany } : {}),
      item_desc: s.itemDesc.slice(0, 120),
      ...(s.contact ? { contact: { ...(s.contact.consignorContact ? { consignor_contact: s.contact.consignorContact } : {}), ...(s.contact.receiverContact ? { receiver_contact: s.contact.receiverContact } : {}) } } : {}),
    })),
    upload_time: rfc3339Beijing(r.uploadTime ?? nowSec(), true),
    payer: { openid: r.payerOpenid },
  }
}

/**
 * POST /wxa/sec/order/upload_shipping_info. A refused cached token is replaced once; any other
 * errcode throws a WechatApiError.
 */
export async function reportShipping(apiBase: string, getAccessToken: AccessTokenGetter, r: ShippingReport): Promise<void> {
  // WeChat's own rules (10060024, 268485228, 10060006), checked here so a bad report never costs a try
  if (!r.shippingList.length || r.shippingList.length > SHIPPING_LIST_MAX) throw new Error(`shipping_list takes 1 to ${SHIPPING_LIST_MAX} parcels`)
  const mode = r.deliveryMode ?? 1
  if (mode === 1 && r.shippingList.length !== 1) throw new Error('unified delivery (delivery_mode 1) takes exactly one parcel')
  if (mode === 2 && r.logisticsType !== 1) throw new Error('split delivery (delivery_mode 2) is for express (logistics_type 1) only')
  if (r.logisticsType === 1 && r.shippingList.some((s) => !s.trackingNo || !s.expressCompany)) throw new Error('express shipping needs tracking_no and express_company')
  const body = JSON.stringify(shippingInfoBody(r))
  const attempt = async (force: boolean) => {
    const token = await getAccessToken(force)
    let res: Response
    try {
      res = await fetch(`${apiBase.replace(/\/+$/, '')}/wxa/sec/order/upload_shipping_info?access_token=${encodeURIComponent(token)}`, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: AbortSignal.timeout(TIMEOUT_MS),
      })
    } catch (err) {
      throw new WechatApiError(-1, `unreachable: ${(err as Error).message}`)
    }
    let json: { errcode?: unknown; errmsg?: unknown } | null
    try {
      json = JSON.parse(await res.text())
    } catch {
      throw new WechatApiError(-1, `HTTP ${res.status}, not JSON`)
    }
    if (typeof json?.errcode !== 'number') throw new WechatApiError(-1, 'no errcode in the answer')
    if (json.errcode !== 0) throw new WechatApiError(json.errcode, String(json.errmsg ?? ''))
  }
  try {
    await attempt(false)
  } catch (err) {
    if (!(err instanceof WechatApiError && TOKEN_ERRCODES.has(err.errcode))) throw err
    await attempt(true)
  }
}

import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'

export interface SmsMessage {
  websiteId: number
  mobile: string
  code: string
  /** register | login */
  purpose: string
  /** the full text, for providers that send free text (the outbox stores it) */
  content: string
  createdAt: number
}

/** Delivers one dynamic code; throws when the provider refused it. */
export interface SmsProvider {
  readonly name: string
  send(message: SmsMessage): Promise<void>
}

/** Development: the "SMS" lands in the sms_outbox table, where tests and the demo read it. */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox'
  constructor(private readonly db: Kysely<Database>) {}

  async send(m: SmsMessage): Promise<void> {
    await this.db.insertInto('sms_outbox')
      .values({ website_id: m.websiteId, mobile: m.mobile, content: m.content, code: m.code, purpose: m.purpose, created_at: m.createdAt })
      .execute()
  }
}

export interface AliyunSmsSettings {
  accessKeyId: string
  accessKeySecret: string
  signName: string
  templateCode: string
  /** https://dysmsapi.aliyuncs.com/ unless overridden (tests point it at a local fake) */
  endpoint: string
  regionId: string
}

/** RFC 3986 encoding as Aliyun's signature method requires (encodeURIComponent leaves !'()* alone). */
export function aliyunEncode(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase())
}

/** The documented RPC signature: HMAC-SHA1 over 'GET&%2F&' + encode(sorted canonical query), key secret + '&'. */
export function aliyunSignature(params: Record<string, string>, accessKeySecret: string, method = 'GET'): string {
  const canonical = Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${aliyunEncode(k)}=${aliyunEncode(params[k])}`)
    .join('&')
  const toSign = `${method}&${aliyunEncode('/')}&${aliyunEncode(canonical)}`
  return crypto.createHmac('sha1', accessKeySecret + '&').update(toSign).digest('base64')
}

/** Aliyun Dysms SendSms (API version 2017-05-25) with the template parameter {code}. */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun'
  constructor(private readonly s: AliyunSmsSettings) {}

  buildQuery(m: SmsMessage, now = new Date(), nonce = crypto.randomUUID()): Record<string, string> {
    const params: Record<string, string> = {
      AccessKeyId: this.s.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: m.mobile,
      RegionId: this.s.regionId,
      SignName: this.s.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: nonce,
      SignatureVersion: '1.0',
      TemplateCode: this.s.templateCode,
      TemplateParam: JSON.stringify({ code: m.code }),
      Timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    }
    params.Signature = aliyunSignature(params, this.s.accessKeySecret)
    return params
  }

  async send(m: SmsMessage): Promise<void> {
    const query = this.buildQuery(m)
    const qs = Object.entries(query).map(([k, v]) => `${aliyunEncode(k)}=${aliyunEncode(v)}`).join('&')
    const url = this.s.endpoint.replace(/\/?$/, '/') + '?' + qs
    const res = await fetch(url, { method: 'GET', signal: AbortSignal.timeout(10_000) })
    const body = (await res.json().catch(() => null)) as { Code?: string; Message?: string } | null
    if (!res.ok || body?.Code !== 'OK') {
      throw new Error(`aliyun sms refused: ${res.status} ${body?.Code ?? ''} ${body?.Message ?? ''}`.trim())
    }
  }
}

/** Aliyun settings from the environment when SMS_PROVIDER=aliyun and every key is set, else null. */
export function aliyunSettingsFromEnv(env: NodeJS.ProcessEnv): AliyunSmsSettings | null {
  if (env.SMS_PROVIDER !== 'aliyun') return null
  const { ALIYUN_SMS_ACCESS_KEY_ID: id, ALIYUN_SMS_ACCESS_KEY_SECRET: secret, ALIYUN_SMS_SIGN_NAME: sign, ALIYUN_SMS_TEMPLATE_CODE: tpl } = env
  if (!id || !secret || !sign || !tpl) return null
  return {
    accessKeyId: id,
    accessKeySecret: secret,
    signName: sign,
    templateCode: tpl,
    endpoint: env.ALIYUN_SMS_ENDPOINT || 'https://dysmsapi.aliyuncs.com/',
    regionId: env.ALIYUN_SMS_REGION || 'cn-hangzhou',
  }
}

/**
 * The provider for this process: Aliyun when configured; the outbox only in development, so a
 * production server without a provider refuses to "send" instead of pretending (null).
 */
export function selectSmsProvider(db: Kysely<Database>, development: boolean, env: NodeJS.ProcessEnv = process.env): SmsProvider | null {
  const aliyun = aliyunSettingsFromEnv(env)
  if (aliyun) return new AliyunSmsProvider(aliyun)
  return development ? new OutboxSmsProvider(db) : null
}

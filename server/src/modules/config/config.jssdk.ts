import crypto from 'node:crypto'

export interface JssdkConfig {
  appId: string
  timestamp: number
  nonceStr: string
  signature: string
}

/**
 * WeChat JS-SDK signature: sha1 of the four fields in this exact order; the page URL is signed
 * without its #fragment (WeChat's documented algorithm).
 */
export function jssdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  const page = url.split('#')[0]
  return crypto.createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${page}`).digest('hex')
}

export function buildJssdkConfig(appId: string, ticket: string, url: string, timestamp: number, nonceStr = crypto.randomBytes(12).toString('base64url').slice(0, 16)): JssdkConfig {
  return { appId, timestamp, nonceStr, signature: jssdkSignature(ticket, nonceStr, timestamp, url) }
}

/** Where the fetched jsapi_ticket is cached (the WeChat client fetches it). */
export { jsapiTicketKey } from '../wechat/wechat.client.js'

import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'

/** Hosts of the WeChat JS-SDK (jweixin), which the WeChat browser build may load. */
const WECHAT_SDK = ['https://res.wx.qq.com', 'https://res2.wx.qq.com']

/** 'sha256-…' sources of the inline <script> blocks of the built H5 index (Taro's rem script). */
export function inlineScriptHashes(h5Dist: string): string[] {
  const index = path.join(h5Dist, 'index.html')
  if (!fs.existsSync(index)) return []
  const html = fs.readFileSync(index, 'utf8')
  const hashes: string[] = []
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.push(`'sha256-${crypto.createHash('sha256').update(m[1], 'utf8').digest('base64')}'`)
  }
  return hashes
}

/**
 * Security headers of pages and files (H5, uploads, the API reference): nosniff, no framing by other sites,
 * a referrer policy, and a CSP the H5 app lives with: scripts from this origin (plus the index's own
 * inline script by hash and the WeChat JS-SDK), inline styles (Taro H5 sets style attributes), images
 * from anywhere over http(s), data: and blob: (avatars from WeChat / Alipay, picked photos), calls to
 * this origin only (and the page's own blob: / data: URLs).
 * The same set helmet sends, computed once at start-up: @fastify/helmet rebuilt and re-parsed its
 * policy on every request, about a tenth of the CPU of a cheap API call.
 */
export function securityHeaders(h5Dist: string, formActionOrigins: readonly string[] = []): Record<string, string> {
  const csp: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(h5Dist), ...WECHAT_SDK],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    'media-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // Taro H5 reads a picked or compressed image back from its blob: / data: URL before uploading it
    'connect-src': ["'self'", 'blob:', 'data:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // payment gateways whose mobile-web product is a form the page posts (Alipay QUICK_WAP_WAY)
    'form-action': ["'self'", ...formActionOrigins],
    'frame-ancestors': ["'self'"],
    // the H5 map pages embed Tencent's location picker and marker page (modules/location)
    'frame-src': ["'self'", 'https://apis.map.qq.com'],
  }
  return {
    'content-security-policy': Object.entries(csp).map(([k, v]) => `${k} ${v.join(' ')}`).join(';'),
    // X-Frame-Options for browsers without frame-ancestors
    'x-frame-options': 'SAMEORIGIN',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // uploaded images are public and may be shown by a client on another origin (mini-programs, a CDN'd H5)
    'cross-origin-resource-policy': 'cross-origin',
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'strict-transport-security': 'max-age=15552000; includeSubDomains',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  }
}

/**
 * What a JSON answer needs (OWASP's REST set): no sniffing into HTML, no framing, HTTPS only. The
 * document policies (CSP sources, COOP, referrer, the legacy IE switches) govern pages, not JSON, and
 * cost every API answer about 800 bytes that a phone downloads and every client parses.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
}

/** The calls of the JSON API (the shopper's, the merchant's and the operator's). */
export const isApiPath = (url: string) => url.startsWith('/api/') || url.startsWith('/merchant/api/') || url.startsWith('/admin/api/')

export function registerSecurityHeaders(app: FastifyInstance, h5Dist: string, formActionOrigins: readonly string[] = []): void {
  const headers = securityHeaders(h5Dist, formActionOrigins)
  app.addHook('onRequest', (req, reply, done) => {
    // the API reference (/api/docs) is a page: it keeps the document set
    reply.headers(isApiPath(req.url) && !req.url.startsWith('/api/docs') ? API_HEADERS : headers)
    done()
  })
}

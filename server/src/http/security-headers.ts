import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import fastifyHelmet from '@fastify/helmet'
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
 * Security headers on every answer (API, H5 pages, uploads): nosniff, no framing by other sites,
 * a referrer policy, and a CSP the H5 app lives with: scripts from this origin (plus the index's own
 * inline script by hash and the WeChat JS-SDK), inline styles (Taro H5 sets style attributes), images
 * from anywhere over http(s), data: and blob: (avatars from WeChat / Alipay, picked photos), calls to
 * this origin only (and the page's own blob: / data: URLs).
 */
export async function registerSecurityHeaders(app: FastifyInstance, h5Dist: string): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(h5Dist), ...WECHAT_SDK],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // Taro H5 reads a picked or compressed image back from its blob: / data: URL before uploading it
        connectSrc: ["'self'", 'blob:', 'data:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // X-Frame-Options for browsers without frame-ancestors
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // uploaded images are public and may be shown by a client on another origin (mini-programs, a CDN'd H5)
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  })
}

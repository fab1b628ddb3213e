import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { promisify } from 'node:util'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { createBootCache, homeShellHtml, scriptJson, type H5Boot } from './h5-boot.js'

const HASHED = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|svg|webp|woff2?|ttf)$/i

/** Text assets worth compressing; the same list as scripts/precompress.mjs, which writes .br/.gz beside them. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|map|ico)$/i
const MIN_COMPRESS_BYTES = 1024
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ico': 'image/x-icon',
}

export type Encoding = 'br' | 'gzip'
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, never one given q=0. */
export function pickEncoding(header: string | string[] | undefined): Encoding | null {
  const text = Array.isArray(header) ? header.join(',') : header
  if (!text) return null
  const q: Record<string, number> = {}
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = qp ? Number(qp.slice(2)) : 1
    q[name] = Number.isFinite(value) ? value : 0
  }
  const ok = (name: Encoding) => (q[name] ?? q['*'] ?? 0) > 0
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null
}

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

export function compress(body: Buffer, encoding: Encoding, quality: 'build' | 'fast' = 'build'): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: quality === 'build' ? 9 : 6 })
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality === 'build' ? 11 : 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  })
}

/** Cap of the compressed variants kept in memory (the whole H5 build is a few MB). */
const VARIANT_CACHE_BYTES = 64 * 1024 * 1024

/**
 * Compressed variants of the build's files, each made once: the .br/.gz the build wrote beside the file
 * (when not older than it), or, for a build without them (or a read-only copy), compressed once in
 * memory on first request. Keyed by path, size and mtime, so a rebuild is picked up.
 */
export function createVariantStore(limitBytes = VARIANT_CACHE_BYTES) {
  const cache = new Map<string, { stamp: string; value: Promise<Buffer | null> }>()
  let bytes = 0
  async function load(file: string, stat: fs.Stats, encoding: Encoding): Promise<Buffer | null> {
    const sibling = file + SUFFIX[encoding]
    try {
      const s = await fs.promises.stat(sibling)
      if (s.isFile() && s.mtimeMs >= stat.mtimeMs) return await fs.promises.readFile(sibling)
    } catch {
      // no precompressed sibling: compress the file itself
    }
    const body = await fs.promises.readFile(file)
    const out = await compress(body, encoding)
    // not smaller (already dense): send the file as it is
    return out.length < body.length ? out : null
  }
  return {
    get(file: string, stat: fs.Stats, encoding: Encoding): Promise<Buffer | null> {
      const key = `${file}|${encoding}`
      const stamp = `${stat.size}:${stat.mtimeMs}`
      const hit = cache.get(key)
      if (hit && hit.stamp === stamp) return hit.value
      if (bytes > limitBytes) {
        cache.clear()
        bytes = 0
      }
      const value = load(file, stat, encoding).then(
        (buf) => {
          bytes += buf?.length ?? 0
          return buf
        },
        () => null,
      )
      cache.set(key, { stamp, value })
      return value
    },
  }
}

function etagOf(stat: fs.Stats, encoding: Encoding | null): string {
  return `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${encoding ? '-' + encoding : ''}"`
}

/**
 * Which built files each page loads (written by the build, config/index.ts PageChunksPlugin): route ->
 * scripts and styles, so the HTML can ask for the page's chunks at once instead of after the entry runs.
 */
function readPageChunks(h5Dist: string): Record<string, { js: string[]; css: string[] }> {
  try {
    return JSON.parse(fs.readFileSync(path.join(h5Dist, 'page-chunks.json'), 'utf8'))
  } catch {
    return {}
  }
}

const HOME_ROUTES = new Set(['', 'pages/index/index/index'])

/** The page route of an /h5/ address ('' for the site root). */
function routeOf(rel: string): string {
  return rel.split('?')[0].replace(/^\/+|\/+$/g, '').replace(/\.html$/, '')
}

/**
 * The built H5 site under /h5/ in browser-history mode: real files are served with long cache headers
 * when their names carry a content hash, and every other /h5/* path gets index.html so deep links
 * survive a reload. Text files go out pre-compressed (brotli or gzip as the browser accepts), never
 * compressed again per request. index.html names the page's own chunks for preloading and, for the
 * home page, carries the first API answers (h5-boot.ts).
 */
export async function serveH5(app: FastifyInstance, h5Dist: string): Promise<void> {
  const indexFile = path.join(h5Dist, 'index.html')
  const hasBuild = fs.existsSync(indexFile)

  app.get('/', (_req, reply) => reply.redirect('/h5/'))

  if (!hasBuild) {
    app.log.warn({ h5Dist }, 'no H5 build found; run `npm run build:h5` at the repository root')
    app.get('/h5/*', (_req, reply) =>
      reply.status(503).type('text/plain; charset=utf-8').send('H5 build missing: run `npm run build:h5`'))
    return
  }

  const variants = createVariantStore()
  const boot = createBootCache(app)

  /** A built file, pre-compressed when it is text and the browser accepts it. */
  async function sendBuilt(req: FastifyRequest, reply: FastifyReply, rel: string, file: string, stat: fs.Stats, cacheControl: string) {
    reply.header('cache-control', cacheControl)
    const compressible = COMPRESSIBLE.test(rel) && stat.size >= MIN_COMPRESS_BYTES
    if (!compressible) return reply.sendFile(rel, h5Dist)
    reply.header('vary', 'accept-encoding')
    const encoding = pickEncoding(req.headers['accept-encoding'])
    const body = encoding ? await variants.get(file, stat, encoding) : null
    if (!encoding || !body) return reply.sendFile(rel, h5Dist)
    const etag = etagOf(stat, encoding)
    reply.header('etag', etag)
    reply.header('last-modified', stat.mtime.toUTCString())
    if (req.headers['if-none-match'] === etag) return reply.status(304).send()
    reply.header('content-type', TYPES[path.extname(rel).toLowerCase()] ?? 'application/octet-stream')
    reply.header('content-encoding', encoding)
    reply.header('content-length', body.length)
    return reply.send(body)
  }

  // index.html, read again when the build changes; rendered pages kept per (route kind, boot answers)
  let template = { stamp: '', html: '', chunks: {} as Record<string, { js: string[]; css: string[] }> }
  const rendered = new Map<string, { html: Buffer; br: Promise<Buffer>; gzip: Promise<Buffer>; etag: string }>()
  function currentTemplate() {
    const stat = fs.statSync(indexFile)
    const stamp = `${stat.size}:${stat.mtimeMs}`
    if (stamp !== template.stamp) {
      template = { stamp, html: fs.readFileSync(indexFile, 'utf8'), chunks: readPageChunks(h5Dist) }
      rendered.clear()
    }
    return template
  }

  function render(route: string, bootData: H5Boot | null) {
    const t = currentTemplate()
    const key = `${route}|${bootData ? `${bootData.website_id}|${bootData.lang}|${bootData.at}` : '-'}`
    const hit = rendered.get(key)
    if (hit) return hit
    const chunks = t.chunks[route || 'pages/index/index/index']
    const head: string[] = []
    // the page's chunks start with the entry scripts instead of after them (scripts stay in file order)
    for (const css of chunks?.css ?? []) head.push(`<link rel="preload" as="style" href="/h5/${css}">`)
    for (const js of chunks?.js ?? []) head.push(`<link rel="preload" as="script" href="/h5/${js}">`)
    if (bootData) head.push(`<script type="application/json" id="mall-boot">${scriptJson(bootData)}</script>`)
    let html = head.length ? t.html.replace('</head>', `${head.join('')}</head>`) : t.html
    // the home page's first screen, painted before the scripts run (a preload of the banner alone was
    // tried first: the app still drew it only after its scripts, so it just took bandwidth from them)
    const shell = bootData ? homeShellHtml(bootData) : null
    if (shell) html = html.replace('</body>', `${shell}</body>`)
    const buf = Buffer.from(html)
    const entry = {
      html: buf,
      br: compress(buf, 'br', 'fast'),
      gzip: compress(buf, 'gzip', 'fast'),
      etag: `"${Buffer.from(key).toString('base64url').slice(-24)}-${buf.length.toString(16)}"`,
    }
    if (rendered.size > 64) rendered.clear()
    rendered.set(key, entry)
    return entry
  }

  async function sendIndex(req: FastifyRequest, reply: FastifyReply, rel: string) {
    const route = routeOf(rel)
    const bootData = HOME_ROUTES.has(route) ? await boot.get((req.query ?? {}) as Record<string, unknown>) : null
    const page = render(route, bootData)
    reply.header('cache-control', 'no-cache')
    reply.header('vary', 'accept-encoding')
    reply.header('content-type', 'text/html; charset=utf-8')
    const encoding = pickEncoding(req.headers['accept-encoding'])
    const body = encoding ? await page[encoding] : page.html
    if (encoding) reply.header('content-encoding', encoding)
    reply.header('content-length', body.length)
    return reply.send(body)
  }

  // browsers ask the site root for its icon on every page: answer with the H5 build's one
  app.get('/favicon.ico', (_req, reply) => reply.header('cache-control', 'public, max-age=86400').sendFile('favicon.ico', h5Dist))
  app.get('/h5', (_req, reply) => reply.redirect('/h5/'))
  // these routes pick their own encoding: the compression hook must never compress them per request
  app.get('/h5/', { compress: false }, (req, reply) => sendIndex(req, reply, ''))
  app.get('/h5/*', { compress: false }, (req, reply) => {
    const rel = (req.params as { '*': string })['*']
    const file = path.join(h5Dist, rel)
    // a file that exists is served as itself; anything else is a client route
    if (rel && file.startsWith(h5Dist + path.sep) && rel !== 'index.html') {
      let stat: fs.Stats | null = null
      try {
        stat = fs.statSync(file)
      } catch {
        // no such file: stat stays null
      }
      // hashed names never change: cache for a year; anything else revalidates
      if (stat?.isFile()) return sendBuilt(req, reply, rel, file, stat, HASHED.test(rel) ? 'public, max-age=31536000, immutable' : 'no-cache')
    }
    if (path.extname(rel) && !rel.endsWith('.html')) {
      return reply.status(404).type('text/plain').send('not found')
    }
    return sendIndex(req, reply, rel)
  })
}

const SIZED = /^(.*)_(big|mid|small)(\.[a-z0-9]+)$/i

/** Whether the bucket holds a file at an upload key (`member/202406/x_mid.jpg`): the storage's `has`. */
export type BucketHas = (key: string) => Promise<boolean>

const BUCKET_ANSWERS_KEPT = 10_000
const BUCKET_MISS_SECONDS = 600

/**
 * The bucket's answers, remembered: a name is never reused and an upload's variants are written
 * before it, so a variant found stays found. A miss (older uploads, the demo images) is asked again
 * after a while, in case variants were added since; a failed request is not remembered.
 */
function rememberBucketAnswers(has: BucketHas): BucketHas {
  const known = new Map<string, number>()
  return async (key) => {
    const until = known.get(key)
    if (until !== undefined && until > Date.now()) return until === Infinity
    const found = await has(key).catch(() => null)
    if (found === null) return false
    if (known.size >= BUCKET_ANSWERS_KEPT) known.delete(known.keys().next().value as string)
    known.set(key, found ? Infinity : Date.now() + BUCKET_MISS_SECONDS * 1000)
    return found
  }
}

/**
 * Uploaded and generated images under /upload/. The client asks for size variants by file-name
 * suffix (a_mid.png, spec section 9); uploads have them from the start (modules/upload), and when a
 * variant was never produced (the seeded demo pictures, uploads from before) the original is served.
 * With object storage (`bucketBaseUrl`, UPLOAD_STORAGE=s3) a file this process does not hold is
 * answered with a redirect to the bucket, where uploads are kept under the same path: to the variant
 * when `bucketHas` finds it there, else to the original.
 */
export function registerUploadFiles(app: FastifyInstance, uploadDir: string, bucketBaseUrl?: string, bucketHas?: BucketHas): void {
  const root = path.resolve(uploadDir)
  const inBucket = bucketHas && rememberBucketAnswers(bucketHas)
  app.get('/upload/*', async (req, reply) => {
    // already decoded by the router: decoding again would throw on '%' (URIError, a 500) and let
    // %2541 name a different file than the one asked for
    const rel = (req.params as { '*': string })['*'] ?? ''
    const candidates = [rel]
    const sized = SIZED.exec(rel)
    if (sized) candidates.push(sized[1] + sized[3])
    for (const candidate of candidates) {
      const file = path.resolve(root, candidate)
      if (file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        reply.header('cache-control', 'public, max-age=604800')
        // members upload here: the browser must take the type from the extension, never guess it
        reply.header('x-content-type-options', 'nosniff')
        return reply.sendFile(path.relative(root, file), root)
      }
    }
    const original = path.resolve(root, candidates[candidates.length - 1])
    if (bucketBaseUrl && original.startsWith(root + path.sep)) {
      const asked = path.resolve(root, rel)
      const target = sized && inBucket && asked.startsWith(root + path.sep) && (await inBucket(path.relative(root, asked).split(path.sep).join('/')))
        ? asked
        : original
      const key = path.relative(root, target).split(path.sep).map(encodeURIComponent).join('/')
      reply.header('cache-control', 'public, max-age=3600')
      return reply.redirect(`${bucketBaseUrl}/upload/${key}`, 302)
    }
    return reply.status(404).type('text/plain').send('not found')
  })
}

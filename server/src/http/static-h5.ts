import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'

const HASHED = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|svg|webp|woff2?|ttf)$/i

/**
 * The built H5 site under /h5/ in browser-history mode: real files are served with long cache headers
 * when their names carry a content hash, and every other /h5/* path gets index.html so deep links
 * survive a reload.
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

  const sendIndex = (reply: any) => reply.header('cache-control', 'no-cache').sendFile('index.html', h5Dist)
  // browsers ask the site root for its icon on every page: answer with the H5 build's one
  app.get('/favicon.ico', (_req, reply) => reply.header('cache-control', 'public, max-age=86400').sendFile('favicon.ico', h5Dist))
  app.get('/h5', (_req, reply) => reply.redirect('/h5/'))
  app.get('/h5/', (_req, reply) => sendIndex(reply))
  app.get('/h5/*', (req, reply) => {
    const rel = (req.params as { '*': string })['*']
    const file = path.join(h5Dist, rel)
    // a file that exists is served as itself; anything else is a client route
    if (rel && file.startsWith(h5Dist + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      // hashed names never change: cache for a year; anything else revalidates
      reply.header('cache-control', HASHED.test(rel) ? 'public, max-age=31536000, immutable' : 'no-cache')
      return reply.sendFile(rel, h5Dist)
    }
    if (path.extname(rel) && !rel.endsWith('.html')) {
      return reply.status(404).type('text/plain').send('not found')
    }
    return sendIndex(reply)
  })
}

const SIZED = /^(.*)_(big|mid|small)(\.[a-z0-9]+)$/i

/**
 * Uploaded and generated images under /upload/. The client asks for size variants by file-name
 * suffix (a_mid.png, spec section 9); when a variant was never produced the original is served.
 */
export function registerUploadFiles(app: FastifyInstance, uploadDir: string): void {
  const root = path.resolve(uploadDir)
  app.get('/upload/*', (req, reply) => {
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
    return reply.status(404).type('text/plain').send('not found')
  })
}

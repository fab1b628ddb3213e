import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'

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

  await app.register(fastifyStatic, {
    root: h5Dist,
    prefix: '/h5/',
    decorateReply: true,
    wildcard: false,
    index: false,
    // our own headers below: hashed names are immutable, everything else revalidates
    cacheControl: false,
    setHeaders(res, filePath) {
      if (HASHED.test(filePath)) res.setHeader('cache-control', 'public, max-age=31536000, immutable')
      else res.setHeader('cache-control', 'no-cache')
    },
  })

  const sendIndex = (reply: any) => reply.header('cache-control', 'no-cache').sendFile('index.html', h5Dist)
  app.get('/h5', (_req, reply) => reply.redirect('/h5/'))
  app.get('/h5/', (_req, reply) => sendIndex(reply))
  app.get('/h5/*', (req, reply) => {
    const rel = (req.params as { '*': string })['*']
    const file = path.join(h5Dist, rel)
    // a file that exists is served as itself; anything else is a client route
    if (rel && file.startsWith(h5Dist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(rel, h5Dist)
    }
    if (path.extname(rel) && !rel.endsWith('.html')) {
      return reply.status(404).type('text/plain').send('not found')
    }
    return sendIndex(reply)
  })
}

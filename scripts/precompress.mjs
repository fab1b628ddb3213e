#!/usr/bin/env node
// Post-build step of `npm run build:h5`: writes <file>.br (brotli 11) and <file>.gz (gzip 9) beside each
// text asset of dist/h5, so the server sends them as they are instead of compressing on every request
// (server/src/http/static-h5.ts). A variant that would not be smaller is not written.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { fileURLToPath } from 'node:url'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.resolve(process.argv[2] ?? path.join(repo, 'dist', 'h5'))
// the server's list (static-h5.ts COMPRESSIBLE): files smaller than MIN_BYTES are not worth it
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|map|ico)$/i
const MIN_BYTES = 1024

function walk(dir) {
  const out = []
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) out.push(...walk(p))
    else if (e.isFile()) out.push(p)
  }
  return out
}

if (!fs.existsSync(dist)) {
  console.error(`precompress: ${dist} does not exist`)
  process.exit(1)
}
let files = 0
let plain = 0
let br = 0
for (const file of walk(dist)) {
  if (!COMPRESSIBLE.test(file)) continue
  const body = fs.readFileSync(file)
  // stale variants of a file that shrank below the threshold must not outlive it
  for (const ext of ['.br', '.gz']) fs.rmSync(file + ext, { force: true })
  if (body.length < MIN_BYTES) continue
  const variants = {
    '.br': zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    '.gz': zlib.gzipSync(body, { level: 9 }),
  }
  for (const [ext, out] of Object.entries(variants)) {
    if (out.length < body.length) fs.writeFileSync(file + ext, out)
  }
  files++
  plain += body.length
  br += variants['.br'].length
}
console.log(`precompress: ${files} files in ${path.relative(repo, dist) || dist}, ${(plain / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB brotli`)

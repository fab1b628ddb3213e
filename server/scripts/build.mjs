#!/usr/bin/env node
// Compiles the server for production (`npm run build`; `npm start` runs it first when dist/ is missing or
// older than a source file): esbuild bundles src/main.ts, the migrate and seed commands and the pay
// channels into dist/, with source maps. Type checking is `npm run typecheck`; this only strips types.
// Bundled, the server loads a few dozen files instead of some 1,500 modules (kysely and typebox alone
// are 500): start-up took 40 % less CPU than the same code compiled file by file (issue 24).
//   dist/main.js, dist/migrate-cli.js, dist/seed-cli.js   the entry points
//   dist/channels/<name>.js                              the pay channels, found by listing the folder
//   dist/<name>-<hash>.js                                code the entries share
// Everything lands directly in dist/ (channels one below): config.ts finds server/ as `..` of its own
// file and the pay registry finds `channels/` beside its own, as they do from src/ (checked below).
// --if-stale: do nothing when dist/ is newer than every file under src/, package.json and this script.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const srcDir = path.join(serverDir, 'src')
const outDir = path.join(serverDir, 'dist')
const stampFile = path.join(outDir, '.built')
const channelsDir = path.join(srcDir, 'modules', 'pay', 'channels')

/**
 * Packages loaded from node_modules as they are: native code (better-sqlite3, sharp), packages that
 * read files beside their own (bullmq's Lua scripts, swagger's package.json and the UI's static files,
 * pino's worker transports), and the large ones only some setups load (S3, PostgreSQL, Redis).
 */
const EXTERNAL = [
  'better-sqlite3', 'sharp', '@aws-sdk/*', 'bullmq', 'ioredis', 'pg', 'pg-native',
  '@fastify/swagger', '@fastify/swagger-ui', 'pino', 'thread-stream', 's3rver',
]

function entryPoints() {
  const entries = {
    main: path.join(srcDir, 'main.ts'),
    'migrate-cli': path.join(srcDir, 'db', 'migrate-cli.ts'),
    'seed-cli': path.join(srcDir, 'seed', 'seed-cli.ts'),
  }
  for (const f of fs.readdirSync(channelsDir)) {
    if (/^[a-z0-9_-]+\.ts$/i.test(f) && !/\.(test|testkit|d)\.ts$/.test(f)) entries[`channels/${f.replace(/\.ts$/, '')}`] = path.join(channelsDir, f)
  }
  return entries
}

/** newest modification under `p` (a folder's own time counts: a removed file changes it); tests never reach dist/ */
function newest(p) {
  const st = fs.statSync(p)
  if (!st.isDirectory()) return /\.test\.ts$/.test(p) ? 0 : st.mtimeMs
  let m = st.mtimeMs
  for (const e of fs.readdirSync(p)) m = Math.max(m, newest(path.join(p, e)))
  return m
}

export function isStale() {
  if (!fs.existsSync(stampFile)) return true
  const sources = Math.max(newest(srcDir), newest(path.join(serverDir, 'package.json')), newest(fileURLToPath(import.meta.url)))
  return sources > fs.statSync(stampFile).mtimeMs
}

export async function buildServer() {
  const started = performance.now()
  // built beside and swapped in whole: a start never sees half a tree, and two builds at once (a test and
  // `npm start`) do not mix; a fresh tree, so a channel removed from src/ does not linger (the folder is listed)
  const tmpDir = `${outDir}.${process.pid}.tmp`
  fs.rmSync(tmpDir, { recursive: true, force: true })
  const result = await build({
    entryPoints: entryPoints(),
    outdir: tmpDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    // the maps point at src/ and node_modules/ on disk: a third of the size, and of the memory with --enable-source-maps
    sourcesContent: false,
    external: EXTERNAL,
    // the CommonJS packages inside the bundle call require(); an ES module has none of its own
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    metafile: true,
    logLevel: 'warning',
  })
  try {
    // the paths read relative to a module's own file (see the top of this file)
    for (const [out, meta] of Object.entries(result.metafile.outputs)) {
      const inputs = Object.keys(meta.inputs)
      const file = path.resolve(serverDir, out)
      if (inputs.some((i) => /src\/(config|modules\/pay\/pay\.registry)\.ts$/.test(i)) && path.dirname(file) !== tmpDir) {
        throw new Error(`${out} holds config.ts or pay.registry.ts but would not be directly in dist/: their paths would not resolve`)
      }
      if (out.endsWith('.js') && /\b__(dirname|filename)\b/.test(fs.readFileSync(file, 'utf8'))) {
        throw new Error(`${out} uses __dirname or __filename, which an ES module has not: keep the package that does external`)
      }
    }
    fs.writeFileSync(path.join(tmpDir, '.built'), new Date().toISOString() + '\n')
    const oldDir = `${outDir}.${process.pid}.old`
    if (fs.existsSync(outDir)) fs.renameSync(outDir, oldDir)
    fs.renameSync(tmpDir, outDir)
    fs.rmSync(oldDir, { recursive: true, force: true })
  } finally {
    fs.rmSync(tmpDir, { recursive: true, force: true })
  }
  const files = Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js')).length
  return { files, ms: Math.round(performance.now() - started) }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  if (process.argv.includes('--if-stale') && !isStale()) process.exit(0)
  const { files, ms } = await buildServer()
  console.log(`server built: ${files} files in ${path.relative(process.cwd(), outDir) || '.'} (${ms} ms)`)
}

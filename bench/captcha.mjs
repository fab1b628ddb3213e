// The captcha against a trained attacker (npm run bench:captcha; not part of CI).
//
// An attacker can call the public /api/captcha/captcha as often as they like and have pictures solved by
// a service, so the bench draws its training pictures with the project's own generator (loaded through
// tsx, as the server runs it), trains a small convolutional network over the whole picture and reports
// how many fresh pictures it reads (whole code right) and each position's digit accuracy. The default
// reader is a column classifier trained with CTC (how text lines are read; it does not care where the
// digits sit); --reader digits is the classic dense layer with four heads; --reader cells is the tester's
// attack: cut the picture into four equal cells (a quarter of a cell of margin on each side), one small
// network classifies the digit in a cell, the code is its four answers. About 10 minutes on 2 idle cores.
//
//   node bench/captcha.mjs [--generator current|old|<file.ts>] [--train 20000] [--test 1000]
//                          [--epochs 5] [--minutes 60] [--workers 2] [--scale 2] [--filters 16,32,64]
//                          [--batch 32] [--lr 0.001] [--reader ctc|digits|cells] [--margin 0.25] [--fresh]
// The drawn pictures are kept under server/node_modules/.cache/captcha-bench/, keyed by the generator's
// source, so a second run on the same drawing trains at once (--fresh draws new ones).
//   node bench/captcha.mjs --sheet bench/captcha-sheet.png   (20 pictures with their answers)
//
// --generator old reads the drawing the tester broke (86 %) from git history, to show the attacker is real.
import { execFileSync, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { initParams, initStats, netSpec } from './captcha-cnn.mjs'
import { contactSheet } from './captcha-sheet.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const server = path.join(root, 'server')
const IMAGE = 'server/src/modules/captcha/captcha.image.ts'
/** the last commit with the fixed-cell drawing */
const OLD_COMMIT = 'f023624c5da71a5b1162eb8b1ac1a7b27a156259'

const args = process.argv.slice(2)
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`)
  return i >= 0 ? args[i + 1] : fallback
}
const TRAIN = Number(opt('train', 20000))
const TEST = Number(opt('test', 1000))
const EPOCHS = Number(opt('epochs', 5))
/** a safety cap: on a busy machine the run stops here and says so */
const MINUTES = Number(opt('minutes', 60))
const WORKERS = Number(opt('workers', Math.min(2, os.availableParallelism())))
const SCALE = Number(opt('scale', 2))
const BATCH = Number(opt('batch', 32))
const DROPOUT = Number(opt('dropout', 0.1))
const FILTERS = opt('filters', '16,32,64').split(',').map(Number)
/**
 * ctc: a classifier shared by every column, trained with CTC; digits: a dense layer and four heads;
 * cells: one digit classifier applied to each quarter of the picture (--head is the old name)
 */
const READER = opt('reader', opt('head', 'ctc'))
if (!['ctc', 'digits', 'cells'].includes(READER)) throw new Error(`unknown reader ${READER}`)
/** cells: the margin around each cell, as a share of the cell's width */
const MARGIN = Number(opt('margin', 0.25))

function generatorFile(which) {
  if (which === 'current') return path.join(root, IMAGE)
  if (which === 'old') {
    // inside server/ so that its imports (pngjs) resolve
    const dir = path.join(server, 'node_modules/.cache/captcha-bench')
    fs.mkdirSync(dir, { recursive: true })
    const file = path.join(dir, 'old-captcha.image.ts')
    fs.writeFileSync(file, execFileSync('git', ['show', `${OLD_COMMIT}:${IMAGE}`], { cwd: root }))
    return file
  }
  return path.resolve(which)
}

/** Runs the drawing child; resolves with its stdout. */
function draw(file, count, mode) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/captcha-draw.mjs'), file, String(count), mode], {
      cwd: server, stdio: ['ignore', 'pipe', 'inherit'],
    })
    const chunks = []
    child.stdout.on('data', (d) => chunks.push(d))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve(Buffer.concat(chunks)) : reject(new Error(`drawing failed (${code})`))))
  })
}

async function pngs(file, count) {
  return (await draw(file, count, 'png')).toString().trim().split('\n').map((line) => {
    const { code, png, ms, cpuMs } = JSON.parse(line)
    return { code, png: Buffer.from(png, 'base64'), ms, cpuMs }
  })
}

const generator = generatorFile(opt('generator', 'current'))
const PNG = createRequire(path.join(server, 'package.json'))('pngjs').PNG

if (args.includes('--sheet')) {
  const out = path.resolve(opt('sheet'))
  const pictures = await pngs(generator, 20)
  fs.writeFileSync(out, contactSheet(PNG, pictures))
  console.log(`${out}: ${pictures.map((p) => p.code).join(' ')}`)
  process.exit(0)
}

// --- the cost of one picture, drawn alone
const timed = await pngs(generator, 320)
const warm = timed.slice(20)
const { width, height } = PNG.sync.read(timed[0].png)
const msPerPicture = warm.reduce((s, p) => s + p.ms, 0) / warm.length
const cpuMsPerPicture = warm.reduce((s, p) => s + p.cpuMs, 0) / warm.length
const bytes = warm.reduce((s, p) => s + p.png.length, 0) / warm.length
const cost = `${msPerPicture.toFixed(2)} ms a picture (${cpuMsPerPicture.toFixed(2)} ms of CPU), ${Math.round(bytes)} bytes (PNG)`
console.log(`generator ${path.relative(root, generator)}: ${width}x${height}, ${cost}`)

// --- the attacker's pictures: TRAIN to learn from, TEST fresh ones it never saw
const total = TRAIN + TEST
const w = Math.floor(width / SCALE)
const h = Math.floor(height / SCALE)
const per = 3 * w * h
const pixels = new Uint8Array(new SharedArrayBuffer(total * per))
const labels = new Uint8Array(new SharedArrayBuffer(total * 4))
let t0 = Date.now()
const cacheDir = path.join(server, 'node_modules/.cache/captcha-bench')
const source = [generator, ...fs.readdirSync(path.dirname(generator)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).map((f) => path.join(path.dirname(generator), f))]
const key = crypto.createHash('sha256').update(source.map((f) => fs.readFileSync(f)).join('\0')).update(`${total}:${SCALE}`).digest('hex').slice(0, 16)
const cacheFile = path.join(cacheDir, `${key}.bin`)
if (!args.includes('--fresh') && fs.existsSync(cacheFile) && fs.statSync(cacheFile).size === total * (per + 4)) {
  const buf = fs.readFileSync(cacheFile)
  pixels.set(buf.subarray(0, total * per))
  labels.set(buf.subarray(total * per))
  console.log(`pictures from ${path.relative(root, cacheFile)}`)
} else {
  const shares = Array.from({ length: WORKERS }, (_, i) => Math.floor(total / WORKERS) + (i < total % WORKERS ? 1 : 0))
  const outputs = await Promise.all(shares.map((n) => draw(generator, n, String(SCALE))))
  let n = 0
  for (const buf of outputs) {
    for (let o = 0; o + 4 + per <= buf.length; o += 4 + per, n++) {
      for (let d = 0; d < 4; d++) labels[n * 4 + d] = buf[o + d] - 48
      pixels.set(buf.subarray(o + 4, o + 4 + per), n * per)
    }
  }
  if (n !== total) throw new Error(`expected ${total} pictures, got ${n}`)
  fs.mkdirSync(cacheDir, { recursive: true })
  fs.writeFileSync(cacheFile, Buffer.concat([Buffer.from(pixels.buffer), Buffer.from(labels.buffer)]))
}

// --- cells: each picture becomes four samples, one per quarter (sample n * 4 + k is cell k of picture n,
// so the labels, and the guesses, keep the layout of whole pictures)
const PER_PICTURE = READER === 'cells' ? 4 : 1
const cellStep = w / 4
const margin = Math.round(cellStep * MARGIN)
const inputW = READER === 'cells' ? Math.ceil(cellStep) + 2 * margin : w
let samples = pixels
if (READER === 'cells') {
  const cellPer = 3 * h * inputW
  samples = new Uint8Array(new SharedArrayBuffer(total * 4 * cellPer))
  for (let n = 0; n < total; n++) {
    for (let k = 0; k < 4; k++) {
      const x0 = Math.round(k * cellStep) - margin
      const dst = (n * 4 + k) * cellPer
      for (let c = 0; c < 3; c++) for (let y = 0; y < h; y++) for (let x = 0; x < inputW; x++) {
        // beyond the picture's edge: its edge column again
        const sx = Math.min(w - 1, Math.max(0, x0 + x))
        samples[dst + (c * h + y) * inputW + x] = pixels[n * per + (c * h + y) * w + sx]
      }
    }
  }
}
console.log(`drew ${TRAIN} training + ${TEST} test pictures in ${((Date.now() - t0) / 1000).toFixed(0)} s; network input 3x${h}x${inputW}` +
  (READER === 'cells' ? ` (four cells of ${cellStep} columns + ${margin} each side, of 3x${h}x${w})` : ''))

// --- the network, trained data-parallel: each worker takes part of every batch
const spec = READER === 'cells'
  ? netSpec(3, h, inputW, { filters: FILTERS, mode: 'digits', digits: 1 })
  : netSpec(3, h, w, { filters: FILTERS, mode: READER })
const params = new Float32Array(new SharedArrayBuffer(spec.size * 4))
initParams(spec, params)
const stats = new Float32Array(new SharedArrayBuffer(spec.stats * 4))
initStats(spec, stats)
const share = Math.ceil(BATCH / WORKERS)
const guessesBuf = new SharedArrayBuffer(total * 4)
const workers = Array.from({ length: WORKERS }, (_, n) => {
  const grads = new SharedArrayBuffer(spec.size * 4)
  const indices = new SharedArrayBuffer(Math.max(share, 64) * 4)
  const worker = new Worker(new URL('./captcha-worker.mjs', import.meta.url), {
    workerData: { spec, maxBatch: Math.max(share, 64), dropout: DROPOUT, keepStats: n === 0, stats: stats.buffer, params: params.buffer, grads, pixels: samples.buffer, labels: labels.buffer, indices, guesses: guessesBuf },
  })
  return { worker, grads: new Float32Array(grads), indices: new Int32Array(indices) }
})
const ask = (w, msg) => new Promise((resolve) => { w.worker.once('message', resolve); w.worker.postMessage(msg) })

/** Whole-code and per-position accuracy on pictures [from, to). */
async function evaluate(from, to) {
  const [s0, s1] = [from * PER_PICTURE, to * PER_PICTURE]
  const step = Math.ceil((s1 - s0) / WORKERS)
  await Promise.all(workers.map((wk, i) => ask(wk, { type: 'guess', from: s0 + i * step, to: Math.min(s1, s0 + (i + 1) * step) })))
  const guesses = new Uint8Array(guessesBuf)
  let whole = 0
  const digit = [0, 0, 0, 0]
  for (let n = from; n < to; n++) {
    let all = true
    for (let d = 0; d < 4; d++) {
      if (guesses[n * 4 + d] === labels[n * 4 + d]) digit[d]++
      else all = false
    }
    if (all) whole++
  }
  const count = to - from
  return { rate: whole / count, whole, count, digits: digit.map((r) => r / count) }
}
const pct = (x) => `${(100 * x).toFixed(1)} %`

// Adam with a cosine-decayed rate over the time budget
const m1 = new Float32Array(spec.size)
const m2 = new Float32Array(spec.size)
const LR = Number(opt('lr', 1e-3))
let step = 0
const budget = MINUTES * 60_000
const TRAIN_SAMPLES = TRAIN * PER_PICTURE
const totalSteps = EPOCHS * Math.floor(TRAIN_SAMPLES / BATCH)
const cpu0 = process.cpuUsage()
t0 = Date.now()
let epoch = 0
let stopped = false
let lastLog = Date.now()
training: while (epoch < EPOCHS) {
  epoch++
  const order = Array.from({ length: TRAIN_SAMPLES }, (_, i) => i)
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[order[i], order[j]] = [order[j], order[i]]
  }
  let loss = 0, right = 0, seen = 0
  for (let b = 0; b + BATCH <= TRAIN_SAMPLES; b += BATCH) {
    if (Date.now() - t0 > budget) {
      stopped = true
      break training
    }
    const replies = await Promise.all(workers.map((wk, i) => {
      const part = order.slice(b + i * share, Math.min(b + BATCH, b + (i + 1) * share))
      wk.indices.set(part)
      return ask(wk, { type: 'step', count: part.length, scale: BATCH })
    }))
    step++
    const lr = LR * (0.03 + 0.97 * 0.5 * (1 + Math.cos((Math.PI * step) / totalSteps)))
    const c1 = 1 - 0.9 ** step
    const c2 = 1 - 0.999 ** step
    for (let i = 0; i < spec.size; i++) {
      let g = 0
      for (const wk of workers) g += wk.grads[i]
      m1[i] = 0.9 * m1[i] + 0.1 * g
      m2[i] = 0.999 * m2[i] + 0.001 * g * g
      params[i] -= (lr * m1[i]) / c1 / (Math.sqrt(m2[i] / c2) + 1e-8)
    }
    for (const r of replies) { loss += r.loss; right += r.right }
    seen += BATCH
    if (Date.now() - lastLog > 60_000) {
      lastLog = Date.now()
      console.log(`  ${((Date.now() - t0) / 60_000).toFixed(1)} min, epoch ${epoch}, ${seen / PER_PICTURE} pictures: loss ${(loss / seen / spec.digits).toFixed(3)}, digits right while training ${pct(right / seen / spec.digits)}`)
    }
  }
  const test = await evaluate(TRAIN, TRAIN + Math.min(TEST, 500))
  console.log(`epoch ${epoch} done at ${((Date.now() - t0) / 60_000).toFixed(1)} min: fresh pictures read ${pct(test.rate)} (first 500), digits ${test.digits.map(pct).join(' / ')}`)
}

const cpu = process.cpuUsage(cpu0)
const test = await evaluate(TRAIN, TRAIN + TEST)
const seenTrain = await evaluate(0, Math.min(TRAIN, TEST))
const digitsAll = test.digits.reduce((s, x) => s + x, 0) / 4
// Wilson interval for the read rate
const z = 1.96, n = test.count, p = test.rate
const mid = (p + (z * z) / (2 * n)) / (1 + (z * z) / n)
const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n)
console.log('')
console.log(`generator           ${path.relative(root, generator)} (${width}x${height}, ${cost})`)
const reader = READER === 'ctc' ? `a 128 -> 11 classifier on each of ${spec.columns} columns, CTC`
  : READER === 'cells' ? '128 -> 10, applied to each of the 4 cells' : '128 -> 4 heads of 10'
console.log(`attacker            CNN 3x${h}x${spec.width} -> conv${FILTERS.join('/')} (batch norm, max-pool) -> ${reader}, ${TRAIN} training pictures, ` +
  `${epoch} epochs of ${EPOCHS} (${step} steps of ${BATCH}) in ${((Date.now() - t0) / 60_000).toFixed(1)} min, ${((cpu.user + cpu.system) / 60e6).toFixed(1)} CPU min` +
  (stopped ? ` (stopped by --minutes ${MINUTES})` : ''))
console.log(`read rate (fresh)   ${pct(test.rate)}  (${test.whole}/${test.count}, 95 % ${pct(mid - half)}..${pct(mid + half)})`)
console.log(`digits (fresh)      ${pct(digitsAll)}  by position ${test.digits.map(pct).join(' / ')}`)
console.log(`read rate (trained) ${pct(seenTrain.rate)} on ${seenTrain.count} of its training pictures`)
for (const wk of workers) await wk.worker.terminate()

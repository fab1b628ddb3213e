// The attacker's supply of pictures: a child of bench/captcha.mjs, run as `node --import tsx` in server/
// so it loads the project's TypeScript generator as the public endpoint would run it.
// argv: <generator.ts> <count> <scale>[g]   writes binary records to stdout:
//   4 bytes of digits, then channels x (h/scale) x (w/scale) bytes, box-averaged: RGB planes, or with
//   g one plane of luminance
// argv: <generator.ts> <count> png        writes one JSON line per picture: {code, png (base64), ms, cpuMs}
//   (cpuMs: the process's CPU time for the drawing, what it costs on an idle machine)
import crypto from 'node:crypto'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

const [generator, countArg, mode] = process.argv.slice(2)
const { drawCaptcha } = await import(pathToFileURL(generator).href)
const { PNG } = createRequire(pathToFileURL(generator).href)('pngjs')
const count = Number(countArg)

const out = []
let pending = 0
const flush = () => new Promise((resolve) => {
  const ok = process.stdout.write(Buffer.concat(out.splice(0)))
  pending = 0
  ok ? resolve() : process.stdout.once('drain', resolve)
})

for (let n = 0; n < count; n++) {
  const code = String(crypto.randomInt(0, 10000)).padStart(4, '0')
  const t0 = performance.now()
  const cpu0 = process.cpuUsage()
  const png = drawCaptcha(code)
  const cpu = process.cpuUsage(cpu0)
  const ms = performance.now() - t0
  const cpuMs = (cpu.user + cpu.system) / 1000
  if (mode === 'png') {
    out.push(Buffer.from(JSON.stringify({ code, png: png.toString('base64'), ms, cpuMs }) + '\n'))
  } else {
    const scale = parseInt(mode, 10)
    const gray = mode.endsWith('g')
    const { width, height, data } = PNG.sync.read(png)
    const w = Math.floor(width / scale)
    const h = Math.floor(height / scale)
    const channels = gray ? 1 : 3
    const rec = Buffer.alloc(4 + channels * w * h)
    rec.write(code, 0, 'latin1')
    const value = gray ? (i) => 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2] : null
    for (let c = 0; c < channels; c++) {
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          let s = 0
          for (let dy = 0; dy < scale; dy++) {
            for (let dx = 0; dx < scale; dx++) {
              const i = ((y * scale + dy) * width + x * scale + dx) * 4
              s += gray ? value(i) : data[i + c]
            }
          }
          rec[4 + (c * h + y) * w + x] = Math.round(s / (scale * scale))
        }
      }
    }
    out.push(rec)
  }
  if (++pending >= 64) await flush()
}
await flush()

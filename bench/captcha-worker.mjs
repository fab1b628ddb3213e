// One training thread of bench/captcha.mjs: computes gradients for its share of each batch, and the
// network's guesses for a range of test pictures, on buffers shared with the main thread.
import { parentPort, workerData } from 'node:worker_threads'
import { Net } from './captcha-cnn.mjs'

const { spec, maxBatch, dropout, keepStats } = workerData
const params = new Float32Array(workerData.params)
const grads = new Float32Array(workerData.grads)
const pixels = new Uint8Array(workerData.pixels)
const labels = new Uint8Array(workerData.labels)
const indices = new Int32Array(workerData.indices)
const guesses = new Uint8Array(workerData.guesses)
const net = new Net(spec, params, grads, maxBatch, new Float32Array(workerData.stats), keepStats)
const D = spec.digits

parentPort.on('message', (msg) => {
  if (msg.type === 'step') {
    grads.fill(0)
    const idx = Array.from(indices.subarray(0, msg.count))
    const B = net.forward(pixels, idx, dropout, true)
    const batchLabels = new Uint8Array(B * D)
    for (let b = 0; b < B; b++) for (let d = 0; d < D; d++) batchLabels[b * D + d] = labels[idx[b] * D + d]
    // the digits right before the update, as a running training accuracy
    let right = 0
    for (let b = 0; b < B; b++) {
      const g = net.guess(b)
      if (g.length === D) for (let d = 0; d < D; d++) if (Number(g[d]) === batchLabels[b * D + d]) right++
    }
    const loss = net.backward(batchLabels, B, msg.scale)
    parentPort.postMessage({ loss, right })
  } else if (msg.type === 'guess') {
    for (let from = msg.from; from < msg.to; from += maxBatch) {
      const idx = []
      for (let n = from; n < Math.min(msg.to, from + maxBatch); n++) idx.push(n)
      net.forward(pixels, idx, 0, false)
      // a reading of the wrong length counts as wrong at every position
      idx.forEach((n, b) => { const g = net.guess(b); for (let d = 0; d < D; d++) guesses[n * D + d] = g.length === D ? Number(g[d]) : 255 })
    }
    parentPort.postMessage({ done: true })
  }
})

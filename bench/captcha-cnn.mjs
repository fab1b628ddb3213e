// A small convolutional network over the whole captcha, written with typed arrays (no native code):
// three 3x3 conv + batch norm + ReLU + max-pool blocks, then one of two readers:
//  - 'ctc': the last pool keeps the columns; one small classifier shared by every column says which digit
//    (or none) it sees, trained with CTC (connectionist temporal classification), so the digits may sit
//    anywhere and the classifier learns from all four at once (the usual way to read text lines);
//  - 'digits': a dense layer over the whole map and one 10-way softmax head per digit position.
// Activations are laid out [channel][batch * h * w], so each convolution is one matrix product over the
// whole batch (im2col).

export const BLANK = 10

/** Parameter layout for an input of `channels` x `height` x `width`. */
export function netSpec(channels, height, width, { filters = [16, 32, 64], hidden = 128, digits = 4, mode = 'ctc' } = {}) {
  const convs = []
  let c = channels, h = height, w = width, offset = 0, stats = 0
  filters.forEach((cout, i) => {
    // CTC reads columns: the last block halves the height only
    const poolX = mode === 'ctc' && i === filters.length - 1 ? 1 : 2
    // batch norm's scale (g) and shift (b) replace the conv bias; stats: running mean and variance
    const conv = { cin: c, cout, h, w, ph: h >> 1, pw: poolX === 2 ? w >> 1 : w, poolX, wOff: offset, gOff: offset + cout * c * 9, bOff: offset + cout * c * 9 + cout, statsOff: stats }
    offset = conv.bOff + cout
    stats += 2 * cout
    convs.push(conv)
    c = cout; h = conv.ph; w = conv.pw
  })
  // per row: the whole map ('digits'), or one column of it ('ctc')
  const columns = mode === 'ctc' ? w : 1
  const rowInputs = mode === 'ctc' ? c * h : c * h * w
  const outputs = mode === 'ctc' ? 11 : digits * 10
  const dense = { inputs: rowInputs, outputs: hidden, wOff: offset, bOff: offset + hidden * rowInputs }
  offset = dense.bOff + hidden
  const head = { inputs: hidden, outputs, wOff: offset, bOff: offset + outputs * hidden }
  offset = head.bOff + outputs
  return { channels, height, width, convs, dense, head, digits, mode, columns, flat: c * h * w, size: offset, stats }
}

/** He-normal weights, zero biases. */
export function initParams(spec, params) {
  const normal = () => Math.sqrt(-2 * Math.log(1 - Math.random())) * Math.cos(2 * Math.PI * Math.random())
  const fill = (off, n, fanIn) => { for (let i = 0; i < n; i++) params[off + i] = normal() * Math.sqrt(2 / fanIn) }
  for (const c of spec.convs) {
    fill(c.wOff, c.cout * c.cin * 9, c.cin * 9)
    params.fill(1, c.gOff, c.gOff + c.cout)
  }
  fill(spec.dense.wOff, spec.dense.outputs * spec.dense.inputs, spec.dense.inputs)
  fill(spec.head.wOff, spec.head.outputs * spec.head.inputs, spec.head.inputs)
}

/** C[M][N] = A[M][K] x B[K][N] (two rows of C, four of B at a time). */
function gemmNN(M, N, K, A, aOff, B, C) {
  C.fill(0, 0, M * N)
  let m = 0
  for (; m + 1 < M; m += 2) {
    const c0 = m * N, c1 = c0 + N, p0 = aOff + m * K, p1 = p0 + K
    let k = 0
    for (; k + 3 < K; k += 4) {
      const a0 = A[p0 + k], a1 = A[p0 + k + 1], a2 = A[p0 + k + 2], a3 = A[p0 + k + 3]
      const e0 = A[p1 + k], e1 = A[p1 + k + 1], e2 = A[p1 + k + 2], e3 = A[p1 + k + 3]
      const b0 = k * N, b1 = b0 + N, b2 = b1 + N, b3 = b2 + N
      for (let n = 0; n < N; n++) {
        const x0 = B[b0 + n], x1 = B[b1 + n], x2 = B[b2 + n], x3 = B[b3 + n]
        C[c0 + n] += a0 * x0 + a1 * x1 + a2 * x2 + a3 * x3
        C[c1 + n] += e0 * x0 + e1 * x1 + e2 * x2 + e3 * x3
      }
    }
    for (; k < K; k++) {
      const a = A[p0 + k], e = A[p1 + k], b = k * N
      for (let n = 0; n < N; n++) { const x = B[b + n]; C[c0 + n] += a * x; C[c1 + n] += e * x }
    }
  }
  for (; m < M; m++) {
    const c0 = m * N, p0 = aOff + m * K
    for (let k = 0; k < K; k++) { const a = A[p0 + k], b = k * N; for (let n = 0; n < N; n++) C[c0 + n] += a * B[b + n] }
  }
}

/** G[gOff + m*K + k] += sum_n D[m][n] * X[k][n]  (weight gradient: dOut x col^T), 2x2 blocked. */
function gemmNTAcc(M, K, N, D, X, G, gOff) {
  let m = 0
  for (; m + 1 < M; m += 2) {
    const d0 = m * N, d1 = d0 + N
    let k = 0
    for (; k + 1 < K; k += 2) {
      const x0 = k * N, x1 = x0 + N
      let s00 = 0, s01 = 0, s10 = 0, s11 = 0
      for (let n = 0; n < N; n++) {
        const a = D[d0 + n], b = D[d1 + n], u = X[x0 + n], v = X[x1 + n]
        s00 += a * u; s01 += a * v; s10 += b * u; s11 += b * v
      }
      G[gOff + m * K + k] += s00; G[gOff + m * K + k + 1] += s01
      G[gOff + (m + 1) * K + k] += s10; G[gOff + (m + 1) * K + k + 1] += s11
    }
    for (; k < K; k++) {
      const x0 = k * N
      let s0 = 0, s1 = 0
      for (let n = 0; n < N; n++) { s0 += D[d0 + n] * X[x0 + n]; s1 += D[d1 + n] * X[x0 + n] }
      G[gOff + m * K + k] += s0; G[gOff + (m + 1) * K + k] += s1
    }
  }
  for (; m < M; m++) {
    for (let k = 0; k < K; k++) {
      let s = 0
      for (let n = 0; n < N; n++) s += D[m * N + n] * X[k * N + n]
      G[gOff + m * K + k] += s
    }
  }
}

function im2col(src, cin, B, h, w, col) {
  const hw = h * w, N = B * hw
  for (let c = 0; c < cin; c++) {
    for (let ky = 0; ky < 3; ky++) {
      for (let kx = 0; kx < 3; kx++) {
        const row = ((c * 3 + ky) * 3 + kx) * N
        for (let b = 0; b < B; b++) {
          const s = c * N + b * hw, d = row + b * hw
          for (let y = 0; y < h; y++) {
            const yy = y + ky - 1
            if (yy < 0 || yy >= h) { col.fill(0, d + y * w, d + y * w + w); continue }
            const sr = s + yy * w, dr = d + y * w
            for (let x = 0; x < w; x++) {
              const xx = x + kx - 1
              col[dr + x] = xx < 0 || xx >= w ? 0 : src[sr + xx]
            }
          }
        }
      }
    }
  }
}

function col2im(col, cin, B, h, w, dst) {
  const hw = h * w, N = B * hw
  dst.fill(0, 0, cin * N)
  for (let c = 0; c < cin; c++) {
    for (let ky = 0; ky < 3; ky++) {
      for (let kx = 0; kx < 3; kx++) {
        const row = ((c * 3 + ky) * 3 + kx) * N
        for (let b = 0; b < B; b++) {
          const s = c * N + b * hw, d = row + b * hw
          for (let y = 0; y < h; y++) {
            const yy = y + ky - 1
            if (yy < 0 || yy >= h) continue
            const sr = s + yy * w, dr = d + y * w
            for (let x = 0; x < w; x++) {
              const xx = x + kx - 1
              if (xx >= 0 && xx < w) dst[sr + xx] += col[dr + x]
            }
          }
        }
      }
    }
  }
}

export function initStats(spec, stats) {
  for (const c of spec.convs) stats.fill(1, c.statsOff + c.cout, c.statsOff + 2 * c.cout)
}

/**
 * Forward and backward passes for batches of up to `maxBatch` pictures. Training batches normalise
 * with their own statistics; `keepStats` makes this net the one that updates the running ones.
 */
export class Net {
  constructor(spec, params, grads, maxBatch, stats, keepStats = false) {
    Object.assign(this, { spec, params, grads, maxBatch, stats, keepStats })
    const B = maxBatch
    this.input = new Float32Array(spec.channels * B * spec.height * spec.width)
    this.layers = spec.convs.map((c) => ({
      col: new Float32Array(c.cin * 9 * B * c.h * c.w),
      pre: new Float32Array(c.cout * B * c.h * c.w),
      xhat: new Float32Array(c.cout * B * c.h * c.w),
      invStd: new Float32Array(c.cout),
      pooled: new Float32Array(c.cout * B * c.ph * c.pw),
      arg: new Int32Array(c.cout * B * c.ph * c.pw),
      dPre: new Float32Array(c.cout * B * c.h * c.w),
      dIn: new Float32Array(c.cin * B * c.h * c.w),
      wT: new Float32Array(c.cin * 9 * c.cout),
    }))
    const { dense, head } = spec
    const R = B * spec.columns
    this.feat = new Float32Array(B * spec.flat)
    this.rows = spec.mode === 'ctc' ? new Float32Array(R * dense.inputs) : this.feat
    this.hid = new Float32Array(R * dense.outputs)
    this.mask = new Float32Array(R * dense.outputs)
    this.probs = new Float32Array(R * head.outputs)
    this.dHid = new Float32Array(R * dense.outputs)
    this.dFeat = new Float32Array(B * spec.flat)
    this.dRows = spec.mode === 'ctc' ? new Float32Array(R * dense.inputs) : this.dFeat
  }

  /** pixels: Uint8Array of pictures (channels planes each), `indices` which ones. */
  forward(pixels, indices, dropout = 0, training = dropout > 0) {
    const { spec, params, stats } = this
    const B = indices.length
    const per = spec.channels * spec.height * spec.width
    const hw = spec.height * spec.width
    for (let b = 0; b < B; b++) {
      const src = indices[b] * per
      for (let c = 0; c < spec.channels; c++) {
        const s = src + c * hw, d = c * B * hw + b * hw
        for (let p = 0; p < hw; p++) this.input[d + p] = pixels[s + p] / 127.5 - 1
      }
    }
    let act = this.input
    spec.convs.forEach((c, l) => {
      const L = this.layers[l]
      const N = B * c.h * c.w
      im2col(act, c.cin, B, c.h, c.w, L.col)
      gemmNN(c.cout, N, c.cin * 9, params, c.wOff, L.col, L.xhat)
      for (let o = 0; o < c.cout; o++) {
        const start = o * N, end = start + N
        let mean, variance
        if (training) {
          let s = 0, s2 = 0
          for (let n = start; n < end; n++) { const v = L.xhat[n]; s += v; s2 += v * v }
          mean = s / N
          variance = Math.max(0, s2 / N - mean * mean)
          if (this.keepStats) {
            stats[c.statsOff + o] = 0.95 * stats[c.statsOff + o] + 0.05 * mean
            stats[c.statsOff + c.cout + o] = 0.95 * stats[c.statsOff + c.cout + o] + 0.05 * variance
          }
        } else {
          mean = stats[c.statsOff + o]
          variance = stats[c.statsOff + c.cout + o]
        }
        const inv = 1 / Math.sqrt(variance + 1e-5)
        L.invStd[o] = inv
        const g = params[c.gOff + o], beta = params[c.bOff + o]
        for (let n = start; n < end; n++) {
          const xh = (L.xhat[n] - mean) * inv
          L.xhat[n] = xh
          const v = g * xh + beta
          L.pre[n] = v > 0 ? v : 0
        }
      }
      // 2x2 max-pool (floor), remembering the winner for the backward pass
      const pN = B * c.ph * c.pw
      for (let o = 0; o < c.cout; o++) {
        for (let b = 0; b < B; b++) {
          for (let y = 0; y < c.ph; y++) {
            for (let x = 0; x < c.pw; x++) {
              const i = o * N + b * c.h * c.w + 2 * y * c.w + c.poolX * x
              let best = i, v = L.pre[i]
              if (L.pre[i + c.w] > v) { v = L.pre[i + c.w]; best = i + c.w }
              if (c.poolX === 2) {
                if (L.pre[i + 1] > v) { v = L.pre[i + 1]; best = i + 1 }
                if (L.pre[i + c.w + 1] > v) { v = L.pre[i + c.w + 1]; best = i + c.w + 1 }
              }
              const d = o * pN + b * c.ph * c.pw + y * c.pw + x
              L.pooled[d] = v
              L.arg[d] = best
            }
          }
        }
      }
      act = L.pooled
    })
    // flatten [channel][batch][pos] into one row per picture
    const last = spec.convs[spec.convs.length - 1]
    const pp = last.ph * last.pw, pN = B * pp, F = spec.flat
    for (let c = 0; c < last.cout; c++) for (let b = 0; b < B; b++) for (let p = 0; p < pp; p++) this.feat[b * F + c * pp + p] = act[c * pN + b * pp + p]
    const { dense, head } = spec
    const K = dense.inputs
    if (spec.mode === 'ctc') {
      // one row per column: its channels x rows
      const T = spec.columns, hL = last.ph
      for (let b = 0; b < B; b++) for (let c = 0; c < last.cout; c++) for (let y = 0; y < hL; y++) for (let t = 0; t < T; t++) {
        this.rows[(b * T + t) * K + c * hL + y] = this.feat[b * F + c * pp + y * T + t]
      }
    }
    const R = B * spec.columns
    const groups = spec.mode === 'ctc' ? 1 : spec.digits
    const size = head.outputs / groups
    for (let r = 0; r < R; r++) {
      for (let m = 0; m < dense.outputs; m++) {
        let s = params[dense.bOff + m]
        const wo = dense.wOff + m * K, fo = r * K
        for (let k = 0; k < K; k++) s += params[wo + k] * this.rows[fo + k]
        const keep = dropout && Math.random() < dropout ? 0 : 1 / (1 - dropout)
        this.mask[r * dense.outputs + m] = s > 0 ? keep : 0
        this.hid[r * dense.outputs + m] = s > 0 ? s * keep : 0
      }
      for (let j = 0; j < head.outputs; j++) {
        let s = params[head.bOff + j]
        const wo = head.wOff + j * head.inputs, ho = r * head.inputs
        for (let m = 0; m < head.inputs; m++) s += params[wo + m] * this.hid[ho + m]
        this.probs[r * head.outputs + j] = s
      }
      for (let d = 0; d < groups; d++) {
        const o = r * head.outputs + d * size
        let max = -Infinity, sum = 0
        for (let j = 0; j < size; j++) max = Math.max(max, this.probs[o + j])
        for (let j = 0; j < size; j++) sum += this.probs[o + j] = Math.exp(this.probs[o + j] - max)
        for (let j = 0; j < size; j++) this.probs[o + j] /= sum
      }
    }
    return B
  }

  /** The guessed digits of picture b of the last forward pass (CTC: best path, may be of any length). */
  guess(b) {
    let out = ''
    if (this.spec.mode === 'ctc') {
      let prev = BLANK
      for (let t = 0; t < this.spec.columns; t++) {
        const o = (b * this.spec.columns + t) * 11
        let best = 0
        for (let j = 1; j < 11; j++) if (this.probs[o + j] > this.probs[o + best]) best = j
        if (best !== BLANK && best !== prev) out += best
        prev = best
      }
      return out
    }
    for (let d = 0; d < this.spec.digits; d++) {
      const o = b * this.spec.head.outputs + d * 10
      let best = 0
      for (let j = 1; j < 10; j++) if (this.probs[o + j] > this.probs[o + best]) best = j
      out += best
    }
    return out
  }

  /**
   * Adds the gradient of the mean cross-entropy (over `scale` pictures in all workers) for the last
   * forward pass to `grads`; labels[b * digits + d] are the true digits. Returns the summed loss.
   */
  backward(labels, B, scale) {
    const { spec, params, grads } = this
    const { dense, head } = spec
    let loss = 0
    const dLogit = this.probs // reused in place: p - target
    const R = B * spec.columns
    if (spec.mode === 'ctc') {
      for (let b = 0; b < B; b++) loss += ctcGradient(dLogit, b * spec.columns, spec.columns, labels.subarray(b * spec.digits, (b + 1) * spec.digits))
    } else {
      for (let b = 0; b < B; b++) {
        for (let d = 0; d < spec.digits; d++) {
          const o = b * head.outputs + d * 10 + labels[b * spec.digits + d]
          loss -= Math.log(Math.max(1e-12, dLogit[o]))
          dLogit[o] -= 1
        }
      }
    }
    for (let i = 0; i < R * head.outputs; i++) dLogit[i] /= scale
    // head
    this.dHid.fill(0, 0, R * dense.outputs)
    for (let b = 0; b < R; b++) {
      for (let j = 0; j < head.outputs; j++) {
        const g = dLogit[b * head.outputs + j]
        grads[head.bOff + j] += g
        const wo = head.wOff + j * head.inputs, ho = b * head.inputs
        for (let m = 0; m < head.inputs; m++) {
          grads[wo + m] += g * this.hid[ho + m]
          this.dHid[ho + m] += g * params[wo + m]
        }
      }
    }
    // dense
    const K = dense.inputs
    this.dRows.fill(0, 0, R * K)
    for (let b = 0; b < R; b++) {
      for (let m = 0; m < dense.outputs; m++) {
        const g = this.dHid[b * dense.outputs + m] * this.mask[b * dense.outputs + m]
        if (g === 0) continue
        grads[dense.bOff + m] += g
        const wo = dense.wOff + m * K, fo = b * K
        for (let k = 0; k < K; k++) {
          grads[wo + k] += g * this.rows[fo + k]
          this.dRows[fo + k] += g * params[wo + k]
        }
      }
    }
    const lastConv = spec.convs[spec.convs.length - 1]
    const F = spec.flat
    if (spec.mode === 'ctc') {
      const T = spec.columns, hL = lastConv.ph, lpp = lastConv.ph * lastConv.pw
      for (let b = 0; b < B; b++) for (let c = 0; c < lastConv.cout; c++) for (let y = 0; y < hL; y++) for (let t = 0; t < T; t++) {
        this.dFeat[b * F + c * lpp + y * T + t] = this.dRows[(b * T + t) * K + c * hL + y]
      }
    }
    // back through the conv blocks
    for (let l = spec.convs.length - 1; l >= 0; l--) {
      const c = spec.convs[l]
      const L = this.layers[l]
      const N = B * c.h * c.w
      const pp = c.ph * c.pw, pN = B * pp
      L.dPre.fill(0, 0, c.cout * N)
      if (l === spec.convs.length - 1) {
        for (let o = 0; o < c.cout; o++) for (let b = 0; b < B; b++) for (let p = 0; p < pp; p++) {
          const d = o * pN + b * pp + p
          L.dPre[L.arg[d]] += this.dFeat[b * F + o * pp + p]
        }
      } else {
        const dPooled = this.layers[l + 1].dIn
        for (let d = 0; d < c.cout * pN; d++) L.dPre[L.arg[d]] += dPooled[d]
      }
      for (let i = 0; i < c.cout * N; i++) if (L.pre[i] <= 0) L.dPre[i] = 0
      // through batch norm: dx = g * invStd / N * (N * dy - sum dy - xhat * sum(dy * xhat))
      for (let o = 0; o < c.cout; o++) {
        const start = o * N, end = start + N
        let sdy = 0, sdyx = 0
        for (let n = start; n < end; n++) { sdy += L.dPre[n]; sdyx += L.dPre[n] * L.xhat[n] }
        grads[c.bOff + o] += sdy
        grads[c.gOff + o] += sdyx
        const k = (params[c.gOff + o] * L.invStd[o]) / N
        for (let n = start; n < end; n++) L.dPre[n] = k * (N * L.dPre[n] - sdy - L.xhat[n] * sdyx)
      }
      gemmNTAcc(c.cout, c.cin * 9, N, L.dPre, L.col, grads, c.wOff)
      if (l > 0) {
        const Kc = c.cin * 9
        for (let o = 0; o < c.cout; o++) for (let k = 0; k < Kc; k++) L.wT[k * c.cout + o] = params[c.wOff + o * Kc + k]
        gemmNN(Kc, N, c.cout, L.wT, 0, L.dPre, L.col)
        col2im(L.col, c.cin, B, c.h, c.w, L.dIn)
      }
    }
    return loss
  }
}

const logAdd = (a, b) => (a === -Infinity ? b : b === -Infinity ? a : Math.max(a, b) + Math.log1p(Math.exp(-Math.abs(a - b))))

/**
 * CTC for one picture: `probs` rows [row0, row0 + T) hold the softmax over 10 digits + blank per column.
 * Replaces them with d(-log p(label))/d(logits) = probs - posterior of each symbol, returns -log p(label).
 */
export function ctcGradient(probs, row0, T, label) {
  const S = 2 * label.length + 1
  const sym = (s) => (s % 2 === 0 ? BLANK : label[(s - 1) >> 1])
  const lp = (t, k) => Math.log(Math.max(1e-30, probs[(row0 + t) * 11 + k]))
  const alpha = new Float64Array(T * S).fill(-Infinity)
  const beta = new Float64Array(T * S).fill(-Infinity)
  alpha[0] = lp(0, BLANK)
  alpha[1] = lp(0, sym(1))
  for (let t = 1; t < T; t++) {
    for (let s = 0; s < S; s++) {
      let a = alpha[(t - 1) * S + s]
      if (s > 0) a = logAdd(a, alpha[(t - 1) * S + s - 1])
      if (s > 1 && sym(s) !== BLANK && sym(s) !== sym(s - 2)) a = logAdd(a, alpha[(t - 1) * S + s - 2])
      alpha[t * S + s] = a === -Infinity ? a : a + lp(t, sym(s))
    }
  }
  beta[(T - 1) * S + S - 1] = lp(T - 1, BLANK)
  beta[(T - 1) * S + S - 2] = lp(T - 1, sym(S - 2))
  for (let t = T - 2; t >= 0; t--) {
    for (let s = 0; s < S; s++) {
      let b = beta[(t + 1) * S + s]
      if (s < S - 1) b = logAdd(b, beta[(t + 1) * S + s + 1])
      if (s < S - 2 && sym(s) !== BLANK && sym(s) !== sym(s + 2)) b = logAdd(b, beta[(t + 1) * S + s + 2])
      beta[t * S + s] = b === -Infinity ? b : b + lp(t, sym(s))
    }
  }
  const logP = logAdd(alpha[(T - 1) * S + S - 1], alpha[(T - 1) * S + S - 2])
  if (logP === -Infinity) return 0
  for (let t = 0; t < T; t++) {
    const post = new Float64Array(11)
    for (let s = 0; s < S; s++) {
      const v = alpha[t * S + s] + beta[t * S + s]
      if (v !== -Infinity) post[sym(s)] += Math.exp(v - lp(t, sym(s)) - logP)
    }
    for (let k = 0; k < 11; k++) probs[(row0 + t) * 11 + k] -= post[k]
  }
  return -logP
}

import { JS_API_LIST, pageUrl, type JssdkSignature, type JssdkSigner, type WxJssdk } from './types'

export interface LoaderDeps {
  /** loads the JSSDK script once; null when it cannot be loaded */
  loadScript(): Promise<WxJssdk | null>
  sign: JssdkSigner
  isIos: boolean
  /** the address the site was entered with (iOS signs it) */
  landingUrl: string
  /** the address now (Android signs it) */
  currentUrl(): string
  /** a config that neither succeeds nor fails within this counts as failed */
  timeoutMs?: number
}

export interface JssdkLoader {
  /** A config round for the current page (after every route change); resolves like ready(). */
  configure(): Promise<WxJssdk | null>
  /** The JSSDK once the latest round is configured; null when it could not be (callers fall back). */
  ready(): Promise<WxJssdk | null>
  /** Called with the JSSDK after each successful round (the share adapter re-applies its card). */
  onConfigured(listener: (wx: WxJssdk) => void): () => void
}

type Outcome = 'ready' | 'invalid' | 'failed'

const isInvalidSignature = (res: { errMsg?: string } | undefined) => /invalid signature/i.test(String(res?.errMsg ?? ''))

/**
 * WeChat's rules for single-page apps: wx.config on every route change, signed for the landing address
 * on iOS and the current one on Android (both without the fragment); on 'invalid signature' one more
 * try with a fresh signature for the other address (WeChat versions differ on which one they check).
 * Rounds run one after another, so each wx.error belongs to the round that is under way.
 */
export function createJssdkLoader(deps: LoaderDeps): JssdkLoader {
  const timeoutMs = deps.timeoutMs ?? 10_000
  const signatures = new Map<string, Promise<JssdkSignature | null>>()
  const listeners = new Set<(wx: WxJssdk) => void>()
  let script: Promise<WxJssdk | null> | null = null
  let round: Promise<WxJssdk | null> = Promise.resolve(null)
  /** settles the attempt under way with the error WeChat reported */
  let onError: ((res: { errMsg?: string }) => void) | null = null
  /** the last round reported ready but WeChat refused its signature afterwards: sign again once */
  let lateInvalid: (() => void) | null = null

  const load = () => {
    script ??= deps.loadScript().then((wx) => {
      // jweixin keeps only the first error handler: one for all rounds, routed to the current one
      wx?.error((res) => (onError ? onError(res) : isInvalidSignature(res) && lateInvalid?.()))
      return wx
    }, () => null)
    return script
  }

  const signature = (url: string, fresh: boolean) => {
    if (fresh || !signatures.has(url)) {
      const asked = deps.sign(url, fresh).catch(() => null)
      signatures.set(url, asked)
      // a failure is not kept: the next round asks again
      void asked.then((s) => s || signatures.delete(url))
    }
    return signatures.get(url)!
  }

  async function attempt(wx: WxJssdk, url: string, fresh: boolean): Promise<Outcome> {
    const sig = await signature(url, fresh)
    if (!sig?.signature) return 'failed'
    return new Promise<Outcome>((resolve) => {
      let settled = false
      const finish = (outcome: Outcome) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        onError = null
        resolve(outcome)
      }
      const timer = setTimeout(() => finish('failed'), timeoutMs)
      onError = (res) => finish(isInvalidSignature(res) ? 'invalid' : 'failed')
      wx.config({ debug: false, appId: sig.appId, timestamp: Number(sig.timestamp), nonceStr: sig.nonceStr, signature: sig.signature, jsApiList: [...JS_API_LIST] })
      // a failed check calls the error handler and then the ready callbacks too: a tick lets the error win
      wx.ready(() => setTimeout(() => finish('ready'), 0))
    })
  }

  async function run(resigned: boolean): Promise<WxJssdk | null> {
    const wx = await load()
    if (!wx) return null
    const current = pageUrl(deps.currentUrl())
    const landing = pageUrl(deps.landingUrl || current)
    const url = deps.isIos ? landing : current
    let outcome = resigned ? 'invalid' : await attempt(wx, url, false)
    if (outcome === 'invalid') {
      const other = url === landing ? current : landing
      outcome = await attempt(wx, other, true)
    }
    if (outcome !== 'ready') return null
    // later rounds get ready at once (WeChat answers them after the check): a refusal comes afterwards
    lateInvalid = resigned
      ? null
      : () => {
          lateInvalid = null
          round = round.then(() => run(true))
        }
    for (const listener of listeners) listener(wx)
    return wx
  }

  return {
    configure() {
      round = round.then(() => run(false))
      return round
    },
    ready: () => round,
    onConfigured(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

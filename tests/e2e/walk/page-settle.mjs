// Follows one browser tab through a visit: the app's API calls (in flight, answered, failed), console and
// uncaught errors, and when the shown page has settled (no call in flight, no loading indicator).
import { localeValues } from './locale-texts.mjs'

/** An API call of the app (every server prefix: /api/, /sitemessage/api/, /notes/api/, …). */
export const isApiCall = (url) => new URL(url).pathname.includes('/api/')

// Progress texts ("加载中...", "正在查询支付结果...", "Loading..."): a locale value ending in an ellipsis
// that the page still shows once its calls are done is a spinner that never stops.
const PROGRESS_TEXTS = [...new Set([...localeValues('zh-cn'), ...localeValues('en-us')]
  .filter((v) => /(\.\.\.|…)$/.test(v) && !v.includes('{{')).map((v) => v.trim()))]

/**
 * Follows a Playwright page: API calls in flight, every API answer (status, envelope code), console errors
 * and uncaught errors. `reset()` starts a new visit.
 */
export function trackPage(page) {
  const t = {
    inFlight: new Set(),
    lastActivity: Date.now(),
    calls: [],
    /** what the server sent this visit (API answers decoded, the document), for telling data from interface text */
    received: [],
    consoleErrors: [],
    pageErrors: [],
    reset() {
      t.inFlight.clear()
      t.calls = []
      t.received = []
      t.consoleErrors = []
      t.pageErrors = []
      t.lastActivity = Date.now()
    },
  }
  const done = (req) => {
    if (t.inFlight.delete(req)) t.lastActivity = Date.now()
  }
  page.on('request', (req) => {
    if (!isApiCall(req.url())) return
    t.inFlight.add(req)
    t.lastActivity = Date.now()
  })
  page.on('requestfailed', (req) => {
    if (!isApiCall(req.url())) return
    done(req)
    // an aborted call of a page left behind is not this page's failure
    const failure = req.failure()?.errorText ?? ''
    if (!/ERR_ABORTED/.test(failure)) t.calls.push({ path: new URL(req.url()).pathname, status: 0, code: null, message: failure })
  })
  page.on('requestfinished', async (req) => {
    if (req.isNavigationRequest() && req.resourceType() === 'document') {
      req.response().then((res) => res?.text()).then((text) => text && t.received.push(text)).catch(() => undefined)
      return
    }
    if (!isApiCall(req.url())) return
    const call = { path: new URL(req.url()).pathname, status: 0, code: null, message: '' }
    t.calls.push(call)
    try {
      const res = await req.response()
      call.status = res?.status() ?? 0
      const text = (await res?.text()) ?? 'null'
      const body = JSON.parse(text)
      t.received.push(JSON.stringify(body))
      call.code = typeof body?.code === 'number' ? body.code : null
      call.message = body?.message ?? ''
    } catch {
      // not JSON (a file download) or the page moved on: the status alone decides
    } finally {
      done(req)
    }
  })
  page.on('console', (msg) => {
    if (msg.type() === 'error') t.consoleErrors.push(msg.text())
  })
  page.on('pageerror', (err) => t.pageErrors.push(String(err?.stack ?? err).split('\n').slice(0, 3).join(' | ')))
  return t
}

/**
 * What the shown Taro page holds right now (runs in the page): its id (the address it renders), whether the
 * app's frame is there, and the visible loading indicator if any.
 */
function inspectShownPage(progressTexts) {
  const visible = (el) => {
    if (!el || !el.isConnected) return false
    const r = el.getBoundingClientRect()
    if (r.width === 0 || r.height === 0) return false
    const s = getComputedStyle(el)
    return s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) !== 0
  }
  const shown = [...document.querySelectorAll('.taro_page')].filter((p) => getComputedStyle(p).display !== 'none').pop()
  if (!shown) return { id: null, framed: false, loading: 'no page shown yet' }
  const framed = Boolean(shown.querySelector('.mall-page .mall-navbar'))
  let loading = null
  for (const sel of ['.mall-loading', '.nut-loading', '.nut-icon-loading', '.nut-icon-Loading', '.taro__toast .weui-loading', '.weui-loading']) {
    const el = [...document.querySelectorAll(sel)].find(visible)
    if (el) {
      loading = sel
      break
    }
  }
  if (!loading) {
    const walker = document.createTreeWalker(shown, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent.trim()
      if (text && progressTexts.includes(text) && visible(n.parentElement)) {
        loading = `"${text}"`
        break
      }
    }
  }
  return { id: shown.id, framed, loading }
}

/**
 * Waits until the page is settled: its frame drawn, no API call in flight and no loading indicator, all
 * for `quietMs` in a row. Answers {settled, ms, state} (state: the last inspection, for the report).
 */
export async function waitSettled(page, tracker, { timeoutMs = 8000, quietMs = 300, since = Date.now() } = {}) {
  let calmSince = 0
  let state = null
  for (;;) {
    const now = Date.now()
    try {
      state = await page.evaluate(inspectShownPage, PROGRESS_TEXTS)
    } catch (err) {
      // a navigation in progress destroys the context: inspect again
      state = { id: null, framed: false, loading: `navigating (${String(err.message).split('\n')[0]})` }
    }
    const calm = state.framed && !state.loading && tracker.inFlight.size === 0
    if (!calm) calmSince = 0
    else if (!calmSince) calmSince = Math.max(now, tracker.lastActivity)
    if (calm && Date.now() - Math.max(calmSince, tracker.lastActivity) >= quietMs) return { settled: true, ms: Date.now() - since, state }
    if (Date.now() - since > timeoutMs) return { settled: false, ms: Date.now() - since, state, inFlight: [...tracker.inFlight].map((r) => new URL(r.url()).pathname) }
    await new Promise((r) => setTimeout(r, 50))
  }
}

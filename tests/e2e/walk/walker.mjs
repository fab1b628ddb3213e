// One visit of the walk: open a declared page at its address, wait until it settles, and list what a
// shopper would call broken (see page-checks.mjs for each check).
import fs from 'node:fs'
import path from 'node:path'
import { axeViolations, readPage } from './page-checks.mjs'
import { trackPage, waitSettled } from './page-settle.mjs'

/** The codes that mean "log in first": a visitor on a member page, allowed only where the login prompt shows. */
const LOGIN_CODES = [-10009, -10010]

/** A browser tab of one pass, with its tracker. */
export async function openWorker(context) {
  const page = await context.newPage()
  return { page, tracker: trackPage(page) }
}

/**
 * Visits `/h5/<pagePath>?<query>` and answers {problems: string[], violations, ms}.
 * expect: {codes, shows, why} — negative codes the page is meant to answer with, allowed only while the
 * element `shows` is visible; landsOn: the page it hands over to (a redirect by design).
 */
export async function visitPage({ page, tracker }, { base, pagePath, query, english, expect, landsOn, shot }) {
  const problems = []
  tracker.reset()
  const url = `${base}/h5/${pagePath}${query ? `?${query}` : ''}`
  const started = Date.now()
  await page.goto(url, { waitUntil: 'commit' })
  const settle = await waitSettled(page, tracker, { since: started })
  const target = `/h5/${landsOn ?? pagePath}`
  const id = settle.state?.id ?? ''
  if (!settle.settled) {
    problems.push(`not settled within 8 s: ${settle.state?.loading ?? (settle.state?.framed ? 'API calls in flight' : 'no page frame')}${settle.inFlight?.length ? ` (in flight: ${[...new Set(settle.inFlight)].join(', ')})` : ''}`)
  }
  if (id.split('?')[0] !== target) problems.push(`shows ${id.split('?')[0] || 'no page'} instead of ${target}`)

  const seen = await readPage(page, { english, data: tracker.received.join('\n') })
  if (seen.notFound && pagePath !== 'otherpages/notfound/notfound') problems.push('shows the not-found page')
  if (seen.errorPlaceholder !== null && !(expect?.shows === '.mall-error')) problems.push(`shows the error placeholder: ${seen.errorPlaceholder}`)
  for (const key of seen.rawKeys) problems.push(`raw i18n key or interpolation: ${key}`)
  for (const icon of seen.hiddenIcons) problems.push(`icon drawn at 0 x 0: ${icon}`)
  for (const text of seen.chinese) problems.push(`Chinese interface text in English: ${text}`)
  for (const text of seen.plurals) problems.push(`English plural after 1: ${text}`)

  const visibleNow = async (sel) => page.locator(`.taro_page:not([style*="display: none"]) ${sel}`).first().isVisible().catch(() => false)
  for (const call of tracker.calls) {
    if (call.status >= 400 || call.status === 0) {
      problems.push(`call failed: ${call.path} HTTP ${call.status} ${call.code ?? ''} ${call.message}`.trim())
      continue
    }
    if (call.code === null || call.code >= 0) continue
    if (LOGIN_CODES.includes(call.code) && seen.loginPrompt) continue
    if (expect?.codes?.includes(call.code) && (await visibleNow(expect.shows))) continue
    problems.push(`call answered ${call.code}: ${call.path} ${call.message}${LOGIN_CODES.includes(call.code) ? ' (and no login prompt shows)' : ''}`)
  }
  for (const text of tracker.consoleErrors) problems.push(`console error: ${text.slice(0, 200)}`)
  for (const text of tracker.pageErrors) problems.push(`uncaught error: ${text.slice(0, 300)}`)

  const violations = settle.state?.framed ? await axeViolations(page) : []
  if (shot) {
    fs.mkdirSync(path.dirname(shot), { recursive: true })
    await page.screenshot({ path: shot }).catch(() => undefined)
  }
  return { problems, violations, ms: settle.ms }
}
